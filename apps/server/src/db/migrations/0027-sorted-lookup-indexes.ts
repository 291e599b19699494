import type { Kysely } from 'kysely';

// Two reads sorted a temporary b-tree on every run (decision 260's plan tests): an order's items
// (`order by position, id`, four times per whole order) and the due messages of each outbox
// (`order by next_attempt_at, id`, after every order placed). Each index is replaced by one that
// ends with the sort's columns: the same look-ups, now in the order asked for, and no more indexes
// to write than before.
const REPLACED = [
  {
    name: 'order_items_order_idx',
    table: 'order_items',
    was: ['order_id'],
    is: ['order_id', 'position', 'id'],
  },
  {
    name: 'email_outbox_due_idx',
    table: 'email_outbox',
    was: ['status', 'next_attempt_at'],
    is: ['status', 'next_attempt_at', 'id'],
  },
  {
    name: 'sms_outbox_due_idx',
    table: 'sms_outbox',
    was: ['status', 'next_attempt_at'],
    is: ['status', 'next_attempt_at', 'id'],
  },
];

async function rebuild(db: Kysely<unknown>, to: 'was' | 'is'): Promise<void> {
  for (const index of REPLACED) {
    await db.schema.dropIndex(index.name).execute();
    await db.schema.createIndex(index.name).on(index.table).columns(index[to]).execute();
  }
}

export const up = (db: Kysely<unknown>) => rebuild(db, 'is');
export const down = (db: Kysely<unknown>) => rebuild(db, 'was');
