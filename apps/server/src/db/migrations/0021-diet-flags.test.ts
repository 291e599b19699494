import { Migrator, type Kysely } from 'kysely';
import { afterEach, describe, expect, test } from 'vitest';
import { createTestDatabaseUrl, dialects } from '../../../test/harness';
import { openDatabase, type DatabaseHandle } from '../database';
import { migrateToLatest } from '../migrate';
import { migrationProvider } from '.';

describe.each(dialects)('migration 0021 on %s', (dialect) => {
  let database: DatabaseHandle | undefined;
  let drop: () => Promise<void> = async () => undefined;
  afterEach(async () => {
    await database?.destroy();
    await drop();
  });

  test('gives a catalogue seeded before it the diet flags of the demo menu (BLD-DIET-1)', async () => {
    const target = await createTestDatabaseUrl(dialect);
    drop = target.drop;
    database = openDatabase(target.url);
    const migrator = new Migrator({ db: database.db, provider: migrationProvider });
    expect((await migrator.migrateTo('0020-order-shares')).error).toBeUndefined();
    // The schema of 0002, which the application's types no longer describe.
    type Legacy = { id: string; name: string; image_url: string; is_vegan: number };
    const legacy = database.db as unknown as Kysely<{ menu_options: Legacy }>;
    const option = (id: string, vegan: boolean): Legacy => ({
      id,
      name: id,
      image_url: '',
      is_vegan: vegan ? 1 : 0,
    });
    await legacy
      .insertInto('menu_options')
      .values([option('sofritas', true), option('cheese', false), option('chicken', false)])
      .execute();

    await migrateToLatest(database.db);

    const rows = await database.db
      .selectFrom('menu_options')
      .select(['id', 'is_vegan', 'is_vegetarian', 'is_dairy_free'])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.id, row.is_vegan, row.is_vegetarian, row.is_dairy_free])).toEqual(
      [
        ['cheese', 0, 1, 0],
        ['chicken', 0, 0, 1],
        ['sofritas', 1, 1, 1],
      ],
    );
  });
});
