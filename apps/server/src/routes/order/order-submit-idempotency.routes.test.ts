import { afterEach, describe, expect, test } from 'vitest';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { openDatabase, type DatabaseHandle, type Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { runHousekeeping } from '../../housekeeping';
import { zipcodesGeocoder } from '../../adapters/geocoding/zipcodes.geocoder';
import { dialects } from '../../../test/harness';
import { DECLINE_CARD } from '../../../test/sandbox-payment.helpers';
import {
  addItem,
  BURRITOS,
  CONTACT,
  createOrder,
  DELIVERY,
  newKey,
  startOrderApp,
  startShopper,
  submit,
  submitBody,
  type OrderTestApp,
} from '../../../test/order.helpers';

const HOUR = 3600_000;

/** Rejects when the call has not answered in time, so a waiting retry fails the test quickly. */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms)),
  ]);
}

/**
 * The database of a second server that the test can crash: its connection goes away with the
 * transaction open, as when the process is killed. PostgreSQL then rolls the transaction back;
 * SQLite discards it with the closed file and its lock.
 */
function openCrashableDatabase(dialect: Dialect, url: string, admin: Kysely<Database>) {
  if (dialect === 'sqlite') {
    const database = openDatabase(url);
    return { database, crash: () => database.destroy() };
  }
  const pool = new pg.Pool({ connectionString: url, max: 2, application_name: 'crashing' });
  // The killed connection reports an error to its client; here nobody is left to hear it.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const database: DatabaseHandle = { db, dialect, destroy: () => db.destroy() };
  const crash = async () => {
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'crashing'`.execute(
      admin,
    );
  };
  return { database, crash };
}

describe.each(dialects)('the Idempotency-Key of a submit on %s', (dialect) => {
  let t: OrderTestApp;
  let crashing: { app: FastifyInstance; database: DatabaseHandle; release(): void } | undefined;
  afterEach(async () => {
    if (crashing) {
      crashing.release();
      await crashing.app.close();
      await within(5_000, crashing.database.destroy()).catch(() => undefined);
      crashing = undefined;
    }
    await t?.close();
  });

  async function readyOrder(intake: object = DELIVERY) {
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper, intake);
    await addItem(t, shopper, order.id, BURRITOS);
    return { shopper, order, body: await submitBody(t, shopper) };
  }
  const keyRows = () => t.database.db.selectFrom('idempotency_keys').selectAll().execute();

  test('keeps what a replay needs, the order placed or the refusal, and no contact details', async () => {
    t = await startOrderApp(dialect);
    const { shopper, order, body } = await readyOrder();
    const key = newKey();
    const first = await submit(t, shopper, order.id, body, key);
    expect(first.statusCode, first.body).toBe(200);
    const declined = await readyOrder();
    const declineBody = await submitBody(t, declined.shopper, DECLINE_CARD);
    const declineKey = newKey();
    const refused = await submit(t, declined.shopper, declined.order.id, declineBody, declineKey);
    expect(refused.statusCode).toBe(402);

    const rows = await keyRows();
    expect(rows).toHaveLength(2);
    const stored = JSON.stringify(rows);
    for (const detail of Object.values(CONTACT)) expect(stored).not.toContain(detail);
    expect(rows.find((row) => row.idempotency_key === key)).toMatchObject({
      response_status: 200,
      order_id: order.id,
      error_body: null,
    });
    const refusal = rows.find((row) => row.idempotency_key === declineKey);
    expect(refusal).toMatchObject({ response_status: 402, order_id: null });
    expect(JSON.parse(refusal?.error_body ?? '')).toEqual(refused.json());

    // Replays answer as the first calls did.
    const again = await submit(t, shopper, order.id, body, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(again.json().orderDetail.customer).toEqual(CONTACT);
    const refusedAgain = await submit(
      t,
      declined.shopper,
      declined.order.id,
      declineBody,
      declineKey,
    );
    expect([refusedAgain.statusCode, refusedAgain.json()]).toEqual([402, refused.json()]);
  });

  test('a key lasts 24 hours: then a retry runs afresh, and housekeeping deletes it', async () => {
    t = await startOrderApp(dialect);
    const { shopper, order, body } = await readyOrder();
    const key = newKey();
    expect((await submit(t, shopper, order.id, body, key)).statusCode).toBe(200);
    const dayOld = Date.now() - 24 * HOUR - 60_000;
    await t.database.db.updateTable('idempotency_keys').set({ created_at: dayOld }).execute();

    // The key no longer replays: the order is placed already, so a new run is refused as such.
    const late = await submit(t, shopper, order.id, { ...body, fraudSessionId: 'another' }, key);
    expect(late.json().errorCode).toBe('ORD-0409');

    const other = await readyOrder();
    expect((await submit(t, other.shopper, other.order.id, other.body)).statusCode).toBe(200);
    await t.database.db.updateTable('idempotency_keys').set({ created_at: dayOld }).execute();
    expect((await runHousekeeping(t.app)).idempotencyKeys).toBe(2);
    expect(await keyRows()).toEqual([]);
  });

  test('a submit cut off by a crash leaves no claim behind: the retry runs at once', async () => {
    t = await startOrderApp(dialect);
    // A delivery address without coordinates: the submit geocodes it again inside its transaction
    // when the quote has expired. That is where the crashing server is made to stop.
    const { latitude: _lat, longitude: _lon, ...address } = DELIVERY.deliveryAddress;
    const { shopper, order, body } = await readyOrder({
      ...DELIVERY,
      deliveryAddress: { ...address, postalCode: '10017' },
    });
    t.clock.now += 20 * 60_000;

    let entered: () => void = () => undefined;
    const stopped = new Promise<void>((resolve) => (entered = resolve));
    let release: () => void = () => undefined;
    const hang = new Promise<never>((_, reject) => (release = () => reject(new Error('crashed'))));
    hang.catch(() => undefined);
    const { database, crash } = openCrashableDatabase(
      dialect,
      t.config.DATABASE_URL,
      t.database.db,
    );
    const geocoder = {
      ...zipcodesGeocoder(),
      geocodePostalCode: () => {
        entered();
        return hang;
      },
    };
    const app = await buildApp(t.config, {
      database,
      services: { now: () => t.clock.now, geocoder },
    });
    crashing = { app, database, release };

    const key = newKey();
    void submit({ ...t, app }, shopper, order.id, body, key).catch(() => undefined);
    await within(10_000, stopped);
    await crash();

    const started = Date.now();
    const retry = await within(5_000, submit(t, shopper, order.id, body, key));
    expect(retry.statusCode, retry.body).toBe(200);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(retry.json()).toMatchObject({ id: order.id, status: 'Submitted' });
    const authorizations = await t.database.db
      .selectFrom('payment_authorizations')
      .select('id')
      .execute();
    expect(authorizations).toHaveLength(1);
  });
});
