import { z } from 'zod';
import { MAX_LENGTH } from '../constants';
import { mobileNumberField, requiredText } from './fields';

/** PHONE_VERIFICATION step: the code sent by text message. */
export const verificationCodeSchema = z.object({
  code: requiredText('Verification code required', MAX_LENGTH.verificationCode),
});
/** Verification code values. */
export type VerificationCodeForm = z.infer<typeof verificationCodeSchema>;

/** PASSWORD_VERIFICATION step: the password re-entered. */
export const verificationPasswordSchema = z.object({
  password: z.string().min(1, 'Password required'),
});
/** Verification password values. */
export type VerificationPasswordForm = z.infer<typeof verificationPasswordSchema>;

/** PHONE_CONFIRMATION step when the customer enters a new mobile number. */
export const newMobileNumberSchema = z.object({
  phoneNumber: mobileNumberField('Mobile Number is required', 'Mobile Number is invalid'),
});
/** New mobile number values. */
export type NewMobileNumberForm = z.infer<typeof newMobileNumberSchema>;
