import { randomBytes, randomUUID } from 'node:crypto';
import { toPhoneDigits, type RegisterBody } from '@catering/domain';
import { customersRepository, type CustomerRow } from '../../db/repositories/customers.repository';
import type { Actor } from '../orders/order-context';
import { accountErrors } from './account-errors';
import { normalizeEmail, type AccountDeps, type Caller } from './account-deps';
import { hashSecret } from './password-hashing';
import { isUniqueViolation } from './unique-violation';

/** The form's values as the account keeps them: trimmed, email lower-cased, phone digits only. */
function accountFields(form: RegisterBody) {
  return {
    first_name: form.firstName,
    last_name: form.lastName,
    email_address: normalizeEmail(form.emailAddress),
    phone_number: toPhoneDigits(form.phoneNumber),
    country: form.country,
  };
}

/** Email in use (CAU-0220) by anyone else, phone in use (CUS-0401) by another verified account. */
async function assertAvailable(
  deps: AccountDeps,
  fields: ReturnType<typeof accountFields>,
  ownId: string | null,
) {
  const customers = customersRepository(deps.db);
  const holder = await customers.findByEmail(fields.email_address);
  if (holder && holder.id !== ownId) throw accountErrors.emailInUse();
  if (await customers.isPhoneVerifiedElsewhere(fields.phone_number, ownId)) {
    throw accountErrors.phoneInUse('signUp');
  }
}

/**
 * POST /customerauth/register: a new full user whose phone is not verified yet. It cannot sign in
 * until verification (context account creation) proves the phone (decision 120).
 */
export async function register(
  deps: AccountDeps,
  form: RegisterBody,
  caller: Caller,
): Promise<CustomerRow> {
  await deps.limits.accountCreated(caller.address);
  const fields = accountFields(form);
  await assertAvailable(deps, fields, null);
  const now = deps.now();
  const customer: CustomerRow = {
    id: randomUUID(),
    public_hash: randomBytes(16).toString('hex'),
    is_guest: 0,
    ...fields,
    password_hash: await hashSecret(form.password),
    created_at: now,
    updated_at: now,
    phone_verified_at: null,
  };
  try {
    await customersRepository(deps.db).insert(customer);
  } catch (error) {
    if (isUniqueViolation(error)) throw accountErrors.emailInUse();
    throw error;
  }
  return customer;
}

/**
 * POST /customerauth/upgrade: the session's guest gets the account's details and password; it
 * stays a guest (with its bag and orders) until verification makes it a full user (ACC-ROLE-1).
 */
export async function upgrade(deps: AccountDeps, form: RegisterBody, actor: Actor, caller: Caller) {
  if (!actor.isGuest) throw accountErrors.alreadySignedIn();
  await deps.limits.accountCreated(caller.address);
  const fields = accountFields(form);
  await assertAvailable(deps, fields, actor.customerId);
  const now = deps.now();
  const passwordHash = await hashSecret(form.password);
  try {
    await customersRepository(deps.db).changeAccount(actor.customerId, {
      ...fields,
      password_hash: passwordHash,
      updated_at: now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw accountErrors.emailInUse();
    throw error;
  }
}
