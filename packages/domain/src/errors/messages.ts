import {
  DELIVERY_LIMIT_LABEL,
  MAX_ITEM_QUANTITY,
  MAX_ORDER_ITEMS,
  MAX_ORDER_SUBTOTAL_CENTS,
} from '../constants';
import { formatCurrency } from '../format/currency';

/** The product texts of docs/requirements/ (codes-and-constants.md lists them), each quoted once. */
export const MESSAGES = {
  accountLocked:
    "For security reasons we're not allowing you to sign in right now. Try again in 30 minutes.",
  stillOrderAsGuest: 'Good thing you can still order as a guest.',
  invalidVerificationCode: 'Please enter a valid verification code',
  lastVerificationAttempt:
    'This is your last attempt. If unsuccessful, you can still order as a guest.',
  verificationCodeExpired: 'Verification code has expired',
  verificationAttemptsExhausted:
    "Verification failed. You've used up all of your attempts. Try again in 30 minutes. Good thing you can still order as a guest.",
  wrongPassword:
    "The password you entered isn't quite right. As a reminder your password contains: at least 8 characters | ABC | abc | 123 | !@%",
  verificationErrorText: 'Please try again or continue as a guest.',
  phoneInUseShort: 'Number already in use. Try another?',
  phoneInUse: 'This number has already been used. Please enter a new number.',
  emailInUse:
    'HMMM... It looks like that email is already in use. If you have an existing password, please use it to sign in. Otherwise, try creating your account using a different email address.',
  creationFailed: 'Failed to create an account. Please try again.',
  badCredentials: 'Bad username or password. Please try again or create an account.',
  resendTooSoon: 'Please wait 1 minute before trying again.',
  verificationRequired: 'Please verify your phone number to finish signing in.',
  signInAttemptsLimited:
    'Too many sign-in attempts. Please try again later. Good thing you can still order as a guest.',
  alreadySignedIn: 'You are already signed in.',
  verificationCodesLimited:
    'Too many codes have been sent. Please try again in an hour. Good thing you can still order as a guest.',
  accountCreationsLimited: 'Too many accounts have been created from here. Please try again later.',
  unexpected: 'Something unexpected happened.',
  contactSupport: 'Please try again or contact customer support.',
  itemMissing: 'Item is missing',
  promotionExpired: 'Promotion has expired',
  promoUnavailable: 'Sorry, this promo code is unavailable',
  promoInvalid: 'Promo code is invalid',
  critical: "Sorry, something's not right",
  tryAgainLater: 'Please try again later.',
  orderNotEditable: 'This order cannot be edited.',
  needToEditOrder: 'NEED TO EDIT YOUR ORDER?',
  cancelOrderQuestion: 'CANCEL THIS ORDER?',
  cancelOrderConsequence:
    'Your pickup or delivery time will be given up and the payment on your card released.',
  editWindowClosed:
    'Orders cannot be edited online within 24 hours of pickup or delivery. Please call our catering line.',
  itemSaveFailure: 'We encountered a problem.',
  orderNotFound: "Uh oh, we can't find this order",
  sessionExpired: 'BAD NEWS. YOUR SESSION HAS EXPIRED!',
  sessionExpiredSubText: 'Please sign in again or continue as a guest.',
  deliveryLimit: `DELIVERY LIMIT IS ${DELIVERY_LIMIT_LABEL}`,
  deliveryLimitSubText:
    'If you would like to order more, edit the order in your bag or switch to pickup',
  orderItemsLimit: `An order can hold up to ${MAX_ORDER_ITEMS} items. To add another, remove one or call our catering line.`,
  itemQuantityLimit: `An item can have a quantity of up to ${MAX_ITEM_QUANTITY}. To order more, add another item.`,
  orderSubtotalLimit: `Online orders are limited to ${formatCurrency(MAX_ORDER_SUBTOTAL_CENTS, { trimZeroCents: true })}. To order more, please call our catering line.`,
  deliveryQuoteMissingFields: 'Order is missing required fields to generate delivery quote',
  noAvailableTimes: 'There are no available times for the selected date.',
  chooseAnotherDateOrAddress: 'Please choose a different date or delivery address.',
  chooseAnotherDateOrRestaurant: 'Please choose a different date or restaurant.',
  fullUserRequired: 'Please sign in to continue.',
  notFound: "Sorry, we can't find what you're looking for.",
  restaurantNotFound: "Sorry, we can't find that restaurant. Please choose another one.",
  menuItemNotFound: 'Sorry, that menu item is no longer available.',
  dateOutsideOrderingWindow: 'Please choose a date within the ordering window.',
  postalCodeNotFound: "We couldn't find that ZIP or postal code. Please check it and try again.",
  noRestaurantDelivers:
    'Sorry, none of our restaurants deliver to that address yet. Pickup is still available.',
  orderEmpty: 'Your bag is empty. Add some food before checking out.',
  deliverySplitRefused:
    'This split cannot be made: each delivery needs at least one item of this order.',
  requestInProgress: 'We are still working on your order. Please wait a moment.',
  promotionAlreadyApplied: 'Only one promo code can be used per order.',
  paymentCardInvalid: 'Please check your card details or use another card.',
  paymentDeclined: 'Your payment was declined. Please use another card.',
  paymentTokenNotFound: "We can't find that card. Please choose another card.",
  savedAddressLimit: 'You can save up to 5 delivery addresses.',
  savedAddressNotFound: "We can't find that address. Please choose another one.",
  phoneChangeNeedsVerification: 'Please verify your new phone number to change it.',
  leaveVerification: 'Are you sure you want to leave?',
  unsavedChanges: 'You will lose any unsaved changes. Are you sure you would like to continue?',
  popularBuildHeadsUp:
    'This popular build was curated by our chefs. Any changes you make will make it your own.',
} as const;
