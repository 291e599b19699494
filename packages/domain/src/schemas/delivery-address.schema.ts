import { z } from 'zod';
import { DEFAULT_ADDRESS_NAME, DEFAULT_COUNTRY } from '../constants';
import { isValidEmailFormat } from '../validators/email.validator';
import { validatePhone } from '../validators/phone.validator';
import { POSTAL_CODE_MESSAGE, validatePostalCode } from '../validators/postal-code.validator';
import { savedAddressIdSchema } from '../wire/customer.wire';
import { CONTROL_CHARACTER_MESSAGE, noControlCharacters } from '../wire/text-rules';
import { countrySchema, requiredText } from './fields';

const optionalText = z
  .string()
  .trim()
  .refine(noControlCharacters, CONTROL_CHARACTER_MESSAGE)
  .optional();

function requiredPlainText(message: string) {
  return requiredText(message).refine(noControlCharacters, CONTROL_CHARACTER_MESSAGE);
}

/** A delivery address (ACC-ADDR-1), as saved on the account and sent with delivery orders. */
export const deliveryAddressSchema = z
  .object({
    addressId: savedAddressIdSchema.optional(),
    address1: requiredPlainText('Street address is required'),
    address2: optionalText,
    city: requiredPlainText('City is required'),
    state: requiredPlainText('State is required'),
    postalCode: requiredPlainText('Postal code is required'),
    country: countrySchema.default(DEFAULT_COUNTRY),
    firstName: optionalText,
    lastName: optionalText,
    email: optionalText.refine((v) => !v || isValidEmailFormat(v), 'Email is invalid'),
    company: optionalText,
    phone: optionalText.refine((v) => !v || validatePhone(v) === undefined, 'Phone is invalid'),
    extension: optionalText,
    instructions: optionalText,
    addressName: z
      .string()
      .trim()
      .min(1)
      .refine(noControlCharacters, CONTROL_CHARACTER_MESSAGE)
      .default(DEFAULT_ADDRESS_NAME),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
  })
  .refine((a) => validatePostalCode(a.postalCode, a.country) === undefined, {
    error: POSTAL_CODE_MESSAGE,
    path: ['postalCode'],
  });

/** A delivery address after parsing. */
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;
/** A delivery address before defaults are applied. */
export type DeliveryAddressInput = z.input<typeof deliveryAddressSchema>;
