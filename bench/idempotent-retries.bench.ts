import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database';
import { startPostgresCluster } from '../apps/server/test/postgres-cluster';
import { retryStorm } from '../apps/server/test/retry-storm';

// A client retrying one submit in a storm: RETRIES (1,000) simultaneous PUT submits with one
// Idempotency-Key against the built server, on SQLite and on PostgreSQL (the storm is
// apps/server/test/retry-storm.ts, which `npm test` runs too). Every answer must be the same
// order number, and the database must hold one placed order and one charge.
const RETRIES = Number(process.env.BENCH_RETRIES ?? 1000);

async function storm(label: string, databaseUrl: string) {
  const { ms, orderNumbers, failures } = await retryStorm(databaseUrl, RETRIES);
  const numbers = new Set(orderNumbers);
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
    `${label}: ${RETRIES} retries in ${ms} ms: ${orderNumbers.length} answered 200 with ${numbers.size} order number(s), ` +
      `${failures.length} refused or cut; ${placed.length} order placed, ${charges.length} charge ${ok ? 'OK' : 'FAILED'}`,
  );
  if (!ok) process.exitCode = 1;
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
