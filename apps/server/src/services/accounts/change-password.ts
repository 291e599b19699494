import type { ChangePasswordBody } from '@catering/domain';
import { customersRepository } from '../../db/repositories/customers.repository';
import type { ActiveSession } from '../sessions.service';
import { accountErrors } from './account-errors';
import { checkPassword, type AccountDeps, type Caller } from './account-deps';
import { hashSecret } from './password-hashing';
import { queueAccountEmail } from '../emails/queue-account-email';

/**
 * PUT /customerauth/changepassword (ACC-PASSWORD-4): the current password, checked and counted
 * like a sign-in, then the new one. Every other session of the account is signed out, and the
 * account's email is told (without the password) in the change's transaction.
 */
export async function changePassword(
  deps: AccountDeps,
  body: ChangePasswordBody,
  active: ActiveSession,
  caller: Caller,
): Promise<ActiveSession> {
  const { customer } = active;
  await deps.limits.signIn(caller.address, customer.email_address);
  await checkPassword(deps, customer, body.currentPassword, accountErrors.wrongPassword);
  const now = deps.now();
  const passwordHash = await hashSecret(body.newPassword);
  await deps.db.transaction().execute(async (trx) => {
    await customersRepository(trx).changeAccount(customer.id, {
      password_hash: passwordHash,
      updated_at: now,
    });
    await queueAccountEmail(trx, deps.emailSettings, 'password-changed', customer, now);
  });
  deps.emails.nudge();
  await deps.sessions.revokeOthersOf(customer.id, active.tokenHash, now);
  return { ...active, customer: { ...customer, password_hash: passwordHash, updated_at: now } };
}
