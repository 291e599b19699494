import type { AccountEmailKind } from '../../db/schema';
import type { EmailSettings } from './order-email-content';

/** What an account email may tell: never a password or a code, only who and when. */
export interface AccountEmailFacts {
  kind: AccountEmailKind;
  firstName: string;
  /** The account's phone number (10 digits) after the change; only its last four are shown. */
  phoneNumber: string;
  /** When the account was created or changed (epoch ms). */
  at: number;
}

/** Everything an account email shows, worded; the HTML and text parts lay it out. */
export interface AccountEmailContent {
  productName: string;
  subject: string;
  preview: string;
  heading: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** "If this wasn't you": what to do, in order. */
  notYou: { title: string; steps: string[] };
  cateringPhone: string;
}

// Customers have no time zone of their own, so the time says which one it is in.
const WHEN = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** The content of an account email (welcome, password changed, phone number changed). */
export function accountEmailContent(
  facts: AccountEmailFacts,
  settings: EmailSettings,
): AccountEmailContent {
  const { productName, cateringPhone } = settings;
  const link = (path: string) => new URL(path, settings.publicSiteUrl).href;
  const signIn = link('/account/login');
  const lastFour = facts.phoneNumber.slice(-4);
  const when = `${WHEN.format(new Date(facts.at))} UTC`;
  const call = `Call our catering line at ${cateringPhone}`;
  const base = { productName, cateringPhone };
  switch (facts.kind) {
    case 'account-welcome':
      return {
        ...base,
        subject: `Welcome to ${productName}`,
        preview: 'Your account is ready: addresses, cards and past orders in one place.',
        heading: `Welcome, ${facts.firstName}`,
        paragraphs: [
          `Your account is ready and your phone number ending in ${lastFour} is verified.`,
          'Signed in, you can keep delivery addresses and cards for your next order, see your past orders and order them again.',
        ],
        action: { label: 'Start a catering order', url: link('/') },
        notYou: {
          title: "Didn't create this account?",
          steps: [`${call} and we will close it.`],
        },
      };
    case 'password-changed':
      return {
        ...base,
        subject: 'Your password was changed',
        preview: `The password of your ${productName} account was changed on ${when}.`,
        heading: 'Your password was changed',
        paragraphs: [
          `The password of your ${productName} account was changed on ${when}.`,
          'Every other device signed in to your account has been signed out.',
        ],
        action: { label: 'Go to sign in', url: signIn },
        notYou: {
          title: "If this wasn't you",
          steps: [
            `Reset your password now: on the sign-in page (${signIn}) choose "Forgot password?".`,
            `${call}: we will go through the account's orders with you.`,
          ],
        },
      };
    case 'phone-changed':
      return {
        ...base,
        subject: 'Your phone number was changed',
        preview: `Your account's phone number is now the one ending in ${lastFour}.`,
        heading: 'Your phone number was changed',
        paragraphs: [
          `The phone number of your ${productName} account was changed on ${when}. It is now the number ending in ${lastFour}, and sign-in codes go to it.`,
        ],
        action: { label: 'Go to sign in', url: signIn },
        notYou: {
          title: "If this wasn't you",
          steps: [
            `Someone who knows your password may be using your account. Change your password now: sign in (${signIn}), then CHANGE PASSWORD; if you cannot sign in, choose "Forgot password?".`,
            `${call} so we can put your own number back.`,
          ],
        },
      };
  }
}
