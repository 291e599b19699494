import { z } from 'zod';
import { DEFAULT_ADDRESS_NAME, DEFAULT_COUNTRY, MAX_LENGTH, type Country } from '../constants';
import { personalDetailsShape } from '../schemas/create-account.schema';
import { countrySchema, maxLengthMessage, requiredText } from '../schemas/fields';
import { isValidEmailFormat } from '../validators/email.validator';
import { isValidMobileNumber, toPhoneDigits } from '../validators/phone.validator';
import { POSTAL_CODE_MESSAGE, validatePostalCode } from '../validators/postal-code.validator';
import { CONTROL_CHARACTER_MESSAGE, idSchema, noControlCharacters } from './text-rules';
import { walletCardSchema } from './transaction.wire';

/** Longest value of each saved-address text field (ACC-ADDR-1; decision 126). */
export const SAVED_ADDRESS_MAX_LENGTH = {
  address1: 100,
  address2: 100,
  city: 60,
  state: 30,
  postalCode: 10,
  firstName: MAX_LENGTH.firstName,
  lastName: MAX_LENGTH.lastName,
  email: MAX_LENGTH.email,
  company: 100,
  extension: 10,
  instructions: 250,
  addressName: 30,
} as const;

/** A saved address's addressId (a UUID). */
export const savedAddressIdSchema = idSchema(36);
/** A wallet card's tokenId, as the provider gave it. */
export const walletTokenIdSchema = idSchema(64);
/** A payment provider's code (SANDBOX, PYEZ, UCOM). */
export const paymentProviderIdSchema = idSchema(16);

/** Optional text: trimmed, '' when not given, at most `max` characters. */
function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, maxLengthMessage(max))
    .refine(noControlCharacters, CONTROL_CHARACTER_MESSAGE)
    .default('');
}

function requiredPlainText(message: string, max: number) {
  return requiredText(message, max).refine(noControlCharacters, CONTROL_CHARACTER_MESSAGE);
}

/** The customer's details (ACC-PROFILE-1); GET /customer answers the session's customer shape. */
export { sessionCustomerSchema as customerSchema } from './session.wire';

/**
 * PUT /customer: any of the personal details (ACC-PROFILE-2) or the country alone (ACC-PROFILE-3).
 * The phone is sent as digits; a masked one is reduced to its digits.
 */
export const updateCustomerBodySchema = z
  .object({
    firstName: personalDetailsShape.firstName.refine(
      noControlCharacters,
      CONTROL_CHARACTER_MESSAGE,
    ),
    lastName: personalDetailsShape.lastName.refine(noControlCharacters, CONTROL_CHARACTER_MESSAGE),
    emailAddress: personalDetailsShape.emailAddress,
    phoneNumber: personalDetailsShape.phoneNumber.transform(toPhoneDigits),
    country: countrySchema,
  })
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Nothing to update',
  });

const savedAddressFields = {
  address1: requiredPlainText('Street address is required', SAVED_ADDRESS_MAX_LENGTH.address1),
  address2: optionalText(SAVED_ADDRESS_MAX_LENGTH.address2),
  city: requiredPlainText('City is required', SAVED_ADDRESS_MAX_LENGTH.city),
  state: requiredPlainText('State is required', SAVED_ADDRESS_MAX_LENGTH.state),
  postalCode: requiredPlainText('Postal code is required', SAVED_ADDRESS_MAX_LENGTH.postalCode),
  country: countrySchema.default(DEFAULT_COUNTRY),
  firstName: optionalText(SAVED_ADDRESS_MAX_LENGTH.firstName),
  lastName: optionalText(SAVED_ADDRESS_MAX_LENGTH.lastName),
  email: optionalText(SAVED_ADDRESS_MAX_LENGTH.email).refine(
    (value) => value === '' || isValidEmailFormat(value),
    'Email is invalid',
  ),
  company: optionalText(SAVED_ADDRESS_MAX_LENGTH.company),
  phone: z
    .string()
    .trim()
    .max(20, maxLengthMessage(20))
    .refine(
      (value) => value === '' || isValidMobileNumber(value),
      'Phone Number must contain 10 digits',
    )
    .transform(toPhoneDigits)
    .default(''),
  extension: z
    .string()
    .trim()
    .regex(/^\d{0,10}$/, 'Extension must be digits only')
    .default(''),
  instructions: optionalText(SAVED_ADDRESS_MAX_LENGTH.instructions),
  addressName: optionalText(SAVED_ADDRESS_MAX_LENGTH.addressName).transform(
    (value) => value || DEFAULT_ADDRESS_NAME,
  ),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
};

