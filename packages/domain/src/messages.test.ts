import { expect, test } from 'vitest';
import type { z } from 'zod';
import { capItemCount } from './builder/cap-item-count';
import { builderErrorMessage, groupErrorText } from './builder/group-validity';
import { clampHeadcount, headcountLimitMessage } from './builder/headcount';
import { DIALOGS, errorDialogFor, restaurantTimesDialog } from './errors/dialogs';
import { errorMessageFor } from './errors/error-catalogue';
import { PROMOTIONS_DIALOG_HEADER, promoErrorMessage } from './errors/promo-errors';
import { accountCreationErrorOutcome } from './errors/account-creation';
import {
  invalidCodeMessage,
  loginRejectionOutcome,
  phoneInUseMessage,
} from './errors/verification';
import {
  servingAccessoriesText,
  SETUP_NOT_INCLUDED_TEXT,
  servesTextFor,
} from './format/serving-accessories';
import { orderSummaryErrorMessage } from './orders/order-summary';
import { DELIVERY_QUOTE_MISSING_FIELDS_MESSAGE } from './orders/delivery-quote';
import { deliveryLimitWarning } from './pricing/delivery-limit';
import { createAccountSchema } from './schemas/create-account.schema';
import { loginSchema } from './schemas/login.schema';
import { promoCodeSchema } from './schemas/promo-code.schema';
import {
  newMobileNumberSchema,
  verificationCodeSchema,
  verificationPasswordSchema,
} from './schemas/verification.schema';
import { validateEmail } from './validators/email.validator';

/** The first message a schema reports for a field. */
function messageOf(schema: z.ZodType, value: unknown, field: string): string | undefined {
  return schema.safeParse(value).error?.issues.find((issue) => issue.path[0] === field)?.message;
}

const account = {
  firstName: 'Jane',
  lastName: 'Doe',
  emailAddress: 'jane@example.com',
  phoneNumber: '2125551234',
  password: 'Abcdef1!',
};
const headcount = { min: 10, max: 200, increment: 1 };

// Each literal is quoted in docs/requirements/; each producer calls the rule that owns the message.
const section5: [string, () => string | undefined][] = [
  ['Email is required', () => messageOf(loginSchema, { email: '', password: 'x' }, 'email')],
  ['Email is invalid', () => messageOf(loginSchema, { email: 'jane@', password: 'x' }, 'email')],
  [
    'Password is required',
    () => messageOf(loginSchema, { email: 'a@b.co', password: '' }, 'password'),
  ],
  [
    'First Name is required',
    () => messageOf(createAccountSchema, { ...account, firstName: ' ' }, 'firstName'),
  ],
  [
    'Last Name is required',
    () => messageOf(createAccountSchema, { ...account, lastName: '' }, 'lastName'),
  ],
  [
    'Email is required',
    () => messageOf(createAccountSchema, { ...account, emailAddress: '' }, 'emailAddress'),
  ],
  [
    'Email is invalid',
    () => messageOf(createAccountSchema, { ...account, emailAddress: 'a@b.b.b' }, 'emailAddress'),
  ],
  [
    'Enter your phone number',
    () => messageOf(createAccountSchema, { ...account, phoneNumber: '' }, 'phoneNumber'),
  ],
  [
    'Phone Number must contain 10 digits',
    () =>
      messageOf(createAccountSchema, { ...account, phoneNumber: '(212) 555-12' }, 'phoneNumber'),
  ],
  [
    'Password is required',
    () => messageOf(createAccountSchema, { ...account, password: '' }, 'password'),
  ],
  [
    'Password must have at least 8 characters and a minimum of one lowercase letter, one uppercase letter, one number, and one special character',
    () => messageOf(createAccountSchema, { ...account, password: 'password' }, 'password'),
  ],
  ['Verification code required', () => messageOf(verificationCodeSchema, { code: '' }, 'code')],
  ['Password required', () => messageOf(verificationPasswordSchema, { password: '' }, 'password')],
  [
    'Mobile Number is required',
    () => messageOf(newMobileNumberSchema, { phoneNumber: '' }, 'phoneNumber'),
  ],
  [
    'Mobile Number is invalid',
    () => messageOf(newMobileNumberSchema, { phoneNumber: '123' }, 'phoneNumber'),
  ],
  ['Please enter a promo code', () => messageOf(promoCodeSchema, { code: '' }, 'code')],
  [
    "Email cannot contain the '+' symbol",
    () => validateEmail('a+b@example.com', { screenSize: 'xs' }),
  ],
  ['Please enter a valid email.', () => validateEmail('jane@example')],
  ['Sorry. We have a 10 burrito minimum.', () => clampHeadcount(3, headcount).message],
  ['Sorry. We have a 200 burrito limit.', () => clampHeadcount(201, headcount).message],
  ['Sorry. We have a 200 burrito limit.', () => headcountLimitMessage()],
  ['Sorry. We have a 150 burrito limit.', () => headcountLimitMessage(150)],
  ['SORRY! LIMITED TO 3 Chicken', () => capItemCount(5, 7, 10, 'Chicken').message],
  [
    'To make room for more, remove other proteins or update the total quantity.',
    () => capItemCount(5, 7, 10, 'Chicken').subText,
  ],
  ['2 more proteins', () => groupErrorText({ key: 'proteins', count: 0, max: 2 })],
  [
    'Please select 2 more proteins, 1 more salsa',
    () =>
      builderErrorMessage([
        { key: 'proteins', count: 0, max: 2 },
        { key: 'salsas', count: 0, max: 1 },
      ]),
  ],
  [
    'Order is missing required fields to generate delivery quote',
    () => DELIVERY_QUOTE_MISSING_FIELDS_MESSAGE,
  ],
];

