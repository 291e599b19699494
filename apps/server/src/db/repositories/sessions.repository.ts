import type { Kysely } from 'kysely';
import type { Database, SessionsTable } from '../schema';
import { preparedQuery } from '../prepared-query';

const sessionByTokenHash = preparedQuery((db, args: { tokenHash: string }) =>
  db.selectFrom('sessions').selectAll().where('token_hash', '=', args.tokenHash),
);

export type SessionRow = SessionsTable;

/** Persistence of sessions, looked up by the SHA-256 of their token. */
export function sessionsRepository(db: Kysely<Database>) {
  return {
    insert: (row: SessionRow) => db.insertInto('sessions').values(row).execute(),
    findByTokenHash: (tokenHash: string) => sessionByTokenHash.first(db, { tokenHash }),
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
