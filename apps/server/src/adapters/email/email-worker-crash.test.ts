import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test } from 'vitest';
import { OUTBOX_LEASE_MS } from '../outbox/outbox-dispatcher';
import { dialects, startTestApp, type TestApp } from '../../../test/harness';
import { startSmtpServer } from '../../../test/smtp.helpers';
import { emailDispatcher } from './email-dispatcher';
import { queueEmail } from './email-outbox';
import { smtpEmailSender } from './smtp-email-sender';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const FROM = 'Verde Cantina Catering <orders@verdecantina.example>';
// Each test starts a worker process through tsx: seconds on a busy machine, so more than 30.
const SPAWNS_A_PROCESS = 90_000;

const email = (to: string) => ({
  kind: 'order-placed' as const,
  orderId: null,
  to,
  subject: `for ${to}`,
  html: '<p>hello</p>',
  text: 'hello',
  attachments: [],
});

let killWorker = () => undefined as unknown;

/** Runs a worker in its own process; `killWorker` kills it (SIGKILL). Answers how it ended. */
async function runWorkerUntilKilled(t: TestApp, smtpUrl: string) {
  const worker = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/email-worker.child.ts', t.config.DATABASE_URL, smtpUrl],
    { cwd: serverRoot, stdio: 'ignore' },
  );
  killWorker = () => worker.kill('SIGKILL');
  return new Promise<NodeJS.Signals | null>((resolve) =>
    worker.on('exit', (_code, signal) => resolve(signal)),
  );
}

describe.each(dialects)('a worker killed mid-send on %s', (dialect) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  afterEach(async () => {
    await t?.close();
    await smtp?.close();
  });

  test(
    'loses nothing and sends nothing twice once the work restarts',
    async () => {
      t = await startTestApp(dialect, { EMAIL_WORKER_SECONDS: '0' });
      // The first email's transaction committed: two rows are pending, nobody has sent them.
      const committedAt = Date.now();
      await queueEmail(t.database.db, email('first@example.com'), committedAt - 1000);
      await queueEmail(t.database.db, email('second@example.com'), committedAt);

      // A worker in its own process claims the first email and is killed (SIGKILL) as it
      // connects to send it: claimed, not sent.
      smtp = await startSmtpServer({ onConnect: () => killWorker() });
      expect(await runWorkerUntilKilled(t, smtp.url)).toBe('SIGKILL');
      const claimed = await t.database.db
        .selectFrom('email_outbox')
        .selectAll()
        .orderBy('created_at')
        .execute();
      expect(claimed.map((row) => [row.to_address, row.status, row.attempts])).toEqual([
        ['first@example.com', 'pending', 0],
        ['second@example.com', 'pending', 0],
      ]);
      expect(claimed[0]!.lease_until).not.toBeNull();
      expect(smtp.received).toHaveLength(0);

      // The restarted worker sends what nobody holds at once, and the killed worker's email once
      // its lease has run out; running again sends nothing more.
      const clock = { now: Date.now() };
      const restarted = emailDispatcher(t.database.db, smtpEmailSender(smtp.url, 'example.com'), {
        from: FROM,
        now: () => clock.now,
      });
      await restarted.deliverDue();
      expect(smtp.received.map((r) => r.envelopeTo[0])).toEqual(['second@example.com']);
      clock.now += OUTBOX_LEASE_MS;
      await restarted.deliverDue();
      await restarted.deliverDue();
      expect(smtp.received.map((r) => r.envelopeTo[0])).toEqual([
        'second@example.com',
        'first@example.com',
      ]);
      const rows = await t.database.db.selectFrom('email_outbox').selectAll().execute();
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    },
    SPAWNS_A_PROCESS,
  );

  test(
    'killed after the SMTP server took an email, the resend carries the same Message-ID',
    async () => {
      t = await startTestApp(dialect, { EMAIL_WORKER_SECONDS: '0' });
      const id = await queueEmail(t.database.db, email('once@example.com'), Date.now());
      // The server has the whole message; the worker dies before it hears "accepted", so the row
      // is never marked sent: the one window where an email can go out twice (decision 140).
      smtp = await startSmtpServer({ onMessage: () => killWorker() });
      expect(await runWorkerUntilKilled(t, smtp.url)).toBe('SIGKILL');
      expect(smtp.received).toHaveLength(1);

      const clock = { now: Date.now() + OUTBOX_LEASE_MS };
      const sender = smtpEmailSender(smtp.url, 'verdecantina.example');
      await emailDispatcher(t.database.db, sender, {
        from: FROM,
        now: () => clock.now,
      }).deliverDue();
      const ids = smtp.received.map((r) => r.mail.messageId);
      expect(ids).toEqual([`<${id}@verdecantina.example>`, `<${id}@verdecantina.example>`]);
      const row = await t.database.db
        .selectFrom('email_outbox')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    },
    SPAWNS_A_PROCESS,
  );
});