const section8: [string, () => string | undefined][] = [
  ['Temporarily Locked', () => errorDialogFor({ errorCode: 'CAU-0112' }).header],
  [
    "For security reasons we're not allowing you to sign in right now. Try again in 30 minutes.",
    () => errorMessageFor('CAU-0112'),
  ],
  [
    'Good thing you can still order as a guest.',
    () => errorDialogFor({ errorCode: 'CAU-0112' }).emphasis,
  ],
  ['OKAY', () => errorDialogFor({ errorCode: 'CAU-0112' }).button],
  ['Please enter a valid verification code', () => errorMessageFor('CAU-0113')],
  [
    'This is your last attempt. If unsuccessful, you can still order as a guest.',
    () => invalidCodeMessage(true).subText,
  ],
  ['Verification code has expired', () => errorMessageFor('CAU-0115')],
  [
    "Verification failed. You've used up all of your attempts. Try again in 30 minutes. Good thing you can still order as a guest.",
    () => errorMessageFor('VER-0423'),
  ],
  [
    "The password you entered isn't quite right. As a reminder your password contains: at least 8 characters | ABC | abc | 123 | !@%",
    () => errorMessageFor('CAU-0320'),
  ],
  ['Account Verification Error', () => DIALOGS.accountVerificationError.header],
  ['Please try again or continue as a guest.', () => DIALOGS.accountVerificationError.text],
  ['Number already in use. Try another?', () => errorDialogFor({ errorCode: 'CUS-0401' }).text],
  [
    'This number has already been used. Please enter a new number.',
    () => errorMessageFor('CAU-0056'),
  ],
  ['This number has already been used. Please enter a new number.', () => phoneInUseMessage('md')],
  ['Number already in use. Try another?', () => phoneInUseMessage('xs')],
  [
    'HMMM... It looks like that email is already in use. If you have an existing password, please use it to sign in. Otherwise, try creating your account using a different email address.',
    () => errorMessageFor('CAU-0220'),
  ],
  ['Failed to create an account. Please try again.', () => creationFailedMessage()],
  ['Please wait 1 minute before trying again.', () => errorMessageFor('VER-0429')],
  ['Something unexpected happened.', () => errorMessageFor({ errorCode: 'XYZ-0000' })],
  ['Please try again or contact customer support.', () => errorDialogFor(undefined).subText?.[0]],
  ['Item is missing', () => promoErrorMessage('COO-0070')],
  ['Promotion has expired', () => promoErrorMessage('COO-0117')],
  ['Sorry, this promo code is unavailable', () => promoErrorMessage('COO-0118')],
  ['Promo code is invalid', () => promoErrorMessage('COO-0999')],
  ['Promotions', () => PROMOTIONS_DIALOG_HEADER],
  ["Sorry, something's not right", () => errorDialogFor({ errorCode: 'GEN-0503' }).text],
  ['Please try again later.', () => errorDialogFor({ errorCode: 'GEN-0503' }).subText?.[0]],
  ['Cannot Edit Order', () => errorDialogFor({ errorCode: 'ORD-0409' }).header],
  ['This order cannot be edited.', () => errorDialogFor({ errorCode: 'ORD-0409' }).text],
  ['NEED TO EDIT YOUR ORDER?', () => errorDialogFor({ errorCode: 'ORD-0423' }).text],
  ['We encountered a problem.', () => DIALOGS.itemSaveFailure.text],
  ['Please try again or contact customer support.', () => DIALOGS.itemSaveFailure.subText[0]],
  ['Order not Found', () => errorDialogFor({ errorCode: 'ORD-0404' }).header],
  ["Uh oh, we can't find this order", () => errorMessageFor('ORD-0404')],
  ['BAD NEWS. YOUR SESSION HAS EXPIRED!', () => errorDialogFor({ errorCode: 'AUTH-0401' }).text],
  ['DELIVERY LIMIT IS $1350', () => deliveryLimitWarning('delivery', 135_001)?.header],
  [
    'If you would like to order more, edit the order in your bag or switch to pickup',
    () => deliveryLimitWarning('delivery', 135_001)?.text,
  ],
];

