import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database';
import { startPostgresCluster } from '../apps/server/test/postgres-cluster';
import { startServerProcess } from '../apps/server/test/server-process';
import { CRASH_SERVER_ENV } from '../apps/server/test/crash-rounds';
import {
  freePickupSlots,
  prepareHttpOrder,
  startHttpShopper,
  submitHttpOrder,
  type HttpShopper,
} from '../apps/server/test/http-shopper';

// A client retrying one submit in a storm: RETRIES (1,000) simultaneous PUT submits with one
// Idempotency-Key against the built server, on SQLite and on PostgreSQL. Every answer must be the
// same order number, and the database must hold one placed order and one charge.
const RETRIES = Number(process.env.BENCH_RETRIES ?? 1000);

async function storm(label: string, databaseUrl: string) {
  const server = await startServerProcess(
    { ...CRASH_SERVER_ENV, DATABASE_URL: databaseUrl },
    { built: true },
  );
  try {
    const shopper: HttpShopper = await startHttpShopper(server.origin);
    const [slot] = await freePickupSlots(server.origin, shopper, 1);
    if (!slot) throw new Error('no free slot');
    const order = await prepareHttpOrder(server.origin, shopper, slot);
    const key = randomUUID();
    const started = Date.now();
    const answers = await Promise.allSettled(
      Array.from({ length: RETRIES }, () => submitHttpOrder(server.origin, shopper, order, key)),
    );
    const ms = Date.now() - started;
    const numbers = new Set(
      answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value.orderNumber] : [])),
    );
    const refused = answers.filter((a) => a.status === 'rejected').length;
    const database = openDatabase(databaseUrl);
    const placed = await database.db
      .selectFrom('orders')
      .select('id')
      .where('status', '=', 'Submitted')
      .execute();
    const charges = await database.db
      .selectFrom('payment_authorizations')
      .select('id')
      .where('status', '=', 'approved')
      .execute();
    await database.destroy();
    const ok = numbers.size === 1 && placed.length === 1 && charges.length === 1;
    console.log(
      `${label}: ${RETRIES} retries in ${ms} ms: ${RETRIES - refused} answered 200 with ${numbers.size} order number(s), ` +
        `${refused} refused or cut; ${placed.length} order placed, ${charges.length} charge ${ok ? 'OK' : 'FAILED'}`,
    );
    if (!ok) process.exitCode = 1;
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-retries-'));
try {
  await storm('SQLite', path.join(dir, 'retries.sqlite'));
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
const cluster = await startPostgresCluster();
try {
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  await admin.connect();
  await admin.query('create database retries');
  await admin.end();
  await storm('PostgreSQL', cluster.adminUrl.replace(/\/postgres$/, '/retries'));
} finally {
  cluster.stop();
}
