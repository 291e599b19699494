import type { FastifyInstance } from 'fastify';
import { afterEach, expect, test } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { createTestDatabaseUrl, SUBSCRIPTION_KEY } from '../../test/harness';

// Decision 265: SQLite commits without waiting for the disk, and an answer that tells of a commit
// leaves only once the write-ahead log is synced. Here the sync is held by the test, over a real
// HTTP server on a loopback port.

let app: FastifyInstance | undefined;
let database: DatabaseHandle | undefined;
let drop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await app?.close();
  await database?.destroy();
  await drop?.();
  app = database = drop = undefined;
});

function heldSync() {
  const waiting: ((error?: Error) => void)[] = [];
  return {
    sync: () =>
      new Promise<void>((resolve, reject) =>
        waiting.push((error) => (error ? reject(error) : resolve())),
      ),
    waiting: () => waiting.length,
    finishAll: (error?: Error) => waiting.splice(0).forEach((finish) => finish(error)),
  };
}

async function startApp(sync: () => Promise<void>): Promise<string> {
  const target = await createTestDatabaseUrl('sqlite', { migrated: true });
  drop = target.drop;
  database = openDatabase(target.url, { syncLog: sync });
  app = await buildApp(
    testConfig({ DATABASE_URL: target.url, SUBSCRIPTION_KEYS: SUBSCRIPTION_KEY }),
    {
      database,
    },
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

/** The app over a held sync, with whatever starting it committed already on disk. */
async function startHeld() {
  const held = heldSync();
  const origin = await startApp(held.sync);
  const started = database?.durable?.();
  held.finishAll();
  await started;
  // A guest session is a commit.
  const getStarted = () =>
    fetch(`${origin}/api/v1/customerauth/getstarted`, {
      headers: { 'x-subscription-key': SUBSCRIPTION_KEY },
    });
  return { held, origin, getStarted };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<'still waiting'>((r) => setTimeout(() => r('still waiting'), ms)),
  ]);

test('an answer that tells of a commit leaves only once the log is on disk', async () => {
  const { held, origin, getStarted } = await startHeld();
  const answer = getStarted();
  expect(await within(answer, 300)).toBe('still waiting');
  expect(held.waiting()).toBe(1);
  held.finishAll();
  const response = await answer;
  expect(response.status).toBe(200);
  expect(response.headers.get('set-cookie')).toMatch(/catering_session=/);

  // A read commits nothing and waits for nothing.
  const health = await within(
    fetch(`${origin}/api/v1/health`, { headers: { 'x-subscription-key': SUBSCRIPTION_KEY } }),
    2_000,
  );
  expect(health).not.toBe('still waiting');
  expect((health as Response).status).toBe(200);
  expect(held.waiting()).toBe(0);
});

test('when the log cannot be synced the answer is a 503, and so is every later one until a restart', async () => {
  const { held, origin, getStarted } = await startHeld();
  const answer = getStarted();
  while (held.waiting() === 0) await new Promise((resolve) => setTimeout(resolve, 10));
  held.finishAll(new Error('EIO: the disk failed'));
  const response = await answer;
  expect(response.status).toBe(503);
  expect(await response.json()).toMatchObject({ errorCode: 'GEN-0503' });
  // Readiness and liveness say so too: the process is restarted, and SQLite recovers the file.
  for (const path of ['/api/v1/health', '/api/v1/health/live']) {
    const check = await fetch(`${origin}${path}`, {
      headers: { 'x-subscription-key': SUBSCRIPTION_KEY },
    });
    expect(check.status, path).toBe(503);
  }
  expect(held.waiting()).toBe(0);
});
