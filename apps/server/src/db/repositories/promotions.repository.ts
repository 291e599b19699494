import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** The promotions the restaurant offers, by their (upper-case) code. */
export function promotionsRepository(db: Kysely<Database>) {
  return {
    /** The promotions on offer (active), by code. */
    listActive: () =>
      db.selectFrom('promotions').selectAll().where('active', '=', 1).orderBy('code').execute(),
    findByCode: (code: string) =>
      db.selectFrom('promotions').selectAll().where('code', '=', code).executeTakeFirst(),
  };
}
