import { expect, test } from 'vitest';
import { openPlannedDatabase } from '../../../test/query-plans';
import { newGuestCustomer } from '../../services/sessions.service';
import { customersRepository } from './customers.repository';
import { sessionsRepository } from './sessions.repository';

const session = (tokenHash: string, editOrderId: string | null) => ({
  token_hash: tokenHash,
  customer_id: `customer-${tokenHash}`,
  catering_edit_order_id: editOrderId,
  created_at: 1,
  last_seen_at: 1,
  expires_at: 9,
});

test('ending an edit clears it from the sessions editing that order, found by index', async () => {
  const { db, plansSinceLastCall } = await openPlannedDatabase();
  await db
    .insertInto('sessions')
    .values([session('t1', 'order-1'), session('t2', 'order-1'), session('t3', 'order-2')])
    .execute();
  plansSinceLastCall();

  await sessionsRepository(db).setEditOrder({ editOrderId: 'order-1' }, null);
  const [plan] = plansSinceLastCall();
  expect(plan).toMatch(/^SEARCH sessions USING INDEX sessions_edit_order_idx/);
  const rows = await db
    .selectFrom('sessions')
    .select(['token_hash', 'catering_edit_order_id'])
    .orderBy('token_hash')
    .execute();
  expect(rows.map((row) => row.catering_edit_order_id)).toEqual([null, null, 'order-2']);
});

test('a session comes with its customer in one look-up by primary keys; without either, nothing', async () => {
  const { db, plansSinceLastCall } = await openPlannedDatabase();
  const customer = { ...newGuestCustomer(5), first_name: 'Ana' };
  await db.insertInto('customers').values(customer).execute();
  const own = {
    ...session('t1', 'order-1'),
    customer_id: customer.id,
    created_at: 7,
    revoked_at: null,
    previous_customer_id: 'guest-before',
  };
  await db
    .insertInto('sessions')
    .values([own, session('orphan', null)])
    .execute();
  // The customer as its own look-up reads it.
  const stored = await customersRepository(db).findById(customer.id);
  plansSinceLastCall();

  const sessions = sessionsRepository(db);
  // The session's created_at is its own, not the customer's.
  expect(await sessions.findWithCustomer('t1')).toEqual({ session: own, customer: stored });
  expect(plansSinceLastCall()).toEqual([
    'SEARCH sessions USING INDEX sqlite_autoindex_sessions_1 (token_hash=?); ' +
      'SEARCH customers USING INDEX sqlite_autoindex_customers_1 (id=?)',
  ]);
  expect(await sessions.findWithCustomer('orphan')).toBeUndefined();
  expect(await sessions.findWithCustomer('unknown')).toBeUndefined();
});