// Quoted texts of the requirements owned by the domain (builders, bag, shell).
const otherSections: [string, () => string | undefined][] = [
  ['Restaurant Times', () => restaurantTimesDialog('pickup').header],
  [
    'There are no available times for the selected date.',
    () => restaurantTimesDialog('pickup').text,
  ],
  [
    'Please choose a different date or delivery address.',
    () => restaurantTimesDialog('delivery').subText?.[0],
  ],
  [
    'Please choose a different date or restaurant.',
    () => restaurantTimesDialog('pickup').subText?.[0],
  ],
  ['Order History', () => DIALOGS.orderHistoryFailure.header],
  [
    "There's an error with your pickup restaurant.",
    () => orderSummaryErrorMessage('pickup', 'restaurant'),
  ],
  ["There's an error with your delivery date.", () => orderSummaryErrorMessage('delivery', 'date')],
  ["There's an error with your pickup time.", () => orderSummaryErrorMessage('pickup', 'time')],
  [
    "There's an error with your delivery details.",
    () => orderSummaryErrorMessage('delivery', 'details'),
  ],
  ['Edit Order', () => DIALOGS.editWindowClosed.header],
  [
    'Bad username or password. Please try again or create an account.',
    () => errorMessageFor('AUTH-0410'),
  ],
  [
    'Bad username or password. Please try again or create an account.',
    () => badCredentialsMessage(),
  ],
  [
    'You will lose any unsaved changes. Are you sure you would like to continue?',
    () => DIALOGS.unsavedChanges.text,
  ],
  ['Are you sure you want to leave?', () => DIALOGS.leaveVerification.text],
  ['ACCOUNT UPDATED', () => DIALOGS.accountUpdated.text],
  ['CODE HAS BEEN SENT.', () => DIALOGS.codeSent.text],
  ['HEADS UP', () => DIALOGS.popularBuildHeadsUp.header],
  [
    'Enough bowls, forks, and napkins for everyone, plus serving spoons and tongs.',
    () => servingAccessoriesText('buildyourown'),
  ],
  ['Enough napkins and forks for everyone.', () => servingAccessoriesText('burritosbythebox')],
  [
    'Enough napkins for everyone, plus serving spoons.',
    () => servingAccessoriesText('chipsandsalsa'),
  ],
  ['SETUP NOT INCLUDED', () => SETUP_NOT_INCLUDED_TEXT],
  ['10-15', () => servesTextFor('chipsandsalsa')],
];

function creationFailedMessage(): string | undefined {
  const outcome = accountCreationErrorOutcome('CAU-0999', { verificationFailed: true });
  return outcome.kind === 'inline' ? outcome.message : undefined;
}

function badCredentialsMessage(): string | undefined {
  const outcome = loginRejectionOutcome('ACCOUNT_VERIFICATION_UNKNOWN_ERROR');
  return outcome.kind === 'inline' ? outcome.message : undefined;
}

test.each([...section5, ...section8, ...otherSections])(
  'produces %j verbatim',
  (literal, produce) => {
    expect(produce()).toBe(literal);
  },
);
