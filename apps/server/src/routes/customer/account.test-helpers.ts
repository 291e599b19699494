import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { call, type Shopper } from '../../../test/order.helpers';

/** A saved address with every field of ACC-ADDR-1, the contact the intake does not collect too. */
export const HQ_ADDRESS = {
  address1: '405 Lexington Ave',
  address2: 'Floor 12',
  city: 'New York',
  state: 'NY',
  postalCode: '10174',
  country: 'US',
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.com',
  company: 'Acme Events',
  phone: '(212) 555-0100',
  extension: '204',
  instructions: 'Front desk, ask for Ana',
  addressName: 'HQ',
  latitude: 40.7516,
  longitude: -73.9755,
} as const;

/** The public hash of a customer, which account answers carry as X-Account-Hash. */
export async function publicHashOf(t: TestApp, customerId: string): Promise<string> {
  const row = await t.database.db
    .selectFrom('customers')
    .select('public_hash')
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  return row.public_hash;
}

/** POST /customer/delivery, expecting 201; answers the saved address. */
export async function saveAddress(t: TestApp, shopper: Shopper, address: object = HQ_ADDRESS) {
  const response = await call(t, shopper, 'POST', '/customer/delivery', { body: address });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** The details a customer signed up with, as GET /customer answers them. */
export async function detailsOf(t: TestApp, shopper: Shopper) {
  const row = await t.database.db
    .selectFrom('customers')
    .selectAll()
    .where('id', '=', shopper.customerId)
    .executeTakeFirstOrThrow();
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    emailAddress: row.email_address,
    country: row.country,
    phoneNumber: row.phone_number,
  };
}
