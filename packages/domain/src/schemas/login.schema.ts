import { z } from 'zod';
import { emailField, passwordField } from './fields';

/** Login form: email, password and "remember me". */
export const loginSchema = z.object({
  email: emailField(),
  password: passwordField(),
  shouldRemember: z.boolean().default(false),
});

/** Login form values after parsing. */
export type LoginForm = z.infer<typeof loginSchema>;
/** Login form values before defaults are applied. */
export type LoginFormInput = z.input<typeof loginSchema>;
