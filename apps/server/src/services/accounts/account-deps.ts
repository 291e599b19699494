import type { Kysely } from 'kysely';
import type { OutboxDispatcher } from '../../adapters/outbox/outbox-dispatcher';
import type { SmsDispatcher } from '../../adapters/sms/sms-dispatcher';
import type { CustomerRow } from '../../db/repositories/customers.repository';
import type { Database } from '../../db/schema';
import type { AppError } from '../../http/app-error';
import type { EmailSettings } from '../emails/order-email-content';
import type { OrdersService } from '../orders/orders.service';
import type { ActiveSession, SessionsService } from '../sessions.service';
import type { AbuseLimits } from './abuse-limits';
import { assertNotLocked, countFailedSignIn, forgetFailedSignIns } from './lockout';
import { verifyAgainstNothing, verifySecret } from './password-hashing';

/** What the account services need from the rest of the app. */
export interface AccountDeps {
  db: Kysely<Database>;
  now: () => number;
  sessions: SessionsService;
  orders: OrdersService;
  sms: SmsDispatcher;
  emails: OutboxDispatcher;
  emailSettings: EmailSettings;
  limits: AbuseLimits;
}

/** Who is calling: the client address (the limits count it) and the session of the cookie. */
export interface Caller {
  address: string;
  session: ActiveSession | null;
}

/** A sign-in's new session and the token for its cookie. */
export interface SignedIn {
  token: string;
  active: ActiveSession;
}

/** A full user whose phone number has been verified: the only kind that signs in. */
export function isVerifiedAccount(customer: CustomerRow): boolean {
  return customer.is_guest === 0 && (customer.phone_verified_at ?? null) !== null;
}

/** Emails are compared and stored lower-cased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Checks the password of the account found by email: unknown and wrong are the same refusal, a
 * locked account is refused before its password is looked at, and wrong ones are counted.
 */
export async function checkPassword(
  deps: AccountDeps,
  customer: CustomerRow | undefined,
  password: string,
  refuse: () => AppError,
): Promise<CustomerRow> {
  if (!customer?.password_hash) {
    await verifyAgainstNothing(password);
    throw refuse();
  }
  await assertNotLocked(deps.db, customer.id, deps.now());
  if (!(await verifySecret(customer.password_hash, password))) {
    await countFailedSignIn(deps.db, customer.id, deps.now());
    throw refuse();
  }
  await forgetFailedSignIns(deps.db, customer.id);
  return customer;
}
