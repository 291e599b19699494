import type { Kysely, Updateable } from 'kysely';
import type { Database, SmsOutboxTable } from '../schema';

export type SmsOutboxRow = SmsOutboxTable;

/** Text messages waiting to leave, and those that left (decision 122). */
export function smsOutboxRepository(db: Kysely<Database>) {
  return {
    insert: (row: SmsOutboxRow) => db.insertInto('sms_outbox').values(row).execute(),

    find: (id: string) =>
      db.selectFrom('sms_outbox').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Pending messages whose time has come and that no worker holds, oldest first. */
    async dueIds(now: number, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('sms_outbox')
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

    /** Takes a message for `leaseMs`; false when another worker has it or it is done. */
    async claim(id: string, now: number, leaseMs: number): Promise<boolean> {
      const result = await db
        .updateTable('sms_outbox')
        .set({ lease_until: now + leaseMs })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    update: (id: string, changes: Updateable<SmsOutboxTable>) =>
      db.updateTable('sms_outbox').set(changes).where('id', '=', id).execute(),

    /** The newest messages, for the development outbox page. */
    latest: (limit: number) =>
      db
        .selectFrom('sms_outbox')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    /** Housekeeping: messages sent or given up on before `before`. */
    async deleteFinished(before: number): Promise<number> {
      const result = await db
        .deleteFrom('sms_outbox')
        .where('status', '!=', 'pending')
        .where('created_at', '<=', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
