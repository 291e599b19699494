import type { Kysely } from 'kysely';
import type { Database, SessionsTable } from '../schema';
import type { CustomerRow } from './customers.repository';
import { preparedQuery } from '../prepared-query';

export type SessionRow = SessionsTable;

/**
 * A session and its customer in one look-up: every call of the API starts with it, and two
 * look-ups cost a second statement on each one. The session's columns come under names of their
 * own (both tables have a created_at).
 */
const sessionWithCustomer = preparedQuery((db, args: { tokenHash: string }) =>
  db
    .selectFrom('sessions')
    .innerJoin('customers', 'customers.id', 'sessions.customer_id')
    .selectAll('customers')
    .select([
      'sessions.token_hash as session_token_hash',
      'sessions.customer_id as session_customer_id',
      'sessions.created_at as session_created_at',
      'sessions.last_seen_at as session_last_seen_at',
      'sessions.expires_at as session_expires_at',
      'sessions.revoked_at as session_revoked_at',
      'sessions.catering_edit_order_id as session_catering_edit_order_id',
      'sessions.previous_customer_id as session_previous_customer_id',
    ])
    .where('sessions.token_hash', '=', args.tokenHash),
);

/** Persistence of sessions, looked up by the SHA-256 of their token. */
export function sessionsRepository(db: Kysely<Database>) {
  return {
    insert: (row: SessionRow) => db.insertInto('sessions').values(row).execute(),
    /** The session of a token hash with its customer; undefined when either is missing. */
    async findWithCustomer(
      tokenHash: string,
    ): Promise<{ session: SessionRow; customer: CustomerRow } | undefined> {
      const row = await sessionWithCustomer.first(db, { tokenHash });
      if (!row) return undefined;
      const {
        session_token_hash,
        session_customer_id,
        session_created_at,
        session_last_seen_at,
        session_expires_at,
        session_revoked_at,
        session_catering_edit_order_id,
        session_previous_customer_id,
        ...customer
      } = row;
      const session: SessionRow = {
        token_hash: session_token_hash,
        customer_id: session_customer_id,
        created_at: session_created_at,
        last_seen_at: session_last_seen_at,
        expires_at: session_expires_at,
        revoked_at: session_revoked_at,
        catering_edit_order_id: session_catering_edit_order_id,
        previous_customer_id: session_previous_customer_id,
      };
      return { session, customer };
    },
    touch: (tokenHash: string, now: number) =>
      db
        .updateTable('sessions')
        .set({ last_seen_at: now })
        .where('token_hash', '=', tokenHash)
        .execute(),
    /** Sets (or clears) the order a session is editing: of one session, or of every session editing an order. */
    setEditOrder: (where: { tokenHash?: string; editOrderId?: string }, value: string | null) => {
      let query = db.updateTable('sessions').set({ catering_edit_order_id: value });
      if (where.tokenHash) query = query.where('token_hash', '=', where.tokenHash);
      if (where.editOrderId) query = query.where('catering_edit_order_id', '=', where.editOrderId);
      return query.execute();
    },
    revoke: (tokenHash: string, now: number) =>
      db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('token_hash', '=', tokenHash)
        .execute(),
    /** Revokes every live session of a customer but one (a changed password signs out the others). */
    revokeOthersOf: (customerId: string, keepTokenHash: string, now: number) =>
      db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('customer_id', '=', customerId)
        .where('token_hash', '!=', keepTokenHash)
        .where('revoked_at', 'is', null)
        .execute(),
    /** Deletes the sessions nobody can resume: revoked, past their expiry, or idle since `idleSince`. */
    async deleteUnusable(now: number, idleSince: number): Promise<number> {
      const result = await db
        .deleteFrom('sessions')
        .where((eb) =>
          eb.or([
            eb('revoked_at', 'is not', null),
            eb('expires_at', '<=', now),
            eb('last_seen_at', '<=', idleSince),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
