import type { Kysely } from 'kysely';
import type { SessionCustomer, UpdateCustomerBody } from '@catering/domain';
import type { Database } from '../../db/schema';
import type { CustomerRow } from '../../db/repositories/customers.repository';
import { lockCustomer } from './customer-lock';
import type { CustomerDeps } from './customer-deps';
import {
  emailInUse,
  isUniqueViolation,
  phoneChangeNeedsVerification,
  phoneInUse,
} from './customer-errors';

/** The customer's details as GET /customer answers them (ACC-PROFILE-1). */
export function toCustomer(row: CustomerRow): SessionCustomer {
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    emailAddress: row.email_address,
    country: row.country,
    phoneNumber: row.phone_number,
  };
}

async function takenByAnother(
  trx: Kysely<Database>,
  customerId: string,
  match: { email: string } | { phone: string },
): Promise<boolean> {
  const row = await trx
    .selectFrom('customers')
    .select('id')
    .where('id', '!=', customerId)
    .where((eb) =>
      'email' in match
        ? eb(eb.fn('lower', ['email_address']), '=', match.email)
        : eb.and([eb('phone_number', '=', match.phone), eb('phone_verified_at', 'is not', null)]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** GET /customer. */
export async function getCustomer(
  deps: CustomerDeps,
  customerId: string,
): Promise<SessionCustomer> {
  const row = await deps.db
    .selectFrom('customers')
    .selectAll()
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  return toCustomer(row);
}

/**
 * PUT /customer: the details given change; the rest stay. Emails are kept lower-case and belong to
 * one account (CAU-0220). A phone number changes only through verification (decision 125): a
 * number another account has verified is CUS-0401, any other new number VER-0409.
 */
export async function updateCustomer(
  deps: CustomerDeps,
  customerId: string,
  body: UpdateCustomerBody,
): Promise<SessionCustomer> {
  const now = deps.now();
  const email = body.emailAddress?.toLowerCase();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const customer = await lockCustomer(trx, customerId, now);
      if (body.phoneNumber !== undefined && body.phoneNumber !== customer.phone_number) {
        if (await takenByAnother(trx, customerId, { phone: body.phoneNumber })) throw phoneInUse();
        throw phoneChangeNeedsVerification();
      }
      if (
        email !== undefined &&
        email !== customer.email_address?.toLowerCase() &&
        (await takenByAnother(trx, customerId, { email }))
      )
        throw emailInUse();
      const changes = {
        ...(body.firstName !== undefined && { first_name: body.firstName }),
        ...(body.lastName !== undefined && { last_name: body.lastName }),
        ...(email !== undefined && { email_address: email }),
        ...(body.country !== undefined && { country: body.country }),
      };
      await trx
        .updateTable('customers')
        .set({ ...changes, updated_at: now })
        .where('id', '=', customerId)
        .execute();
      return toCustomer({ ...customer, ...changes });
    });
  } catch (error) {
    // Two accounts taking one email at the same instant: the unique index decides.
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
}
