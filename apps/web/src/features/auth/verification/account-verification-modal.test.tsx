import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { AccountVerificationHost } from '../../../components/account-verification/account-verification-host';
import { openAccountVerification } from '../../../components/account-verification/open-account-verification';
import { fakeApi } from '../../../test/fake-api';
import { DialogHost } from '../../../ui/dialog-host';
import { AccountVerificationModal } from './account-verification-modal';

const EMAIL = 'ada@example.com';
const session = {
  isGuest: false,
  isLoggedIn: true,
  customerIdHash: 'h1',
  cateringEditOrderId: null,
  customer: null,
};
const state = (step: string, extra: object = {}) => ({
  context: 'accountCreation',
  step,
  phoneNumber: '******0123',
  isFinalAttempt: false,
  phoneUpdated: false,
  codeExpiresInSeconds: step === 'PHONE_VERIFICATION' ? 300 : null,
  resendAfterSeconds: step === 'PHONE_VERIFICATION' ? 60 : null,
  ...extra,
});
const bodyOf = (init: RequestInit | undefined) =>
  JSON.parse(String(init?.body)) as Record<string, unknown>;
const refusal = (status: number, body: object) => Response.json(body, { status });

afterEach(() => vi.unstubAllGlobals());

function renderHost() {
  render(
    <>
      <AccountVerificationHost Modal={AccountVerificationModal} />
      <DialogHost />
    </>,
  );
}

test('the last wrong code warns, the one after locks and ends the verification as failed', async () => {
  let wrong = 0;
  fakeApi({
    'POST /customerauth/verify/initialize': (_url: URL, init: RequestInit | undefined) =>
      state(bodyOf(init).phoneNumber ? 'PHONE_VERIFICATION' : 'PHONE_CONFIRMATION'),
    'POST /customerauth/verify/finalize': () => {
      wrong += 1;
      return wrong === 1
        ? refusal(422, { errorCode: 'CAU-0113', message: '', isFinalAttempt: true })
        : refusal(423, { errorCode: 'VER-0423', message: '' });
    },
  });
  renderHost();
  const result = openAccountVerification({
    context: 'accountCreation',
    email: EMAIL,
    password: 'Burrito#Bowl42',
  }).catch((error: Error) => error.message);
  const modal = await screen.findByRole('dialog', { name: 'ACCOUNT VERIFICATION' });
  expect(screen.getByRole('radio', { name: 'Number ending in 0123' })).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'SEND CODE' }));
  const code = await screen.findByRole('textbox', { name: 'Verification code' });
  expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();

  await userEvent.type(code, '111111');
  await userEvent.click(screen.getByRole('button', { name: 'VERIFY' }));
  expect(await screen.findByText('Please enter a valid verification code')).toBeVisible();
  expect(
    screen.getByText('This is your last attempt. If unsuccessful, you can still order as a guest.'),
  ).toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: 'VERIFY' }));
  expect(
    await screen.findByText(/^Verification failed\. You've used up all of your attempts\./),
  ).toBeVisible();
  // Locked: closing does not ask whether to leave.
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(modal).not.toBeInTheDocument();
  expect(await result).toBe('ACCOUNT_VERIFICATION_FAILED');
});

test('closing asks first: RESUME goes back, LEAVE cancels', async () => {
  fakeApi({ 'POST /customerauth/verify/initialize': state('PHONE_CONFIRMATION') });
  renderHost();
  const result = openAccountVerification({
    context: 'login',
    email: EMAIL,
    password: 'Burrito#Bowl42',
  }).catch((error: Error) => error.message);
  await screen.findByRole('dialog', { name: 'ACCOUNT VERIFICATION' });
  await userEvent.keyboard('{Escape}');
  const leave = await screen.findByRole('dialog', { name: 'Are you sure you want to leave?' });
  await userEvent.click(screen.getByRole('button', { name: 'RESUME' }));
  expect(leave).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'SEND CODE' })).toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  await userEvent.click(await screen.findByRole('button', { name: 'LEAVE' }));
  expect(await result).toBe('ACCOUNT_VERIFICATION_CANCELLED');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a new number: password first, resend says CODE HAS BEEN SENT., then ACCOUNT UPDATED', async () => {
  const fetch = fakeApi({
    'POST /customerauth/verify/initialize': (_url: URL, init: RequestInit | undefined) => {
      const body = bodyOf(init);
      if (!body.password) return state('PASSWORD_VERIFICATION', { phoneNumber: null });
      if (body.password !== 'Burrito#Bowl42')
        return refusal(401, { errorCode: 'CAU-0320', message: '' });
      return state('PHONE_VERIFICATION', {
        context: 'update',
        phoneNumber: '******0199',
        phoneUpdated: true,
        resendAfterSeconds: 1,
      });
    },
    'POST /customerauth/verify/finalize': { context: 'update', phoneUpdated: true, session },
  });
  renderHost();
  const result = openAccountVerification({
    context: 'update',
    email: EMAIL,
    phoneNumber: '2025550199',
  });
  const password = await screen.findByLabelText(/^Password/);
  await userEvent.type(password, 'Wrong#Pass1');
  await userEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));
  expect(await screen.findByText(/^The password you entered isn't quite right\./)).toBeVisible();
  expect(password).toBeInvalid();
  await userEvent.clear(password);
  await userEvent.type(password, 'Burrito#Bowl42');
  await userEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));
  expect(await screen.findByText(/number ending in 0199/)).toBeVisible();

  const resend = screen.getByRole('button', { name: 'Resend code' });
  await vi.waitFor(() => expect(resend).toBeEnabled(), { timeout: 3000 });
  await userEvent.click(resend);
  const sent = await screen.findByRole('dialog', { name: 'CODE HAS BEEN SENT.' });
  await userEvent.click(screen.getByRole('button', { name: 'OK' }));
  expect(sent).not.toBeInTheDocument();

  await userEvent.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'VERIFY' }));
  await screen.findByRole('dialog', { name: 'ACCOUNT UPDATED' });
  await userEvent.click(screen.getByRole('button', { name: 'OK' }));
  await expect(result).resolves.toEqual(session);
  const finalize = fetch.mock.calls.find(([url]) => String(url).includes('/finalize'));
  expect(bodyOf(finalize?.[1])).toEqual({
    code: '123456',
    email: EMAIL,
    phoneNumber: '2025550199',
  });
});

test('a new number already in use is said under the mobile number field', async () => {
  fakeApi({
    'POST /customerauth/verify/initialize': (_url: URL, init: RequestInit | undefined) =>
      bodyOf(init).phoneNumber
        ? refusal(409, { errorCode: 'CAU-0056', message: '' })
        : state('PHONE_CONFIRMATION'),
  });
  renderHost();
  void openAccountVerification({ context: 'login', email: EMAIL, password: 'Burrito#Bowl42' });
  await userEvent.click(await screen.findByRole('radio', { name: 'A different mobile number' }));
  const phone = screen.getByRole('textbox', { name: 'Mobile number' });
  await userEvent.type(phone, '2025550199');
  expect(phone).toHaveValue('(202) 555-0199');
  await userEvent.click(screen.getByRole('button', { name: 'SEND CODE' }));
  // jsdom is 1024 px wide: the long form.
  await vi.waitFor(() =>
    expect(phone).toHaveAccessibleDescription(
      'This number has already been used. Please enter a new number.',
    ),
  );
});
