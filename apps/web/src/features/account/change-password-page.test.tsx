import { ERROR_CODES, errorMessageFor } from '@catering/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, test } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { fakeApi } from '../../test/fake-api';
import { Component as ChangePasswordPage } from './change-password-page';

function renderPage() {
  const router = createMemoryRouter([{ path: '*', element: <ChangePasswordPage /> }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const fill = async (current: string, next: string) => {
  await userEvent.type(await screen.findByLabelText(/^Current password/), current);
  await userEvent.type(screen.getByLabelText(/^New password/), next);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
};

test('a new password below grade 2 is refused before anything is sent (ACC-PASSWORD-3)', async () => {
  const fetchMock = fakeApi({});
  renderPage();
  await fill('Burrito#Bowl42', 'short');
  expect(screen.getByLabelText(/^New password/)).toBeInvalid();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('a wrong current password is said under it (ACC-PASSWORD-4)', async () => {
  fakeApi({
    'PUT /customerauth/changepassword': () =>
      Response.json({ errorCode: ERROR_CODES.wrongPassword, message: 'no' }, { status: 401 }),
  });
  renderPage();
  await fill('Wrong#Pass99', 'Quesadilla#Crew2026');
  const current = screen.getByLabelText(/^Current password/);
  expect(await screen.findByText(errorMessageFor(ERROR_CODES.wrongPassword))).toBeInTheDocument();
  expect(current).toHaveFocus();
  expect(current).toHaveAccessibleDescription(errorMessageFor(ERROR_CODES.wrongPassword));
});

test('a changed password clears the form and says so', async () => {
  fakeApi({ 'PUT /customerauth/changepassword': { isGuest: false } });
  renderPage();
  await fill('Burrito#Bowl42', 'Quesadilla#Crew2026');
  expect(await screen.findByText(/Your password is changed/)).toBeInTheDocument();
  expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
});
