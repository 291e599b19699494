import { afterEach, describe, expect, test } from 'vitest';
import { Migrator, type Kysely } from 'kysely';
import { dialects, createTestDatabaseUrl } from '../../../test/harness';
import { newGuestCustomer } from '../../services/sessions.service';
import { openDatabase, type DatabaseHandle } from '../database';
import { migrateToLatest } from '../migrate';
import { migrationProvider } from '.';

const HOUR = 3600_000;

describe.each(dialects)('migration 0007 on %s', (dialect) => {
  let database: DatabaseHandle | undefined;
  let drop: () => Promise<void> = async () => undefined;
  afterEach(async () => {
    await database?.destroy();
    await drop();
  });

  test('keeps of each live key what a replay needs and drops the rest', async () => {
    const target = await createTestDatabaseUrl(dialect);
    drop = target.drop;
    database = openDatabase(target.url);
    const migrator = new Migrator({ db: database.db, provider: migrationProvider });
    const before = await migrator.migrateTo('0006-retention-indexes');
    expect(before.error).toBeUndefined();

    const guest = newGuestCustomer(Date.now());
    await database.db.insertInto('customers').values(guest).execute();
    const now = Date.now();
    const row = (key: string, fields: object) => ({
      customer_id: guest.id,
      idempotency_key: key,
      request_hash: 'h'.repeat(64),
      state: 'done',
      response_status: 200,
      response_body: null,
      created_at: now - HOUR,
      updated_at: now - HOUR,
      ...fields,
    });
    const answer = {
      id: 'order-1',
      orderDetail: { customer: { emailAddress: 'ana@example.com' } },
    };
    const refusal = { errorCode: 'PAY-0402', message: 'Declined.' };
    // The schema of 0004, which the application's types no longer describe.
    const legacy = database.db as unknown as Kysely<{ idempotency_keys: ReturnType<typeof row> }>;
    await legacy
      .insertInto('idempotency_keys')
      .values([
        row('placed', { response_body: JSON.stringify(answer) }),
        row('declined', { response_status: 402, response_body: JSON.stringify(refusal) }),
        row('abandoned', { state: 'in_progress', response_status: null }),
        row('old', { response_body: JSON.stringify(answer), created_at: now - 25 * HOUR }),
      ])
      .execute();

    await migrateToLatest(database.db);

    const rows = await database.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .orderBy('idempotency_key')
      .execute();
    expect(rows).toEqual([
      expect.objectContaining({
        idempotency_key: 'declined',
        response_status: 402,
        order_id: null,
        error_body: JSON.stringify(refusal),
      }),
      expect.objectContaining({
        idempotency_key: 'placed',
        response_status: 200,
        order_id: 'order-1',
        error_body: null,
      }),
    ]);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
      [
        'created_at',
        'customer_id',
        'error_body',
        'idempotency_key',
        'order_id',
        'request_hash',
        'response_status',
      ].sort(),
    );
  });
});
