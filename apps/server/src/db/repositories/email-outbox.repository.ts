import type { Kysely, Updateable } from 'kysely';
import type { Database, EmailOutboxTable } from '../schema';

export type EmailOutboxRow = EmailOutboxTable;

/** Emails waiting to leave, and those that left (decision 140); the twin of sms_outbox's. */
export function emailOutboxRepository(db: Kysely<Database>) {
  return {
    insert: (row: EmailOutboxRow) => db.insertInto('email_outbox').values(row).execute(),

    find: (id: string) =>
      db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Pending emails whose time has come and that no worker holds, oldest first. */
    async dueIds(now: number, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('email_outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    /** Takes an email for `leaseMs`; false when another worker has it or it is done. */
    async claim(id: string, now: number, leaseMs: number): Promise<boolean> {
      const result = await db
        .updateTable('email_outbox')
        .set({ lease_until: now + leaseMs })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    update: (id: string, changes: Updateable<EmailOutboxTable>) =>
      db.updateTable('email_outbox').set(changes).where('id', '=', id).execute(),

    /** The newest emails, for the development page. */
    latest: (limit: number) =>
      db
        .selectFrom('email_outbox')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    /** The emails of an order, oldest first. */
    ofOrder: (orderId: string) =>
      db
        .selectFrom('email_outbox')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),

    /** Housekeeping: emails sent or given up on before `before`. */
    async deleteFinished(before: number): Promise<number> {
      const result = await db
        .deleteFrom('email_outbox')
        .where('status', '!=', 'pending')
        .where('created_at', '<=', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
