import { expect, test } from 'vitest';
import { openPlannedDatabase } from '../../../test/query-plans';
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
