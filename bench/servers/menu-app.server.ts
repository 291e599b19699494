import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/database';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { seedDemoDataIfEmpty } from '../../apps/server/src/db/seed';

// The ordering service over a freshly seeded temp SQLite database, as main.ts runs it.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-bench-'));
const config = loadConfig({
  DATABASE_URL: path.join(dir, 'bench.sqlite'),
  SUBSCRIPTION_KEYS: process.env.BENCH_SUBSCRIPTION_KEY ?? 'bench-subscription-key',
  LOG_LEVEL: 'warn',
  WEB_DIST: path.join(dir, 'no-web-build'),
  // A few customers from one address place orders flat out: the write limits would stop them
  // (they are still counted, so the bench pays for the counters).
  SESSION_WRITES_PER_MINUTE: '10000000',
  ADDRESS_WRITES_PER_MINUTE: '10000000',
});
const database = openDatabase(config.DATABASE_URL);
await migrateToLatest(database.db);
await seedDemoDataIfEmpty(database.db);
const app = await buildApp(config, { database });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`LISTENING ${typeof address === 'object' && address ? address.port : 0}\n`);

process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database.destroy())
    .finally(() => {
      fs.rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    });
});
