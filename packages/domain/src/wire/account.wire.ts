import { z } from 'zod';
import { MAX_LENGTH } from '../constants';
import { VERIFICATION_CONTEXTS, VERIFICATION_STEPS } from '../errors/verification';
import { changePasswordSchema } from '../schemas/change-password.schema';
import { createAccountSchema } from '../schemas/create-account.schema';
import { emailField, passwordField, requiredText } from '../schemas/fields';
import { isValidMobileNumber } from '../validators/phone.validator';
import { apiErrorBodySchema } from './error-body.wire';
import { userSessionSchema } from './session.wire';

/** How the service shows an account's phone number: its last four digits only. */
export const MASKED_PHONE_PATTERN = /^\*{6}\d{4}$/;

/** The masked form of a 10-digit phone number, e.g. `******0199`. */
export function hidePhoneNumber(digits: string): string {
  return `******${digits.slice(-4)}`;
}

/** POST /customerauth/register and /upgrade: the create-account form, for a full (not guest) account. */
export const registerBodySchema = createAccountSchema.extend({
  isGuest: z.literal(false).default(false),
});

/** POST /customerauth/login: the email as user name; shouldTimeout ends the session with the browser. */
export const loginBodySchema = z.object({
  userName: emailField(),
  password: passwordField(),
  shouldTimeout: z.boolean().default(false),
});

/** PUT /customerauth/changepassword: the current password and a new one of grade 2 or more. */
export const changePasswordBodySchema = changePasswordSchema;

/** A phone number to verify: a new mobile number, or the masked number the service showed (keep it). */
export const verificationPhoneField = requiredText('Mobile Number is required', 20).refine(
  (value) => isValidMobileNumber(value) || MASKED_PHONE_PATTERN.test(value),
  'Mobile Number is invalid',
);

/**
 * POST /customerauth/verify/initialize. Without a password the next step is PASSWORD_VERIFICATION;
 * without a phone number, PHONE_CONFIRMATION; with both, a code is sent (PHONE_VERIFICATION).
 */
export const verifyInitializeBodySchema = z.object({
  email: emailField(),
  password: passwordField('Password required').optional(),
  phoneNumber: verificationPhoneField.optional(),
  context: z.enum(VERIFICATION_CONTEXTS).default('login'),
});

/** POST /customerauth/verify/finalize: the code sent to the phone number. */
export const verifyFinalizeBodySchema = z.object({
  code: requiredText('Verification code required', MAX_LENGTH.verificationCode),
  email: emailField(),
  phoneNumber: verificationPhoneField,
});

const verificationStepSchema = z.enum([
  VERIFICATION_STEPS.phoneConfirmation,
  VERIFICATION_STEPS.phoneVerification,
  VERIFICATION_STEPS.passwordVerification,
]);

/** The verification state after initialize: the next step, the masked phone and the attempt flag. */
export const verificationStateSchema = z.object({
  context: z.enum(VERIFICATION_CONTEXTS),
  step: verificationStepSchema,
  /** Masked (`******0199`); null until the password is checked. */
  phoneNumber: z.string().nullable(),
  isFinalAttempt: z.boolean(),
  /** True when the code went to another number than the account's: it replaces it once verified. */
  phoneUpdated: z.boolean(),
  /** Seconds the sent code stays valid; null when no code was sent. */
  codeExpiresInSeconds: z.number().int().nullable(),
  /** Seconds before another code may be asked for; null when no code was sent. */
  resendAfterSeconds: z.number().int().nullable(),
});

/** POST /customerauth/verify/finalize: verified; a sign-in context answers its new session. */
export const accountVerifiedSchema = z.object({
  context: z.enum(VERIFICATION_CONTEXTS),
  phoneUpdated: z.boolean(),
  session: userSessionSchema,
});

/** A verification refusal; a wrong code says whether the next attempt is the last. */
export const verificationErrorBodySchema = apiErrorBodySchema.extend({
  isFinalAttempt: z.boolean().optional(),
});

/** GET /customerauth/logout. */
export const signedOutSchema = z.object({ signedOut: z.literal(true) });

export type RegisterBody = z.infer<typeof registerBodySchema>;
export type LoginBody = z.infer<typeof loginBodySchema>;
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
export type VerifyInitializeBody = z.infer<typeof verifyInitializeBodySchema>;
export type VerifyFinalizeBody = z.infer<typeof verifyFinalizeBodySchema>;
export type VerificationState = z.infer<typeof verificationStateSchema>;
export type AccountVerified = z.infer<typeof accountVerifiedSchema>;
