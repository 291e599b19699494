import { ERROR_CODES, MESSAGES } from '@catering/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, test } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { fakeApi } from '../../test/fake-api';
import { Component as UpdateUserPage } from './update-user-page';

const customer = {
  firstName: 'Grace',
  lastName: 'Hopper',
  emailAddress: 'grace@example.com',
  country: 'US',
  phoneNumber: '2125550100',
};

function renderPage() {
  const router = createMemoryRouter([{ path: '*', element: <UpdateUserPage /> }], {
    initialEntries: ['/account/updateuser'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

test('the form shows the customer, phone masked, and focuses the first invalid field', async () => {
  fakeApi({ 'GET /customer': customer });
  renderPage();
  const firstName = await screen.findByRole('textbox', { name: 'First name' });
  await screen.findByDisplayValue('Grace');
  expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('(212) 555-0100');
  await userEvent.clear(firstName);
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(firstName).toHaveFocus();
  expect(firstName).toHaveAccessibleDescription('First Name is required');
});

test('an email in use is said under the email (ACC-PROFILE-4)', async () => {
  const fetchMock = fakeApi({
    'GET /customer': customer,
    'PUT /customer': () =>
      Response.json({ errorCode: ERROR_CODES.emailInUse, message: 'in use' }, { status: 409 }),
  });
  renderPage();
  await screen.findByDisplayValue('Grace');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  const email = screen.getByRole('textbox', { name: 'Email' });
  expect(await screen.findByText(MESSAGES.emailInUse)).toBeInTheDocument();
  expect(email).toHaveAccessibleDescription(MESSAGES.emailInUse);
  const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
  expect(JSON.parse(String(sent?.[1]?.body))).toMatchObject({ phoneNumber: '2125550100' });
});
