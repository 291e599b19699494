import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    /** A migrated SQLite file that each test copies (see createTestDatabaseUrl). */
    sqliteTemplate: string;
    /** A migrated PostgreSQL database that each test's database is created from. */
    postgresTemplate: string;
  }
}

let cluster: PostgresCluster | undefined;
let templateDir: string | undefined;

const POSTGRES_TEMPLATE = 'catering_migrated';

/**
 * Migrating a database takes about a second, and almost every API test needs a fresh one: the
 * migrations run once here, into a template each test copies (a file copy on SQLite, CREATE
 * DATABASE ... TEMPLATE on PostgreSQL). Tests of the migrations themselves start empty.
 */
async function migratedTemplate(url: string): Promise<void> {
  const database = openDatabase(url);
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.destroy();
  }
}

/** API tests run on SQLite always, and on PostgreSQL when TEST_POSTGRES=1 or under CI. */
export async function setup(project: TestProject): Promise<void> {
  templateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-template-'));
  const sqliteTemplate = path.join(templateDir, 'migrated.sqlite');
  await migratedTemplate(sqliteTemplate);
  // Closing the last connection folds the write-ahead log into the file: the copy is one file.
  if (fs.existsSync(`${sqliteTemplate}-wal`)) throw new Error('the SQLite template kept its WAL');
  project.provide('sqliteTemplate', sqliteTemplate);

  const wanted = process.env.TEST_POSTGRES === '1' || process.env.CI === 'true';
  if (wanted) {
    cluster = await startPostgresCluster({ inMemory: true });
    const admin = new pg.Client({ connectionString: cluster.adminUrl });
    await admin.connect();
    await admin.query(`create database ${POSTGRES_TEMPLATE}`);
    await admin.end();
    await migratedTemplate(cluster.adminUrl.replace(/\/postgres$/, `/${POSTGRES_TEMPLATE}`));
  }
  project.provide('postgresAdminUrl', cluster?.adminUrl ?? '');
  project.provide('postgresTemplate', cluster ? POSTGRES_TEMPLATE : '');
}

export async function teardown(): Promise<void> {
  cluster?.stop();
  if (templateDir) fs.rmSync(templateDir, { recursive: true, force: true });
}
