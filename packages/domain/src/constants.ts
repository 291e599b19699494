/** Largest delivery subtotal after promotion deduction, in cents ($1350). */
export const DELIVERY_MAX_SUBTOTAL_CENTS = 135_000;
/** The delivery limit as every text writes it: "$1350", no cents, no thousands separator. */
export const DELIVERY_LIMIT_LABEL = `$${DELIVERY_MAX_SUBTOTAL_CENTS / 100}`;
/** How long an account stays locked after too many failed sign-ins. */
export const ACCOUNT_LOCKOUT_MS = 30 * 60_000;
/** How long a verification code stays valid. */
export const VERIFICATION_CODE_VALIDITY_MS = 5 * 60_000;
/** How long "resend code" stays disabled after use. */
export const RESEND_CODE_DISABLED_MS = 60_000;
/** Digits in a verification code sent by text message. */
export const VERIFICATION_CODE_DIGITS = 6;
/** Wrong codes allowed before the account locks (the one before the last sets the final-attempt flag). */
export const VERIFICATION_MAX_ATTEMPTS = 3;
/** Wrong passwords in a row that lock an account. */
export const SIGN_IN_MAX_FAILURES = 5;

/** Maximum field lengths (ACC-FIELD-1, BAG-PROMO-2, ACC-VERIFY-6). */
export const MAX_LENGTH = {
  email: 50,
  password: 50,
  firstName: 35,
  lastName: 50,
  promoCode: 20,
  verificationCode: 20,
} as const;

/** Digits in a phone number. */
export const PHONE_DIGIT_COUNT = 10;
/** Shortest PIN or code, in digits. */
export const PIN_MIN_DIGITS = 4;
/** Longest PIN or code, in digits. */
export const PIN_MAX_DIGITS = 6;
/** Shortest password the enforced rule accepts. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password the enforced rule accepts. */
export const PASSWORD_MAX_LENGTH = 50;
/** Strength grade a new password must reach at account creation. */
export const PASSWORD_MIN_GRADE_AT_CREATION = 2;
/** Entropy in bits needed for grade 3. */
export const PASSWORD_ENTROPY_GRADE_3_BITS = 48;
/** Entropy in bits needed for grade 4. */
export const PASSWORD_ENTROPY_GRADE_4_BITS = 64;
/** Shortest top-level domain label of an email address. */
export const TLD_MIN_LENGTH = 2;
/** Longest top-level domain label of an email address. */
export const TLD_MAX_LENGTH = 6;
/** Digits in a US postal code. */
export const US_POSTAL_CODE_LENGTH = 5;

/** Saved delivery addresses a customer may keep. */
export const SAVED_ADDRESSES_MAX = 5;
/** Default delivery tip as a fraction of the subtotal after promotion. */
export const DEFAULT_DELIVERY_TIP_PERCENT = 0.15;
/** Headcount named in the default limit text. */
export const HEADCOUNT_DEFAULT_LIMIT = 200;
/** Default address name of a delivery address. */
export const DEFAULT_ADDRESS_NAME = 'OFFICE';
/** Orders cannot be edited online within this many hours of pickup or delivery (AFT-STATUS-3). */
export const ORDER_EDIT_CUTOFF_HOURS = 24;
/** How many days ahead an order may be scheduled (the intake's dates; the service's default). */
export const ORDERING_WINDOW_DAYS = 30;

/** How long the headcount tooltip stays visible. */
export const TOOLTIP_HIDE_MS = 2000;
/** How often the app version is polled. */
export const VERSION_POLL_MS = 10 * 60_000;
/** Delay before the accessibility link is repositioned after scrolling begins. */
export const A11Y_LINK_REPOSITION_MS = 100;
/** Where the marketing site serves the catering footer fragment (SHELL-FOOTER-1). */
export const FOOTER_FRAGMENT_PATH =
  '/content/experience-fragments/catering/xf-footer/catering.html';

/** Restaurants per page of a restaurant search. */
export const RESTAURANT_SEARCH_PAGE_SIZE = 15;
/** Restaurant search radius in metres (50 miles). */
export const RESTAURANT_SEARCH_RADIUS_METERS = 80_467;
/** Distances up to this many metres are shown in feet. */
export const FEET_DISPLAY_MAX_METERS = 305;

/** Serves text of chips and salsa when the menu gives none. */
export const CHIPS_AND_SALSA_DEFAULT_SERVES = '10-15';

/** Countries a customer may belong to. */
export const COUNTRIES = ['US', 'CA'] as const;
/** A supported country code. */
export type Country = (typeof COUNTRIES)[number];
/** Country choices as shown in selects. */
export const COUNTRY_OPTIONS: readonly { value: Country; text: string }[] = [
  { value: 'US', text: 'United States' },
  { value: 'CA', text: 'Canada' },
];
/** Default country of the create-account form. */
export const DEFAULT_COUNTRY: Country = 'US';

/** Screen width breakpoints in pixels. */
export const BREAKPOINTS = { xs: 576, sm: 768, md: 992, lg: 1200 } as const;

/** Default retry policy of the async-action helper. */
export const DEFAULT_RETRY = { retries: 3, waitMs: 1000 } as const;
/** Retry policy of payment token requests. */
export const TOKEN_RETRY = { retries: 0, waitMs: 300 } as const;
/** Time-out constants whose use was not given (API-HTTP-6). */
export const TIMEOUTS_MS = {
  tenSeconds: 10_000,
  thirtySeconds: 30_000,
  fiveMinutes: 5 * 60_000,
  thirtyMinutes: 30 * 60_000,
} as const;
/** Length of a delivery time window. */
export const DELIVERY_WINDOW_MINUTES = 15;

/** Lines (items) one order may hold (decision 104). */
export const MAX_ORDER_ITEMS = 25;
/** Quantity one line may carry: people, burritos or orders of chips (decision 104). */
export const MAX_ITEM_QUANTITY = 200;
/** Largest bag total (order subTotal, before any promotion) in cents, $10,000 (decision 104). */
export const MAX_ORDER_SUBTOTAL_CENTS = 1_000_000;
