import { ERROR_CODES, MESSAGES } from '@catering/domain';
import { AppError } from '../../http/app-error';

const retryAfter = (seconds: number) => ({
  'retry-after': String(Math.max(1, Math.ceil(seconds))),
});

/** The refusals of sign-up, sign-in and verification, with their statuses (decision 120). */
export const accountErrors = {
  invalidCredentials: () =>
    new AppError(401, ERROR_CODES.invalidCredentials, MESSAGES.badCredentials),
  wrongPassword: () => new AppError(401, ERROR_CODES.wrongPassword, MESSAGES.wrongPassword),
  accountLocked: (seconds: number) =>
    new AppError(
      423,
      ERROR_CODES.accountLocked,
      MESSAGES.accountLocked,
      undefined,
      retryAfter(seconds),
    ),
  verificationRequired: () =>
    new AppError(403, ERROR_CODES.verificationRequired, MESSAGES.verificationRequired),
  fullUserRequired: () =>
    new AppError(403, ERROR_CODES.fullUserRequired, MESSAGES.fullUserRequired),
  alreadySignedIn: () => new AppError(409, ERROR_CODES.alreadySignedIn, MESSAGES.alreadySignedIn),
  emailInUse: () => new AppError(409, ERROR_CODES.emailInUse, MESSAGES.emailInUse),
  /** At sign-up the customer service's code; in verification the auth service's (same family). */
  phoneInUse: (where: 'signUp' | 'verification') =>
    new AppError(
      409,
      where === 'signUp' ? ERROR_CODES.phoneInUse : ERROR_CODES.phoneInUseOnAuth,
      where === 'signUp' ? MESSAGES.phoneInUse : MESSAGES.phoneInUseShort,
    ),
  invalidCode: (isFinalAttempt: boolean) =>
    new AppError(
      422,
      ERROR_CODES.invalidVerificationCode,
      MESSAGES.invalidVerificationCode,
      undefined,
      undefined,
      { isFinalAttempt },
    ),
  codeExpired: () =>
    new AppError(410, ERROR_CODES.verificationCodeExpired, MESSAGES.verificationCodeExpired),
  attemptsExhausted: (seconds: number) =>
    new AppError(
      423,
      ERROR_CODES.verificationAttemptsExhausted,
      MESSAGES.verificationAttemptsExhausted,
      undefined,
      retryAfter(seconds),
    ),
  resendTooSoon: (seconds: number) =>
    new AppError(
      429,
      ERROR_CODES.resendTooSoon,
      MESSAGES.resendTooSoon,
      undefined,
      retryAfter(seconds),
    ),
  signInsLimited: (seconds: number) =>
    new AppError(
      429,
      ERROR_CODES.signInAttemptsLimited,
      MESSAGES.signInAttemptsLimited,
      undefined,
      retryAfter(seconds),
    ),
  codesLimited: (seconds: number) =>
    new AppError(
      429,
      ERROR_CODES.verificationCodesLimited,
      MESSAGES.verificationCodesLimited,
      undefined,
      retryAfter(seconds),
    ),
  accountsLimited: (seconds: number) =>
    new AppError(
      429,
      ERROR_CODES.accountCreationsLimited,
      MESSAGES.accountCreationsLimited,
      undefined,
      retryAfter(seconds),
    ),
};
