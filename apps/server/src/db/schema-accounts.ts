import type { SandboxPaymentCardsTable } from './schema-payments';

/** A saved delivery address of a full user (at most five). */
export interface SavedAddressesTable {
  address_id: string;
  customer_id: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  phone: string;
  extension: string;
  instructions: string;
  address_name: string;
  /** Microdegrees, as restaurants keep theirs. */
  latitude_e6: number | null;
  longitude_e6: number | null;
  created_at: number;
  updated_at: number;
}

/** A wallet card: a provider token with brand, last four and expiry; never a number. */
export interface WalletCardsTable {
  token_id: string;
  customer_id: string;
  provider_id: string;
  brand: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  card_holder_name: string;
  billing_zip: string;
  created_at: number;
}

/** A sandbox card kept for a wallet, outliving its card-entry token. */
export type SandboxSavedCardsTable = Omit<SandboxPaymentCardsTable, 'client_token_hash'> & {
  customer_id: string;
};

/** One entry per Closed order: the order id as key. */
export interface LoyaltyPointEntriesTable {
  order_id: string;
  customer_id: string;
  points: number;
  accrued_at: number;
}
