import { z } from 'zod';
import { newPasswordField, passwordField } from './fields';

/** Change-password form: the current password and a new one of grade 2 or more. */
export const changePasswordSchema = z.object({
  currentPassword: passwordField(),
  newPassword: newPasswordField(),
});

/** Change-password values. */
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;