/** Canadian postal codes are kept as `A1A 1A1` (ACC-FIELD-4). */
function withPostalCodeRule<T extends { postalCode: string; country: Country }>(
  address: T,
  context: z.RefinementCtx,
): T {
  if (validatePostalCode(address.postalCode, address.country) !== undefined) {
    context.addIssue({ code: 'custom', message: POSTAL_CODE_MESSAGE, path: ['postalCode'] });
    return address;
  }
  const compact = address.postalCode.replace(/[ -]/, '').toUpperCase();
  const postalCode =
    address.country === 'CA' ? `${compact.slice(0, 3)} ${compact.slice(3)}` : address.postalCode;
  return { ...address, postalCode };
}

/** POST /customer/delivery: a new saved delivery address (ACC-ADDR-1); the service gives the id. */
export const newSavedAddressBodySchema = z
  .object(savedAddressFields)
  .transform((address, context) => withPostalCodeRule(address, context));

/** PUT /customer/delivery: a saved address replaced as a whole, named by its addressId. */
export const savedAddressUpdateBodySchema = z
  .object({ addressId: savedAddressIdSchema, ...savedAddressFields })
  .transform((address, context) => withPostalCodeRule(address, context));

/** A saved delivery address as the service answers it; it is also a valid intake address. */
export const savedAddressSchema = z.object({
  addressId: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: countrySchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.string(),
  phone: z.string(),
  extension: z.string(),
  instructions: z.string(),
  addressName: z.string(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
});

/** GET /customer/delivery: the saved addresses, oldest first (at most 5, ACC-ADDR-3). */
export const savedAddressesSchema = z.array(savedAddressSchema);

/** POST /transaction/wallet: keeps a tokenized card of this customer in the wallet (ACC-WALLET-1). */
export const saveWalletCardBodySchema = z.object({
  paymentProviderId: paymentProviderIdSchema,
  tokenId: walletTokenIdSchema,
});

/** GET /transaction/wallet: the saved cards, newest first; never a card number. */
export const walletCardsSchema = z.array(walletCardSchema);

/** GET /transaction/provider/{id}: what a payment provider takes (PAY-CARD-5). */
export const paymentProviderSchema = z.object({
  paymentProviderId: z.string(),
  name: z.string(),
  /** Whether new cards are entered with this provider now (GET /transaction/provider). */
  acceptsNewCards: z.boolean(),
  cardBrands: z.array(z.string()),
});

/** GET /loyalty/points (ACC-LOYALTY-1). */
export const loyaltyPointsSchema = z.object({
  currentPointsBalance: z.number().int().min(0),
  /** Points earned per whole dollar of food, after any promotion (ACC-LOYALTY-2). */
  pointsPerDollar: z.number().int().min(0),
});

/** One promotion the customer may use: the promotion item (name, code) and its conditions. */
export const customerPromotionSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Dollars of food the bag needs before the promotion applies; 0 for none. */
  minimumSubTotal: z.number(),
  /** The last instant the code applies, or null when it does not end. */
  validTo: z.iso.datetime().nullable(),
  /** Restaurants where the code applies, or null for all of them. */
  restaurantNumbers: z.array(z.number().int()).nullable(),
  /** Menu items one of which the bag needs, or null when any will do. */
  menuItemIds: z.array(z.string()).nullable(),
  /** The code can be used on one order only. */
  oncePerCustomer: z.boolean(),
});

/** GET /promotions (ACC-LOYALTY-1). */
export const customerPromotionsSchema = z.object({ promotions: z.array(customerPromotionSchema) });

export type UpdateCustomerBody = z.infer<typeof updateCustomerBodySchema>;
export type NewSavedAddressBody = z.infer<typeof newSavedAddressBodySchema>;
export type SavedAddressUpdateBody = z.infer<typeof savedAddressUpdateBodySchema>;
export type SavedAddress = z.infer<typeof savedAddressSchema>;
export type SaveWalletCardBody = z.infer<typeof saveWalletCardBodySchema>;
export type PaymentProviderInfo = z.infer<typeof paymentProviderSchema>;
export type LoyaltyPoints = z.infer<typeof loyaltyPointsSchema>;
export type CustomerPromotion = z.infer<typeof customerPromotionSchema>;
export type CustomerPromotions = z.infer<typeof customerPromotionsSchema>;
