import type { CardBrand } from '../payment-provider';

/** Digits of a card number as typed: spaces and hyphens dropped, anything else kept (and rejected later). */
export function normalizeCardNumber(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check every payment card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

interface BrandRule {
  brand: CardBrand;
  lengths: number[];
  matches(digits: string): boolean;
}

const prefixIn = (digits: string, size: number, low: number, high: number) => {
  const prefix = Number(digits.slice(0, size));
  return prefix >= low && prefix <= high;
};

// Issuer identification number ranges of the four brands the sandbox accepts.
const BRAND_RULES: BrandRule[] = [
  { brand: 'AMEX', lengths: [15], matches: (d) => /^3[47]/.test(d) },
  { brand: 'VISA', lengths: [13, 16, 19], matches: (d) => d.startsWith('4') },
  {
    brand: 'MASTERCARD',
    lengths: [16],
    matches: (d) => prefixIn(d, 2, 51, 55) || prefixIn(d, 4, 2221, 2720),
  },
  {
    brand: 'DISCOVER',
    lengths: [16, 17, 18, 19],
    matches: (d) =>
      d.startsWith('6011') ||
      d.startsWith('65') ||
      prefixIn(d, 3, 644, 649) ||
      prefixIn(d, 6, 622126, 622925),
  },
];

/** The brands the sandbox takes, in the order their rules are tried. */
export const CARD_BRANDS: readonly CardBrand[] = BRAND_RULES.map((rule) => rule.brand);

/** The brand of a card number from its leading digits and length, or undefined when none fits. */
export function cardBrandOf(digits: string): CardBrand | undefined {
  return BRAND_RULES.find((rule) => rule.matches(digits) && rule.lengths.includes(digits.length))
    ?.brand;
}

/** The number shown in place of the card number: stars and the last 4 digits. */
export function maskAccountNumber(last4: string): string {
  return `************${last4}`;
}
