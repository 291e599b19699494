import type { CardBrand } from '../payment-provider';
import { cardBrandOf, normalizeCardNumber, passesLuhn } from './card-number';
import { readCardExpiry } from './card-expiry';

export interface CardEntry {
  cardNumber: string;
  /** MMYY */
  expiry: string;
  cvv: string;
  cardHolderName: string;
  billingZip: string;
}

/** What the sandbox keeps of a valid card: never the number or the CVV. */
export interface AcceptedCard {
  brand: CardBrand;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  cardHolderName: string;
  billingZip: string;
  behaviour: 'approve' | 'decline';
}

export interface FieldError {
  field: keyof CardEntry;
  message: string;
}

/** The documented test number that the sandbox declines at authorization. */
export const SANDBOX_DECLINE_NUMBER = '4000000000000002';

const US_ZIP = /^\d{5}$/;
const CA_POSTAL_CODE = /^([A-Za-z]\d[A-Za-z])[ -]?(\d[A-Za-z]\d)$/;

function normalizeBillingZip(value: string): string | undefined {
  const zip = value.trim();
  if (US_ZIP.test(zip)) return zip;
  const ca = CA_POSTAL_CODE.exec(zip);
  return ca ? `${ca[1]} ${ca[2]}`.toUpperCase() : undefined;
}

/** Checks every field of a card entry; returns the card to keep, or one message per failing field. */
export function validateCardEntry(
  entry: CardEntry,
  now: Date,
): { card: AcceptedCard } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  const digits = normalizeCardNumber(entry.cardNumber);
  const brand = cardBrandOf(digits);
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    errors.push({ field: 'cardNumber', message: 'Enter a valid card number.' });
  } else if (!brand) {
    errors.push({
      field: 'cardNumber',
      message: 'We accept Visa, Mastercard, American Express and Discover.',
    });
  }
  const expiry = readCardExpiry(entry.expiry, now);
  if (typeof expiry === 'string') errors.push({ field: 'expiry', message: expiry });
  const cvvLength = brand === 'AMEX' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvvLength}}$`).test(entry.cvv)) {
    const where = brand === 'AMEX' ? ' on the front of the card' : ' on the back of the card';
    errors.push({ field: 'cvv', message: `Enter the ${cvvLength}-digit security code${where}.` });
  }
  const cardHolderName = entry.cardHolderName.trim().replace(/\s+/g, ' ');
  if (!cardHolderName)
    errors.push({ field: 'cardHolderName', message: 'Enter the name on the card.' });
  else if (cardHolderName.length > 100)
    errors.push({ field: 'cardHolderName', message: 'The name on the card is too long.' });
  const billingZip = normalizeBillingZip(entry.billingZip);
  if (!billingZip) {
    errors.push({
      field: 'billingZip',
      message: 'Enter a 5-digit ZIP code or a Canadian postal code such as K1A 0B1.',
    });
  }
  if (errors.length > 0 || !brand || typeof expiry === 'string' || !billingZip) return { errors };
  return {
    card: {
      brand,
      last4: digits.slice(-4),
      expiryMonth: expiry.month,
      expiryYear: expiry.year,
      cardHolderName,
      billingZip,
      behaviour: digits === SANDBOX_DECLINE_NUMBER ? 'decline' : 'approve',
    },
  };
}
