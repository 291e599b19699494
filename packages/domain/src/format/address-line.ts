/** The parts of a street address that make its one-line form. */
export interface AddressLineParts {
  address1: string;
  address2?: string | null;
  city: string;
  state: string;
  postalCode: string;
}

/** An address on one line: street and unit, then "City, ST 12345". */
export function formatAddressLine(address: AddressLineParts): string {
  const street = [address.address1, address.address2].filter(Boolean).join(', ');
  return `${street}, ${address.city}, ${address.state} ${address.postalCode}`;
}
