import { expect, test } from 'vitest';
import { openPlannedDatabase } from '../../../test/query-plans';
import { outboxRepository } from './outbox.repository';

test('a claim takes a due message for its lease and answers it in one statement; a second claim gets nothing', async () => {
  const { db, plansSinceLastCall } = await openPlannedDatabase();
  const outbox = outboxRepository(db, 'sms_outbox');
  const id = await outbox.queue({ to_number: '+12125550100', body: 'Your code is 123456' }, 1_000);
  plansSinceLastCall();

  const claimed = await outbox.claim(id, 2_000, 30_000);
  expect(claimed).toMatchObject({
    id,
    to_number: '+12125550100',
    body: 'Your code is 123456',
    status: 'pending',
    attempts: 0,
    lease_until: 32_000,
  });
  // The update answers the row: no read after it (the switches of `synchronous` aside).
  expect(plansSinceLastCall().filter((plan) => plan !== '')).toHaveLength(1);
  // Held by that lease until it runs out; then another worker may take it.
  expect(await outbox.claim(id, 3_000, 30_000)).toBeUndefined();
  expect((await outbox.claim(id, 32_000, 30_000))?.lease_until).toBe(62_000);
  await outbox.update(id, { status: 'sent', lease_until: null, sent_at: 33_000 });
  expect(await outbox.claim(id, 99_000, 30_000)).toBeUndefined();
});

test.each(['sms_outbox', 'email_outbox'] as const)(
  'the due messages of %s come oldest first from the index, with no sort',
  async (table) => {
    const { db, plansSinceLastCall } = await openPlannedDatabase();
    plansSinceLastCall();
    expect(await outboxRepository(db, table).dueIds(1_000, 10)).toEqual([]);
    expect(plansSinceLastCall()).toEqual([
      `SEARCH ${table} USING INDEX ${table.replace('_outbox', '')}_outbox_due_idx (status=? AND next_attempt_at<?)`,
    ]);
  },
);
