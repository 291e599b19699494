import type { SessionCustomer, UpdateCustomerBody } from '@catering/domain';
import { customersRepository, type CustomerRow } from '../../db/repositories/customers.repository';
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

/** GET /customer. */
export async function getCustomer(
  deps: CustomerDeps,
  customerId: string,
): Promise<SessionCustomer> {
  const row = await customersRepository(deps.db).findById(customerId);
  if (!row) throw new Error(`customer ${customerId} of an active session is missing`);
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
      const customers = customersRepository(trx);
      const customer = await customers.lock(customerId, now);
      if (body.phoneNumber !== undefined && body.phoneNumber !== customer.phone_number) {
        if (await customers.isPhoneVerifiedElsewhere(body.phoneNumber, customerId))
          throw phoneInUse();
        throw phoneChangeNeedsVerification();
      }
      if (
        email !== undefined &&
        email !== customer.email_address?.toLowerCase() &&
        (await customers.isEmailTakenElsewhere(email, customerId))
      )
        throw emailInUse();
      const changes = {
        ...(body.firstName !== undefined && { first_name: body.firstName }),
        ...(body.lastName !== undefined && { last_name: body.lastName }),
        ...(email !== undefined && { email_address: email }),
        ...(body.country !== undefined && { country: body.country }),
      };
      await customers.changeAccount(customerId, { ...changes, updated_at: now });
      return toCustomer({ ...customer, ...changes });
    });
  } catch (error) {
    // Two accounts taking one email at the same instant: the unique index decides.
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
}
