import type { LoginBody } from '@catering/domain';
import { customersRepository, type CustomerRow } from '../../db/repositories/customers.repository';
import { ordersRepository } from '../../db/repositories/orders.repository';
import { AppError } from '../../http/app-error';
import { actorOf } from '../orders/order-context';
import type { ActiveSession } from '../sessions.service';
import { accountErrors } from './account-errors';
import {
  checkPassword,
  isVerifiedAccount,
  normalizeEmail,
  type AccountDeps,
  type Caller,
  type SignedIn,
} from './account-deps';

/**
 * The guest's open order moves to the account with the transfer rule of PUT /order/{id}/transfer
 * (decision 072). A move that fails leaves the order with the guest, and the new session can
 * still ask for the transfer itself.
 */
async function moveGuestCart(deps: AccountDeps, active: ActiveSession): Promise<void> {
  const actor = actorOf(active);
  if (!actor.previousCustomerId) return;
  const cart = await ordersRepository(deps.db).findOpen(actor.previousCustomerId);
  if (!cart) return;
  try {
    await deps.orders.transfer(actor, cart.id);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}

/** A new session for the account, replacing the caller's, and the guest's bag moved over. */
export async function startAccountSession(
  deps: AccountDeps,
  customer: CustomerRow,
  replaced: ActiveSession | null,
): Promise<SignedIn> {
  const signedIn = await deps.sessions.signIn(customer, replaced, deps.now());
  await moveGuestCart(deps, signedIn.active);
  return signedIn;
}

/**
 * POST /customerauth/login. Unknown email and wrong password are one answer (AUTH-0410); a
 * locked account is CAU-0112; an account whose phone is not verified yet is VER-0403, and the
 * client runs verification (context login), which signs it in (ACC-SIGNIN-6).
 */
export async function login(deps: AccountDeps, body: LoginBody, caller: Caller): Promise<SignedIn> {
  const email = normalizeEmail(body.userName);
  await deps.limits.signIn(caller.address, email);
  const found = await customersRepository(deps.db).findByEmail(email);
  const customer = await checkPassword(
    deps,
    found,
    body.password,
    accountErrors.invalidCredentials,
  );
  if (!isVerifiedAccount(customer)) throw accountErrors.verificationRequired();
  return startAccountSession(deps, customer, caller.session);
}
