import { z } from 'zod';
import { DEFAULT_ADDRESS_NAME, DEFAULT_COUNTRY } from '../constants';
import { isValidEmailFormat } from '../validators/email.validator';
import { validatePhone } from '../validators/phone.validator';
import { POSTAL_CODE_MESSAGE, validatePostalCode } from '../validators/postal-code.validator';
import { countrySchema, requiredText } from './fields';

const optionalText = z.string().trim().optional();

/** A delivery address (ACC-ADDR-1), as saved on the account and sent with delivery orders. */
export const deliveryAddressSchema = z
  .object({
    addressId: z.string().optional(),
    address1: requiredText('Street address is required'),
    address2: optionalText,
    city: requiredText('City is required'),
    state: requiredText('State is required'),
    postalCode: requiredText('Postal code is required'),
    country: countrySchema.default(DEFAULT_COUNTRY),
    firstName: optionalText,
    lastName: optionalText,
    email: optionalText.refine((v) => !v || isValidEmailFormat(v), 'Email is invalid'),
    company: optionalText,
    phone: optionalText.refine((v) => !v || validatePhone(v) === undefined, 'Phone is invalid'),
    extension: optionalText,
    instructions: optionalText,
    addressName: z.string().trim().min(1).default(DEFAULT_ADDRESS_NAME),
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
