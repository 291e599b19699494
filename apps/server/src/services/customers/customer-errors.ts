import { ERROR_CODES } from '@catering/domain';
import { AppError } from '../../http/app-error';

/** A sixth saved address (ACC-ADDR-3). */
export const savedAddressLimitReached = () =>
  new AppError(
    409,
    ERROR_CODES.savedAddressLimitReached,
    'You can save up to 5 delivery addresses.',
  );

/** No such saved address for this customer (someone else's is not found either). */
export const savedAddressNotFound = () =>
  new AppError(404, ERROR_CODES.savedAddressNotFound, 'This saved address could not be found.');

/** The email belongs to another account (ACC-SIGNUP-4). */
export const emailInUse = () =>
  new AppError(409, ERROR_CODES.emailInUse, 'This email is already in use.', [
    {
      errorCode: ERROR_CODES.emailInUse,
      field: 'emailAddress',
      message: 'This email is already in use.',
    },
  ]);

/** The phone number belongs to another account (ACC-SIGNUP-5, ACC-VERIFY-5). */
export const phoneInUse = () =>
  new AppError(409, ERROR_CODES.phoneInUse, 'This number has already been used.', [
    {
      errorCode: ERROR_CODES.phoneInUse,
      field: 'phoneNumber',
      message: 'This number has already been used.',
    },
  ]);

/** A new phone number is proven by a code first (ACC-PROFILE-2): the app starts a verification. */
export const phoneChangeNeedsVerification = () =>
  new AppError(
    409,
    ERROR_CODES.phoneChangeNeedsVerification,
    'A new phone number is changed by verifying it (context update).',
    [
      {
        errorCode: ERROR_CODES.phoneChangeNeedsVerification,
        field: 'phoneNumber',
        message: 'Please verify your new phone number to change it.',
      },
    ],
  );

/** True for a unique-constraint violation on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
