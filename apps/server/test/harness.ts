import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app';
import { testConfig, type Config } from '../src/config';
import { openDatabase, type DatabaseHandle, type Dialect } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';

export const SUBSCRIPTION_KEY = 'test-subscription-key';

/** The dialects this run covers: SQLite always, PostgreSQL when the global setup started it. */
export const dialects: Dialect[] = inject('postgresAdminUrl') ? ['sqlite', 'postgres'] : ['sqlite'];

/**
 * A new database of the dialect: a file in a temp folder, or a fresh PostgreSQL database. Empty,
 * or with `migrated` already at the latest migration (a copy of the global setup's template).
 */
export async function createTestDatabaseUrl(
  dialect: Dialect,
  { migrated = false }: { migrated?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-sqlite-'));
    if (migrated) fs.copyFileSync(inject('sqliteTemplate'), path.join(dir, 'test.sqlite'));
    return {
      url: path.join(dir, 'test.sqlite'),
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const adminUrl = inject('postgresAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    migrated
      ? `create database ${name} template ${inject('postgresTemplate')}`
      : `create database ${name}`,
  );
  await admin.end();
  return {
    url: adminUrl.replace(/\/postgres$/, `/${name}`),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** Headers every well-behaved client sends. */
  headers: Record<string, string>;
  close(): Promise<void>;
}

/** A migrated database and an app over it, not listening; close() removes everything. */
export async function startTestApp(
  dialect: Dialect,
  overrides: Partial<Record<keyof Config, string>> = {},
  options: Omit<BuildOptions, 'database'> = {},
): Promise<TestApp> {
  const target = await createTestDatabaseUrl(dialect, { migrated: true });
  const config = testConfig({
    DATABASE_URL: target.url,
    SUBSCRIPTION_KEYS: SUBSCRIPTION_KEY,
    ...overrides,
  });
  const database = openDatabase(config.DATABASE_URL);
  await migrateToLatest(database.db); // nothing left to run: a check that the template is current
  const app = await buildApp(config, { ...options, database });
  return {
    app,
    database,
    config,
    headers: { 'x-subscription-key': SUBSCRIPTION_KEY },
    close: async () => {
      await app.close();
      await database.destroy();
      await target.drop();
    },
  };
}

/** The session cookie of a response, ready to send back as a Cookie header. */
export function sessionCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === 'catering_session');
  if (!cookie) throw new Error('response set no session cookie');
  return `catering_session=${cookie.value}`;
}
