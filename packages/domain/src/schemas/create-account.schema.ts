import { z } from 'zod';
import { DEFAULT_COUNTRY, MAX_LENGTH } from '../constants';
import { PHONE_DIGITS_MESSAGE } from '../validators/phone.validator';
import {
  countrySchema,
  emailField,
  mobileNumberField,
  newPasswordField,
  requiredText,
} from './fields';

/** Personal details shared by account creation and the personal-details page. */
export const personalDetailsShape = {
  firstName: requiredText('First Name is required', MAX_LENGTH.firstName),
  lastName: requiredText('Last Name is required', MAX_LENGTH.lastName),
  emailAddress: emailField(),
  phoneNumber: mobileNumberField('Enter your phone number', PHONE_DIGITS_MESSAGE),
};

/** Create-account form; phoneNumber may be masked, send it through toPhoneDigits. */
export const createAccountSchema = z.object({
  ...personalDetailsShape,
  country: countrySchema.default(DEFAULT_COUNTRY),
  password: newPasswordField(),
});

/** Create-account values after parsing. */
export type CreateAccountForm = z.infer<typeof createAccountSchema>;
/** Create-account values before defaults are applied. */
export type CreateAccountFormInput = z.input<typeof createAccountSchema>;
