import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Payment provider codes: SANDBOX is built in; PYEZ and UCOM have no adapter yet (PAY-CARD-5). */
export type PaymentProviderId = 'SANDBOX';

/** Where a provider reads and writes: the app's Kysely, or a caller's transaction (a Transaction is a Kysely). */
export type PaymentExecutor = Kysely<Database>;

export type CardBrand = 'VISA' | 'MASTERCARD' | 'AMEX' | 'DISCOVER';

/** A tokenized card, with the wallet card's field names (PAY-CARD-3). */
export interface WalletCard {
  tokenId: string;
  isGiftCard: boolean;
  tokenizedAccountNumber: string;
  /** MM/YY */
  expiration: string;
  expirationMonth: number;
  /** Four digits. */
  expirationYear: number;
  cardHolderName: string;
  paymentMethod: CardBrand;
  paymentProviderId: PaymentProviderId;
  billingZip: string;
}

export interface ClientTokenGrant {
  paymentProviderId: PaymentProviderId;
  clientToken: string;
  /** Same-origin page the web app shows in its iframe. */
  cardEntryUrl: string;
  expiresAt: Date;
}

export type AuthorizationStatus = 'approved' | 'declined' | 'voided';

export interface Authorization {
  authorizationId: string;
  status: AuthorizationStatus;
  declineReason?: string;
  amountCents: number;
  tokenId: string;
  orderId: string;
}

/** What `authorize` answers: the authorization and the card it was asked to charge, masked. */
export interface CardAuthorization extends Authorization {
  card: WalletCard;
}

export interface AuthorizeInput {
  tokenId: string;
  /** The card must belong to this customer; a token of someone else is "not found". */
  customerId: string;
  amountCents: number;
  /** One key, one authorization: a retry with the same key returns the first result. */
  idempotencyKey: string;
  orderId: string;
}

/**
 * What the order service needs from a card processor. Every call takes the executor so the
 * order submit can authorize inside its own transaction.
 */
export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /** What the customer may be told the provider is called. */
  readonly name: string;
  /** The card brands the provider takes. */
  readonly cardBrands: readonly CardBrand[];
  /** A single-use token (15 minutes) that lets the customer enter a card on the provider's page. */
  createClientToken(
    db: PaymentExecutor,
    input: { customerId: string; restaurantNumber: number },
    now?: number,
  ): Promise<ClientTokenGrant>;
  /** The card entered with the client token, or undefined when unknown, expired, unused or someone else's. */
  tokenize(
    db: PaymentExecutor,
    clientToken: string,
    customerId: string,
    now?: number,
  ): Promise<WalletCard | undefined>;
  /**
   * Keeps a tokenized card of the customer for later orders (the wallet, ACC-WALLET-1): the token
   * then outlives its card entry. Undefined when the token is not this customer's card.
   */
  keepCard(
    db: PaymentExecutor,
    tokenId: string,
    customerId: string,
  ): Promise<WalletCard | undefined>;
  /** A card of the customer by its token, masked; undefined when the token is not theirs. */
  describeCard(
    db: PaymentExecutor,
    tokenId: string,
    customerId: string,
  ): Promise<WalletCard | undefined>;
  /** Forgets a kept card of the customer: its token pays for nothing afterwards. */
  forgetCard(db: PaymentExecutor, tokenId: string, customerId: string): Promise<boolean>;
  /**
   * Approves or declines; never two authorizations for one idempotency key. Answers the card too,
   * as a processor's authorization answers the card it charged.
   */
  authorize(db: PaymentExecutor, input: AuthorizeInput, now?: number): Promise<CardAuthorization>;
  /** Changes the amount of an approved authorization (an edited order). */
  adjust(
    db: PaymentExecutor,
    authorizationId: string,
    newAmountCents: number,
    now?: number,
  ): Promise<Authorization>;
  /** Releases an authorization; voiding twice is harmless. */
  voidAuthorization(
    db: PaymentExecutor,
    authorizationId: string,
    now?: number,
  ): Promise<Authorization>;
}
