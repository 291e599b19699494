/** A card-entry session: the hash of a single-use client token, bound to one customer. */
export interface PaymentClientTokensTable {
  token_hash: string;
  provider_id: string;
  customer_id: string;
  restaurant_number: number;
  created_at: number;
  expires_at: number;
  /** When a card was entered with it; a client token is good for one card. */
  used_at: number | null;
}

/** The sandbox provider's vault: never the card number or CVV, only what a wallet shows. */
export interface SandboxPaymentCardsTable {
  token_id: string;
  client_token_hash: string;
  brand: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  card_holder_name: string;
  billing_zip: string;
  /** 'approve' or 'decline': what the sandbox answers at authorization. */
  behaviour: string;
  created_at: number;
}

export interface PaymentAuthorizationsTable {
  id: string;
  provider_id: string;
  token_id: string;
  amount_cents: number;
  /** approved, declined or voided. */
  status: string;
  decline_reason: string | null;
  idempotency_key: string;
  order_id: string;
  created_at: number;
  updated_at: number;
}
