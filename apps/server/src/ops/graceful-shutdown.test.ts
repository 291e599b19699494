import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, test } from 'vitest';
import { createTestDatabaseUrl, dialects, SUBSCRIPTION_KEY } from '../../test/harness';
import { startServerProcess, type ServerProcess } from '../../test/server-process';

const CAPACITY_BODY = JSON.stringify({
  restaurantNumbers: [1001],
  date: '2030-01-07',
  orderType: 'pickup',
  headcount: 10,
});

/** A request whose client sends half its body now and the rest when told: in flight meanwhile. */
function slowRequest(origin: string) {
  const half = Math.floor(CAPACITY_BODY.length / 2);
  let answer: (value: { status: number; body: string }) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  const request = http.request(`${origin}/api/v1/capacity`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(CAPACITY_BODY),
      'x-subscription-key': SUBSCRIPTION_KEY,
    },
  });
  request.on('response', (res) => {
    let body = '';
    res.on('data', (chunk: Buffer) => (body += chunk.toString()));
    res.on('end', () => answer({ status: res.statusCode ?? 0, body }));
  });
  request.on('error', fail);
  void response.catch(() => undefined); // a test that fails early leaves it unanswered
  request.write(CAPACITY_BODY.slice(0, half));
  return { response, finish: () => request.end(CAPACITY_BODY.slice(half)) };
}

describe.each(dialects)('graceful shutdown on %s', (dialect) => {
  let server: ServerProcess | undefined;
  let drop = async () => undefined as unknown;
  afterEach(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await server?.exited;
    await drop();
  });

  test('SIGTERM: health answers 503 while draining, the request in flight completes, exit 0', async () => {
    const target = await createTestDatabaseUrl(dialect, { migrated: true });
    drop = target.drop;
    server = await startServerProcess({
      DATABASE_URL: target.url,
      SHUTDOWN_DELAY_SECONDS: '1.5',
      SHUTDOWN_TIMEOUT_SECONDS: '20',
    });
    const inFlight = slowRequest(server.origin);
    await sleep(200);
    server.child.kill('SIGTERM');
    await sleep(300);

    const draining = await fetch(`${server.origin}/api/v1/health`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toMatchObject({ errorCode: 'GEN-0503' });
    const live = await fetch(`${server.origin}/api/v1/health/live`);
    expect(live.status).toBe(200);

    // The listener closes after the delay; the slow client is still sending its body.
    await sleep(2_000);
    await expect(fetch(`${server.origin}/api/v1/health`)).rejects.toThrow();
    inFlight.finish();
    const answered = await inFlight.response;
    // The route itself answered (the empty database knows no restaurant 1001), not a 503.
    expect(answered.status).toBe(404);
    expect(JSON.parse(answered.body)).toHaveProperty('errorCode');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 60_000);

  test('a request that outlasts the shutdown timeout is cut, and the process still ends', async () => {
    if (dialect === 'postgres') return; // the bound is the process's, whatever the database
    const target = await createTestDatabaseUrl(dialect, { migrated: true });
    drop = target.drop;
    server = await startServerProcess({
      DATABASE_URL: target.url,
      SHUTDOWN_TIMEOUT_SECONDS: '1',
    });
    const never = slowRequest(server.origin);
    await sleep(200);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await expect(never.response).rejects.toThrow();
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(5_000);
  }, 60_000);
});
