import {
  ERROR_CODES,
  hidePhoneNumber,
  isFinalVerificationAttempt,
  RESEND_CODE_DISABLED_MS,
  VERIFICATION_CODE_VALIDITY_MS,
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_STEPS,
  type VerificationState,
  type VerifyInitializeBody,
} from '@catering/domain';
import { queueSms } from '../../adapters/sms/sms-outbox';
import { toE164 } from '../../adapters/sms/sms-sender';
import { customersRepository } from '../../db/repositories/customers.repository';
import { verificationCodesRepository } from '../../db/repositories/verification-codes.repository';
import { AppError } from '../../http/app-error';
import { accountErrors } from './account-errors';
import { checkPassword, normalizeEmail, type AccountDeps, type Caller } from './account-deps';
import { hashSecret } from './password-hashing';
import { newVerificationCode, verificationSmsText } from './verification-code';
import { assertContextAllows, phoneToVerify } from './verification-rules';

const seconds = (ms: number) => Math.ceil(ms / 1000);

const invalidPhone = () =>
  new AppError(400, ERROR_CODES.validationFailed, 'The request is not valid.', [
    {
      errorCode: ERROR_CODES.validationFailed,
      field: 'body.phoneNumber',
      message: 'Mobile Number is invalid',
    },
  ]);

/**
 * POST /customerauth/verify/initialize: the service says which step comes next (ACC-VERIFY-1).
 * Without a password: PASSWORD_VERIFICATION. With the right one but no phone number:
 * PHONE_CONFIRMATION, showing the account's number masked. With both: a code is sent to that
 * number (or a new one, which replaces it once verified) and the step is PHONE_VERIFICATION.
 */
export async function initializeVerification(
  deps: AccountDeps,
  body: VerifyInitializeBody,
  caller: Caller,
): Promise<VerificationState> {
  const state = { context: body.context, isFinalAttempt: false, phoneUpdated: false };
  const noCode = { codeExpiresInSeconds: null, resendAfterSeconds: null };
  if (body.password === undefined) {
    return {
      ...state,
      ...noCode,
      step: VERIFICATION_STEPS.passwordVerification,
      phoneNumber: null,
    };
  }
  const email = normalizeEmail(body.email);
  await deps.limits.signIn(caller.address, email);
  const customers = customersRepository(deps.db);
  const found = await customers.findByEmail(email);
  const customer = await checkPassword(deps, found, body.password, accountErrors.wrongPassword);
  assertContextAllows(body.context, customer, caller);

  const codes = verificationCodesRepository(deps.db);
  const live = await codes.find(customer.id);
  const attemptsMade = live?.attempts ?? 0;
  state.isFinalAttempt = isFinalVerificationAttempt(attemptsMade, VERIFICATION_MAX_ATTEMPTS);
  if (body.phoneNumber === undefined) {
    const shown = customer.phone_number ? hidePhoneNumber(customer.phone_number) : null;
    return { ...state, ...noCode, step: VERIFICATION_STEPS.phoneConfirmation, phoneNumber: shown };
  }
  const phone = phoneToVerify(body.phoneNumber, customer.phone_number);
  if (!phone) throw invalidPhone();
  state.phoneUpdated = phone !== customer.phone_number;
  if (state.phoneUpdated && (await customers.isPhoneVerifiedElsewhere(phone, customer.id))) {
    throw accountErrors.phoneInUse('verification');
  }

  const now = deps.now();
  if (live && now - live.sent_at < RESEND_CODE_DISABLED_MS) {
    throw accountErrors.resendTooSoon(seconds(live.sent_at + RESEND_CODE_DISABLED_MS - now));
  }
  await deps.limits.codeSent(caller.address, phone);
  const code = newVerificationCode();
  const row = {
    customer_id: customer.id,
    context: body.context,
    phone_number: phone,
    code_hash: await hashSecret(code),
    sent_at: now,
    expires_at: now + VERIFICATION_CODE_VALIDITY_MS,
    attempts: 0,
  };
  await deps.db.transaction().execute(async (trx) => {
    const saved = await verificationCodesRepository(trx).saveUnlessRecent(
      row,
      now - RESEND_CODE_DISABLED_MS,
    );
    if (!saved) throw accountErrors.resendTooSoon(seconds(RESEND_CODE_DISABLED_MS));
    await queueSms(trx, { to: toE164(phone), body: verificationSmsText(code) }, now);
  });
  deps.sms.nudge();
  return {
    ...state,
    step: VERIFICATION_STEPS.phoneVerification,
    phoneNumber: hidePhoneNumber(phone),
    codeExpiresInSeconds: seconds(VERIFICATION_CODE_VALIDITY_MS),
    resendAfterSeconds: seconds(RESEND_CODE_DISABLED_MS),
  };
}
