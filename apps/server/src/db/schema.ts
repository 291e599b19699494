import type {
  DeliveryQuotesTable,
  EventTypesTable,
  InfoNoticesTable,
  MenuItemOptionsTable,
  MenuItemPricesTable,
  MenuItemsTable,
  MenuOptionPricesTable,
  MenuOptionsTable,
  PopularBuildsTable,
  PromotionsTable,
  RestaurantClosuresTable,
  RestaurantHoursTable,
  RestaurantsTable,
  SlotBookingsTable,
} from './schema-catalogue';
import type { AccountLockoutsTable, SmsOutboxTable, VerificationCodesTable } from './schema-auth';
import type { EmailOutboxTable } from './schema-email';
import type {
  PaymentAuthorizationsTable,
  PaymentClientTokensTable,
  SandboxPaymentCardsTable,
} from './schema-payments';
import type {
  CountersTable,
  IdempotencyKeysTable,
  OrderItemsTable,
  OrderSharesTable,
  OrdersTable,
  PromotionRedemptionsTable,
} from './schema-orders';
import type {
  LoyaltyPointEntriesTable,
  SandboxSavedCardsTable,
  SavedAddressesTable,
  WalletCardsTable,
} from './schema-accounts';

/** Booleans are stored as 0/1 integers so one schema serves SQLite and PostgreSQL. */
export type Flag = 0 | 1;

export interface CustomersTable {
  id: string;
  public_hash: string;
  is_guest: Flag;
  first_name: string | null;
  last_name: string | null;
  email_address: string | null;
  phone_number: string | null;
  country: string | null;
  password_hash: string | null;
  created_at: number;
  updated_at: number;
  /** When the phone number was verified by a code; a full user signs in only once it is. */
  phone_verified_at?: number | null;
  /**
   * 1 once housekeeping has found a placed order of this guest: it is kept for good, and the guest
   * sweep no longer reads it (migration 0028).
   */
  kept_for_orders?: Flag;
}

export interface SessionsTable {
  token_hash: string;
  customer_id: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  revoked_at: number | null;
  catering_edit_order_id: string | null;
  /** The guest customer this session signed in from (PUT /order/{id}/transfer). */
  previous_customer_id?: string | null;
}

export * from './schema-catalogue';
export * from './schema-payments';
export * from './schema-orders';
export * from './schema-accounts';
export * from './schema-auth';
export * from './schema-email';
export * from './schema-outbox';

/** A rate-limit counter of one key (a route's client, a session), shared by every process. */
export interface RateLimitCountersTable {
  key: string;
  hits: number;
  /** When the window ends and the count starts again (epoch ms). */
  reset_at: number;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface Database {
  app_meta: AppMetaTable;
  customers: CustomersTable;
  sessions: SessionsTable;
  restaurants: RestaurantsTable;
  restaurant_hours: RestaurantHoursTable;
  restaurant_closures: RestaurantClosuresTable;
  menu_items: MenuItemsTable;
  menu_item_prices: MenuItemPricesTable;
  menu_options: MenuOptionsTable;
  menu_item_options: MenuItemOptionsTable;
  menu_option_prices: MenuOptionPricesTable;
  event_types: EventTypesTable;
  popular_builds: PopularBuildsTable;
  info_notices: InfoNoticesTable;
  promotions: PromotionsTable;
  slot_bookings: SlotBookingsTable;
  delivery_quotes: DeliveryQuotesTable;
  payment_client_tokens: PaymentClientTokensTable;
  sandbox_payment_cards: SandboxPaymentCardsTable;
  payment_authorizations: PaymentAuthorizationsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_shares: OrderSharesTable;
  idempotency_keys: IdempotencyKeysTable;
  promotion_redemptions: PromotionRedemptionsTable;
  counters: CountersTable;
  rate_limit_counters: RateLimitCountersTable;
  account_lockouts: AccountLockoutsTable;
  verification_codes: VerificationCodesTable;
  sms_outbox: SmsOutboxTable;
  email_outbox: EmailOutboxTable;
  saved_addresses: SavedAddressesTable;
  wallet_cards: WalletCardsTable;
  sandbox_saved_cards: SandboxSavedCardsTable;
  loyalty_point_entries: LoyaltyPointEntriesTable;
}
