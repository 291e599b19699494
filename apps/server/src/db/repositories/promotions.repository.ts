import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { preparedQuery } from '../prepared-query';

const promotionByCode = preparedQuery((db, args: { code: string }) =>
  db.selectFrom('promotions').selectAll().where('code', '=', args.code),
);

/** The promotions the restaurant offers, by their (upper-case) code. */
export function promotionsRepository(db: Kysely<Database>) {
  return {
    /** The promotions on offer (active), by code. */
    listActive: () =>
      db.selectFrom('promotions').selectAll().where('active', '=', 1).orderBy('code').execute(),
    findByCode: (code: string) => promotionByCode.first(db, { code }),
  };
}
