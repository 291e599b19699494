import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { seedCatalogue } from './catalogue.seeder';

export type Seeder = (db: Kysely<Database>) => Promise<void>;

const SEEDED_KEY = 'demo_data_seeded_at';

// Later issues append their seeders (catalogue, restaurants, promotions); order matters.
export const demoSeeders: Seeder[] = [seedCatalogue];

/** Fills a new database with demo data once; a marker row makes it a no-op afterwards. */
export async function seedDemoDataIfEmpty(
  db: Kysely<Database>,
  seeders: Seeder[] = demoSeeders,
): Promise<boolean> {
  const marker = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', SEEDED_KEY)
    .executeTakeFirst();
  if (marker) return false;
  await db.transaction().execute(async (trx) => {
    for (const seed of seeders) await seed(trx);
    await trx
      .insertInto('app_meta')
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .execute();
  });
  return true;
}
