import type { OrderType } from '../orders/order-values';
import type { ApiErrorBody } from '../wire/error-body.wire';
import { firstErrorCode } from './error-catalogue';
import { ERROR_CODES } from './error-codes';
import { maskPhoneNumber } from '../masks/phone-mask';
import { MESSAGES } from './messages';

/** Content of the generic confirm dialog. */
export interface DialogContent {
  header?: string;
  text: string;
  emphasis?: string;
  subText?: readonly string[];
  button?: string;
  cancel?: string;
}

/** The dialogs of docs/requirements/, each with the rule that shows it. */
export const DIALOGS = {
  accountLocked: {
    header: 'Temporarily Locked',
    text: MESSAGES.accountLocked,
    emphasis: MESSAGES.stillOrderAsGuest,
    button: 'OKAY',
  },
  accountVerificationError: {
    header: 'Account Verification Error',
    text: MESSAGES.verificationErrorText,
  },
  phoneInUse: { text: MESSAGES.phoneInUseShort },
  genericFailure: { text: MESSAGES.unexpected, subText: [MESSAGES.contactSupport], button: 'OK' },
  promotionsFailure: {
    header: 'Promotions',
    text: MESSAGES.unexpected,
    subText: [MESSAGES.contactSupport],
    button: 'OK',
  },
  critical: { text: MESSAGES.critical, subText: [MESSAGES.tryAgainLater] },
  cannotEditOrder: { header: 'Cannot Edit Order', text: MESSAGES.orderNotEditable },
  editWindowClosed: {
    header: 'Edit Order',
    text: MESSAGES.needToEditOrder,
    subText: [MESSAGES.editWindowClosed],
  },
  itemSaveFailure: { text: MESSAGES.itemSaveFailure, subText: [MESSAGES.contactSupport] },
  orderNotFound: { header: 'Order not Found', text: MESSAGES.orderNotFound },
  orderHistoryFailure: {
    header: 'Order History',
    text: MESSAGES.unexpected,
    subText: [MESSAGES.contactSupport],
  },
  sessionExpired: { text: MESSAGES.sessionExpired, subText: [MESSAGES.sessionExpiredSubText] },
  verificationAttemptsExhausted: { text: MESSAGES.verificationAttemptsExhausted },
  deliveryLimit: { header: MESSAGES.deliveryLimit, text: MESSAGES.deliveryLimitSubText },
  orderItemsLimit: { header: 'ORDER LIMIT', text: MESSAGES.orderItemsLimit },
  itemQuantityLimit: { header: 'ORDER LIMIT', text: MESSAGES.itemQuantityLimit },
  orderSubtotalLimit: { header: 'ORDER LIMIT', text: MESSAGES.orderSubtotalLimit },
  leaveVerification: { text: MESSAGES.leaveVerification, button: 'RESUME', cancel: 'LEAVE' },
  unsavedChanges: { text: MESSAGES.unsavedChanges },
  accountUpdated: { text: 'ACCOUNT UPDATED' },
  codeSent: { text: 'CODE HAS BEEN SENT.' },
  popularBuildHeadsUp: {
    header: 'HEADS UP',
    text: MESSAGES.popularBuildHeadsUp,
    button: 'CONTINUE',
  },
  cancelOrder: {
    header: 'Cancel Order',
    text: MESSAGES.cancelOrderQuestion,
    subText: [MESSAGES.cancelOrderConsequence],
    button: 'CANCEL ORDER',
    cancel: 'KEEP ORDER',
  },
} as const satisfies Record<string, DialogContent>;

/** The "Restaurant Times" dialog when no times are available, its sub-text per order type. */
export function restaurantTimesDialog(orderType: OrderType): DialogContent {
  const subText =
    orderType === 'delivery'
      ? MESSAGES.chooseAnotherDateOrAddress
      : MESSAGES.chooseAnotherDateOrRestaurant;
  return { header: 'Restaurant Times', text: MESSAGES.noAvailableTimes, subText: [subText] };
}

/** "NEED TO EDIT YOUR ORDER?" with the restaurant's phone number, when it has one. */
export function editWindowClosedDialog(phoneNumber: string | null | undefined): DialogContent {
  const emphasis = phoneNumber ? `Call ${maskPhoneNumber(phoneNumber)}` : undefined;
  return { ...DIALOGS.editWindowClosed, emphasis };
}

const DIALOG_BY_CODE: Record<string, DialogContent> = {
  [ERROR_CODES.accountLocked]: DIALOGS.accountLocked,
  [ERROR_CODES.phoneInUse]: DIALOGS.phoneInUse,
  [ERROR_CODES.phoneInUseOnAuth]: DIALOGS.phoneInUse,
  [ERROR_CODES.sessionExpired]: DIALOGS.sessionExpired,
  [ERROR_CODES.critical]: DIALOGS.critical,
  [ERROR_CODES.orderNotFound]: DIALOGS.orderNotFound,
  [ERROR_CODES.orderNotEditable]: DIALOGS.cannotEditOrder,
  [ERROR_CODES.orderEditWindowClosed]: DIALOGS.editWindowClosed,
  [ERROR_CODES.deliveryLimitExceeded]: DIALOGS.deliveryLimit,
  [ERROR_CODES.orderItemsLimit]: DIALOGS.orderItemsLimit,
  [ERROR_CODES.itemQuantityLimit]: DIALOGS.itemQuantityLimit,
  [ERROR_CODES.orderSubtotalLimit]: DIALOGS.orderSubtotalLimit,
  [ERROR_CODES.verificationAttemptsExhausted]: DIALOGS.verificationAttemptsExhausted,
};

/** The dialog for an error body: the code's own dialog, else the generic failure dialog. */
export function errorDialogFor(
  error: Pick<ApiErrorBody, 'errorCode' | 'validationErrors'> | undefined,
): DialogContent {
  return (error && DIALOG_BY_CODE[firstErrorCode(error)]) || DIALOGS.genericFailure;
}
