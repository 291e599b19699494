import { z } from 'zod';
import { countrySchema } from './fields';
import { personalDetailsShape } from './create-account.schema';

/** Personal-details form of /account/updateuser (same rules as account creation, no password). */
export const updateUserSchema = z.object({ ...personalDetailsShape, country: countrySchema });

/** Personal-details values. */
export type UpdateUserForm = z.infer<typeof updateUserSchema>;

/** Update-country modal ("WELCOME BACK"): US or CA. */
export const updateCountrySchema = z.object({ country: countrySchema });

/** Update-country values. */
export type UpdateCountryForm = z.infer<typeof updateCountrySchema>;
