import { afterEach, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { createTestDatabaseUrl, dialects } from '../../../test/harness';
import { markDraining } from '../../ops/draining';

describe.each(dialects)('health on %s', (dialect) => {
  let app: FastifyInstance | undefined;
  let drop = async () => undefined as unknown;
  afterEach(async () => {
    await app?.close();
    await drop();
  });

  async function start() {
    const target = await createTestDatabaseUrl(dialect, { migrated: true });
    drop = target.drop;
    const database = openDatabase(target.url);
    app = await buildApp(testConfig({ DATABASE_URL: target.url }), { database });
    await app.ready();
    return { app, database };
  }

  test('readiness and liveness answer 200 without a subscription key', async () => {
    const { app } = await start();
    const ready = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok', database: 'ok' });
    const live = await app.inject({ method: 'GET', url: '/api/v1/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
  });

  test('a database that does not answer makes readiness 503 GEN-0503; liveness stays 200', async () => {
    const { app, database } = await start();
    await database.destroy();
    const ready = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      errorCode: 'GEN-0503',
      message: "Sorry, something's not right",
    });
    expect(ready.headers['x-ui-version']).toBeDefined();
    const live = await app.inject({ method: 'GET', url: '/api/v1/health/live' });
    expect(live.statusCode).toBe(200);
  });

  test('a draining server answers 503 to readiness', async () => {
    const { app } = await start();
    markDraining(app);
    const ready = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ errorCode: 'GEN-0503' });
  });

  test('OpenAPI documents readiness with its 503 and liveness', async () => {
    const { app } = await start();
    const spec = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<{
      paths: Record<string, { get: { responses: Record<string, unknown> } }>;
    }>();
    expect(Object.keys(spec.paths['/api/v1/health']?.get.responses ?? {})).toContain('503');
    expect(spec.paths['/api/v1/health/live']?.get.responses).toHaveProperty('200');
  });
});
