import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database';
import { crashRounds } from '../apps/server/test/crash-rounds';

// The crash proof at length: the built server is killed with SIGKILL BENCH_KILLS times (100)
// while guests submit orders, and restarted on the same SQLite file each time. Then every
// acknowledged order must be there once, submitted, with one approved charge, and the file sound.
const KILLS = Number(process.env.BENCH_KILLS ?? 100);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-crash-bench-'));
const file = path.join(dir, 'crash.sqlite');
const started = Date.now();
try {
  const run = await crashRounds(file, { kills: KILLS, customers: 4, roundMs: [800, 2500] });
  const database = openDatabase(file);
  const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(
    database.db,
  );
  const ids = run.acknowledged.map((order) => order.id);
  const found = await database.db
    .selectFrom('orders')
    .leftJoin('payment_authorizations', (join) =>
      join
        .onRef('payment_authorizations.order_id', '=', 'orders.id')
        .on('payment_authorizations.status', '=', 'approved'),
    )
    .select(['orders.id', 'orders.status', 'payment_authorizations.id as charge'])
    .where('orders.id', 'in', ids.length ? ids : [''])
    .execute();
  await database.destroy();
  const charges = new Map<string, number>();
  for (const row of found) if (row.charge) charges.set(row.id, (charges.get(row.id) ?? 0) + 1);
  const missing = ids.filter((id) => !found.some((row) => row.id === id));
  const notOnce = ids.filter((id) => charges.get(id) !== 1);
  const ok = integrity.rows[0]?.integrity_check === 'ok' && !missing.length && !notOnce.length;
  console.log(
    `${run.kills} kills in ${Math.round((Date.now() - started) / 1000)} s: ${ids.length} orders acknowledged, ` +
      `${missing.length} missing, ${notOnce.length} without exactly one charge, integrity_check ${integrity.rows[0]?.integrity_check}`,
  );
  if (!ok) process.exitCode = 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
