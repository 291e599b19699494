import { randomUUID } from 'node:crypto';
import type { Kysely, Updateable } from 'kysely';
import { withoutWaitingForDisk } from '../durability';
import type { Database, OutboxColumns } from '../schema';
import { preparedQuery } from '../prepared-query';

/** The tables written by a transaction and emptied by a worker (decisions 122 and 140). */
export type OutboxTableName = 'sms_outbox' | 'email_outbox';

/** What a message's own columns are: everything but the delivery columns. */
export type OutboxContent<Name extends OutboxTableName> = Omit<Database[Name], keyof OutboxColumns>;

// Kysely cannot type a query over a table name that is itself a type parameter, so the queries
// are typed over the columns every outbox shares, under a stand-in name.
type SharedView = Kysely<{ outbox: OutboxColumns }>;

/** The hot queries of an outbox, prepared once per table (the workers run them every tick). */
function preparedOutboxQueries(table: OutboxTableName) {
  const outbox = table as unknown as 'outbox';
  const view = (db: Kysely<Database>) => db as unknown as SharedView;
  return {
    dueIds: preparedQuery((db, args: { now: number; limit: number }) =>
      view(db)
        .selectFrom(outbox)
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', args.now)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', args.now)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(args.limit),
    ),
    claim: preparedQuery((db, args: { id: string; now: number; leaseUntil: number }) =>
      view(db)
        .updateTable(outbox)
        .set({ lease_until: args.leaseUntil })
        .where('id', '=', args.id)
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', args.now)]))
        .returningAll(),
    ),
  };
}
const PREPARED = {
  sms_outbox: preparedOutboxQueries('sms_outbox'),
  email_outbox: preparedOutboxQueries('email_outbox'),
} satisfies Record<OutboxTableName, unknown>;

/**
 * One outbox table (text messages or emails): queue a message in the caller's transaction, and
 * the claim-send-retry queries of the outbox dispatcher (adapters/outbox/).
 */
export function outboxRepository<Name extends OutboxTableName>(db: Kysely<Database>, table: Name) {
  type Row = Database[Name];
  const shared = db as unknown as SharedView;
  const outbox = table as unknown as 'outbox';
  const prepared = PREPARED[table];

  return {
    /** Writes a pending message due at `now`; it leaves only if the transaction commits. */
    async queue(content: OutboxContent<Name>, now: number): Promise<string> {
      const id = randomUUID();
      const row: OutboxColumns = {
        id,
        status: 'pending',
        attempts: 0,
        next_attempt_at: now,
        lease_until: null,
        provider: null,
        provider_message_id: null,
        last_error: null,
        created_at: now,
        sent_at: null,
      };
      await shared
        .insertInto(outbox)
        .values({ ...content, ...row })
        .execute();
      return id;
    },

    find: (id: string) =>
      shared.selectFrom(outbox).selectAll().where('id', '=', id).executeTakeFirst() as Promise<
        Row | undefined
      >,

    /** Pending messages whose time has come and that no worker holds, oldest first. */
    async dueIds(now: number, limit: number): Promise<string[]> {
      const rows = await prepared.dueIds.rows(db, { now, limit });
      return rows.map((row) => row.id);
    },

    /**
     * Takes a message for `leaseMs` and answers it as claimed; undefined when another worker has it
     * or it is done. A lease only keeps running workers apart, so it is written without waiting for
     * the disk (durability).
     */
    claim: (id: string, now: number, leaseMs: number): Promise<Row | undefined> =>
      withoutWaitingForDisk(
        db,
        (connection) =>
          prepared.claim.first(connection, { id, now, leaseUntil: now + leaseMs }) as Promise<
            Row | undefined
          >,
      ),

    /**
     * A message's delivery state after a try. Written without waiting for the disk: a power cut
     * right after a send can at worst send that message once more.
     */
    update: (id: string, changes: Updateable<Row>) =>
      withoutWaitingForDisk(db, (connection) =>
        (connection as unknown as SharedView)
          .updateTable(outbox)
          .set(changes as Updateable<OutboxColumns>)
          .where('id', '=', id)
          .execute(),
      ),

    /** The newest messages, for the development pages. */
    latest: (limit: number) =>
      shared
        .selectFrom(outbox)
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute() as Promise<Row[]>,

    /** Housekeeping: messages sent or given up on before `before`. */
    async deleteFinished(before: number): Promise<number> {
      const result = await shared
        .deleteFrom(outbox)
        .where('status', '!=', 'pending')
        .where('created_at', '<=', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
