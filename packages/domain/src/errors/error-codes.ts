/**
 * Every error code the app knows (docs/requirements/codes-and-constants.md). Codes of the ordering
 * service's own families (CAU-, CUS-, COO-) came with the product;
 * our server's own codes use an area prefix and, where one fits, the HTTP status as number:
 * VAL validation, AUTH authentication, GEN generic, NF not found, ORD orders, RST restaurants,
 * VER verification, PRM promotions, ADR saved addresses, PAY payments.
 */
export const ERROR_CODES = {
  /** Account locked after failed sign-in attempts. */
  accountLocked: 'CAU-0112',
  /** Email already in use. */
  emailInUse: 'CAU-0220',
  /** Phone already in use (customer service). */
  phoneInUse: 'CUS-0401',
  /** Phone already in use (auth service, same family). */
  phoneInUseOnAuth: 'CAU-0056',
  /** Invalid verification code. */
  invalidVerificationCode: 'CAU-0113',
  /** Verification code expired. */
  verificationCodeExpired: 'CAU-0115',
  /** Wrong password during verification. */
  wrongPassword: 'CAU-0320',
  /** Promotion: item missing. */
  itemMissing: 'COO-0070',
  /** Promotion expired. */
  promotionExpired: 'COO-0117',
  /** Promo code unavailable. */
  promoUnavailable: 'COO-0118',
  /** Request failed validation; the codes are in validationErrors. */
  validationFailed: 'VAL-0001',
  /** The subscription key header is missing or wrong. */
  subscriptionKeyMissing: 'AUTH-0001',
  /** The request carries no session. */
  sessionMissing: 'AUTH-0002',
  /** The session token is invalid or expired (401 with the invalid-token header). */
  sessionExpired: 'AUTH-0401',
  /** A full (signed-in, non-guest) user is required. */
  fullUserRequired: 'AUTH-0403',
  /** Bad username or password. */
  invalidCredentials: 'AUTH-0410',
  /** Too many requests; try again later. */
  rateLimited: 'GEN-0429',
  /** Something unexpected happened on the server. */
  unexpected: 'GEN-0500',
  /** A critical failure: "Sorry, something's not right". */
  critical: 'GEN-0503',
  /** The requested resource does not exist. */
  notFound: 'NF-0404',
  /** The order does not exist or is not the caller's. */
  orderNotFound: 'ORD-0404',
  /** The order cannot be edited. */
  orderNotEditable: 'ORD-0409',
  /** The order is within 24 hours of pickup or delivery. */
  orderEditWindowClosed: 'ORD-0423',
  /** Delivery subtotal after promotion is above $1350. */
  deliveryLimitExceeded: 'ORD-0413',
  /** The order already holds the most items (lines) an order may hold. */
  orderItemsLimit: 'ORD-0414',
  /** One item's quantity is above the most a line may carry. */
  itemQuantityLimit: 'ORD-0415',
  /** The bag total would go above the largest online order. */
  orderSubtotalLimit: 'ORD-0416',
  /** A delivery split that cannot be made: an item not in the pair, or a delivery left empty. */
  deliverySplitRefused: 'ORD-0417',
  /** Delivery quote asked for without address, time or restaurant numbers. */
  deliveryQuoteMissingFields: 'DLV-0400',
  /** The restaurant has no available times for the date. */
  noAvailableTimes: 'RST-0404',
  /** Resend code asked for within 60 seconds. */
  resendTooSoon: 'VER-0429',
  /** All verification attempts are used up. */
  verificationAttemptsExhausted: 'VER-0423',
  /** The account's phone number must be verified before it can sign in (a code is asked for next). */
  verificationRequired: 'VER-0403',
  /** Too many sign-in attempts from this client address or on this account. */
  signInAttemptsLimited: 'AUTH-0429',
  /** Upgrade asked for by a session that is already a full user. */
  alreadySignedIn: 'AUTH-0409',
  /** Too many verification codes sent to this phone number or from this client address. */
  verificationCodesLimited: 'SMS-0429',
  /** Too many accounts created from this client address. */
  accountCreationsLimited: 'REG-0429',
  /** Any other promo code error. */
  promoInvalid: 'PRM-0400',
  /** The customer already has 5 saved delivery addresses. */
  savedAddressLimitReached: 'ADR-0409',
  /** The saved delivery address does not exist for this customer. */
  savedAddressNotFound: 'ADR-0404',
  /** A new phone number is changed through verification, not by a profile update. */
  phoneChangeNeedsVerification: 'VER-0409',
  /** The payment card details are invalid. */
  paymentCardInvalid: 'PAY-0400',
  /** The payment was declined. */
  paymentDeclined: 'PAY-0402',
  /** The saved card (wallet token) does not exist. */
  paymentTokenNotFound: 'PAY-0404',
  /** The payment conflicts with one already made. */
  paymentConflict: 'PAY-0409',
  /** No such restaurant (or not open for catering). */
  restaurantNotFound: 'RES-0404',
  /** No such menu item. */
  menuItemNotFound: 'MNU-0404',
  /** The date is in the past or beyond the ordering window. */
  dateOutsideOrderingWindow: 'CAP-0400',
  /** The postal code could not be located. */
  postalCodeNotFound: 'GEO-0404',
  /** No delivery-enabled restaurant is within reach of the address. */
  noRestaurantDelivers: 'DLV-0422',
  /** The order has no items to submit. */
  orderEmpty: 'ORD-0400',
  /** An idempotency key was reused with a different request. */
  idempotencyKeyReused: 'IDM-0422',
  /** A request with this idempotency key is still being processed. */
  idempotencyKeyInProgress: 'IDM-0409',
  /** The order already has a promotion (one per order). */
  promotionAlreadyApplied: 'PRM-0409',
  /** The promotion being removed is not on the order. */
  promotionNotOnOrder: 'PRM-0404',
} as const;

/** A known error code. */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
