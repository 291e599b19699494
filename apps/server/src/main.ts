import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoDataIfEmpty } from './db/seed';
import { startHousekeeping } from './housekeeping';
import { startSmsWorker } from './adapters/sms/sms-dispatcher';
import { startOutboxWorker } from './adapters/outbox/outbox-dispatcher';

const config = loadConfig();
// Until the app (and its logger) exists, a lost connection is reported on stderr.
let reportLostConnection = (error: Error) => console.warn('database connection lost', error);
const database = openDatabase(config.DATABASE_URL, {
  onConnectionLost: (error) => reportLostConnection(error),
});
await migrateToLatest(database.db);
if (config.SEED_DEMO_DATA) await seedDemoDataIfEmpty(database.db);

const app = await buildApp(config, { database });
reportLostConnection = (error) => app.log.warn({ err: error }, 'database connection lost');
app.addHook('onClose', () => database.destroy());

const stopSmsWorker =
  config.SMS_WORKER_SECONDS > 0
    ? startSmsWorker(app.services.sms, config.SMS_WORKER_SECONDS * 1000)
    : () => {};
const stopEmailWorker =
  config.EMAIL_WORKER_SECONDS > 0
    ? startOutboxWorker(app.services.emails, config.EMAIL_WORKER_SECONDS * 1000)
    : () => {};
const stopHousekeeping =
  config.HOUSEKEEPING_MINUTES > 0
    ? startHousekeeping(app, config.HOUSEKEEPING_MINUTES * 60_000)
    : () => {};

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    stopHousekeeping();
    stopSmsWorker();
    stopEmailWorker();
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`Catering ordering service ready on http://localhost:${config.PORT}`);
if (config.NODE_ENV !== 'production') {
  app.log.info(`Text messages sent in development: http://localhost:${config.PORT}/dev/outbox`);
  app.log.info(`Emails sent in development: http://localhost:${config.PORT}/dev/emails`);
}
