import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi } from '../../../test/fake-api';
import { CreateAccountForm } from './create-account-form';

afterEach(() => vi.unstubAllGlobals());

const refusal = (status: number, errorCode: string) =>
  Response.json({ errorCode, message: '' }, { status });

async function fillAndSubmit() {
  const onCreated = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CreateAccountForm onCreated={onCreated} />
    </QueryClientProvider>,
  );
  await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
  await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '2025550123');
  await userEvent.type(screen.getByLabelText(/^Password/), 'Burrito#Bowl42');
  await userEvent.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
  return onCreated;
}

test('the form sends the phone as digits and says an email in use under the email', async () => {
  const fetch = fakeApi({ 'POST /customerauth/register': refusal(409, 'CAU-0220') });
  const onCreated = await fillAndSubmit();
  const email = screen.getByRole('textbox', { name: 'Email' });
  await vi.waitFor(() => expect(email).toBeInvalid());
  expect(email).toHaveAccessibleDescription(
    /^HMMM\.\.\. It looks like that email is already in use/,
  );
  const [, init] = fetch.mock.calls[0] ?? [];
  expect(JSON.parse(String(init?.body))).toEqual({
    firstName: 'Ada',
    lastName: 'Lovelace',
    emailAddress: 'ada@example.com',
    phoneNumber: '2025550123',
    country: 'US',
    password: 'Burrito#Bowl42',
    isGuest: false,
  });
  expect(onCreated).not.toHaveBeenCalled();
});

test('a verification that cannot start says "Failed to create an account. Please try again."', async () => {
  fakeApi({
    'POST /customerauth/register': refusal(403, 'VER-0403'),
    'POST /customerauth/verify/initialize': refusal(500, 'GEN-0500'),
  });
  const onCreated = await fillAndSubmit();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to create an account. Please try again.',
  );
  expect(screen.getByRole('button', { name: 'CREATE ACCOUNT' })).not.toHaveAttribute('aria-busy');
  expect(onCreated).not.toHaveBeenCalled();
});
