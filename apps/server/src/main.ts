import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { assertSchemaCurrent, migrateToLatest } from './db/migrate';
import { seedDemoDataIfEmpty } from './db/seed';
import { startHousekeeping } from './housekeeping';
import { startSmsWorker } from './adapters/sms/sms-dispatcher';
import { startOutboxWorker } from './adapters/outbox/outbox-dispatcher';
import { installGracefulShutdown } from './ops/graceful-shutdown';
import { registerMetrics, serveMetrics } from './ops/metrics';

const config = loadConfig();
// Until the app (and its logger) exists, a lost connection is reported on stderr.
let reportLostConnection = (error: Error) => console.warn('database connection lost', error);
const database = openDatabase(config.DATABASE_URL, {
  onConnectionLost: (error) => reportLostConnection(error),
});
if (config.MIGRATE_ON_START) await migrateToLatest(database.db);
await assertSchemaCurrent(database.db);
if (config.SEED_DEMO_DATA) await seedDemoDataIfEmpty(database.db);

const app = await buildApp(config, { database });
reportLostConnection = (error) => app.log.warn({ err: error }, 'database connection lost');
app.addHook('onClose', () => database.destroy());

// Metrics on their own port, never the public one; off unless METRICS_PORT is set.
const metrics =
  config.METRICS_PORT > 0
    ? await serveMetrics(registerMetrics(app, database), config.METRICS_PORT, config.HOST)
    : undefined;

const every = (seconds: number, start: (intervalMs: number) => () => void) =>
  seconds > 0 ? start(seconds * 1000) : () => {};
const stopSmsWorker = every(config.SMS_WORKER_SECONDS, (ms) =>
  startSmsWorker(app.services.sms, ms),
);
const stopEmailWorker = every(config.EMAIL_WORKER_SECONDS, (ms) =>
  startOutboxWorker(app.services.emails, ms),
);
const stopHousekeeping = every(config.HOUSEKEEPING_MINUTES * 60, (ms) =>
  startHousekeeping(app, ms),
);

installGracefulShutdown(app, {
  delayMs: config.SHUTDOWN_DELAY_SECONDS * 1000,
  timeoutMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000,
  stopWorkers: () => {
    stopHousekeeping();
    stopSmsWorker();
    stopEmailWorker();
  },
  closeAlso: async () => metrics?.close(),
});

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`Catering ordering service ready on http://localhost:${config.PORT}`);
if (config.NODE_ENV !== 'production') {
  app.log.info(`Text messages sent in development: http://localhost:${config.PORT}/dev/outbox`);
  app.log.info(`Emails sent in development: http://localhost:${config.PORT}/dev/emails`);
}
