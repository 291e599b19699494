// A worker process of its own: the kill test runs it, kills it mid-send, and restarts the work.
import { openDatabase } from '../src/db/database';
import { emailDispatcher } from '../src/adapters/email/email-dispatcher';
import { smtpEmailSender } from '../src/adapters/email/smtp-email-sender';

const [databaseUrl, smtpUrl] = process.argv.slice(2);
if (!databaseUrl || !smtpUrl) throw new Error('usage: email-worker.child.ts <database> <smtp url>');
const database = openDatabase(databaseUrl);
const dispatcher = emailDispatcher(database.db, smtpEmailSender(smtpUrl, 'verdecantina.example'), {
  from: 'Verde Cantina Catering <orders@verdecantina.example>',
  now: Date.now,
});
await dispatcher.deliverDue();
await database.destroy();
