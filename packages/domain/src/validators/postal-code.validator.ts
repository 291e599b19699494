import { US_POSTAL_CODE_LENGTH, type Country } from '../constants';

/** Message of the postal code rule (ACC-FIELD-4; our wording, decision 030). */
export const POSTAL_CODE_MESSAGE = 'Please enter a valid postal code';

const PATTERNS: Record<Country, RegExp> = {
  US: new RegExp(`^\\d{${US_POSTAL_CODE_LENGTH}}$`),
  CA: /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/,
};

/** Returns the message unless the value is empty or a postal code of the country (US 5 digits, CA A1A 1A1). */
export function validatePostalCode(
  value: string,
  country: Country,
  message = POSTAL_CODE_MESSAGE,
): string | undefined {
  if (value === '') return undefined;
  return PATTERNS[country].test(value) ? undefined : message;
}
