import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterEach, describe, expect, test } from 'vitest';
import { createTestDatabaseUrl, dialects } from '../../test/harness';
import { migrationProvider } from './migrations';
import { openDatabase, type DatabaseHandle } from './database';
import { assertSchemaCurrent, migrateToLatest, pendingMigrations } from './migrate';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Servers starting at once: each test/migrate.child.ts process loads and connects, then all of
 * them are told to migrate at the same moment. Resolves with their exit codes and output.
 */
async function migrateAtOnce(url: string, count: number) {
  const children = Array.from({ length: count }, () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/migrate.child.ts', url], {
      cwd: serverRoot,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const run = { output: '' };
    const exit = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const ready = new Promise<unknown>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        run.output += chunk.toString();
        if (run.output.includes('ready')) resolve(undefined);
      });
      void exit.then(resolve);
    });
    child.stderr.on('data', (chunk: Buffer) => (run.output += chunk.toString()));
    return { child, run, exit, ready };
  });
  await Promise.all(children.map(({ ready }) => ready));
  for (const { child } of children) child.stdin.end('go\n');
  return Promise.all(
    children.map(async ({ run, exit }) => ({ code: await exit, output: run.output })),
  );
}

describe.each(dialects)('migrations on %s', (dialect) => {
  let drop = async () => undefined as unknown;
  let database: DatabaseHandle | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
    await drop();
  });

  test('three servers migrating one fresh database at once all start, and each migration runs once', async () => {
    const target = await createTestDatabaseUrl(dialect);
    drop = target.drop;
    const runs = await migrateAtOnce(target.url, 3);
    expect(runs.map((run) => [run.code, run.output.includes('"ran"')])).toEqual([
      [0, true],
      [0, true],
      [0, true],
    ]);
    // Exactly one of them ran the migrations; the others found the schema current.
    const ranSomething = runs.filter((run) => !run.output.includes('{"ran":[]}'));
    expect(ranSomething).toHaveLength(1);

    database = openDatabase(target.url);
    const recorded = await sql<{ name: string }>`select name from kysely_migration`.execute(
      database.db,
    );
    const names = Object.keys(await migrationProvider.getMigrations()).sort();
    expect(recorded.rows.map((row) => row.name).sort()).toEqual(names);
    await assertSchemaCurrent(database.db);
  }, 60_000);

  test('a server refuses a schema older than its code, naming the migrations not run', async () => {
    const target = await createTestDatabaseUrl(dialect);
    drop = target.drop;
    database = openDatabase(target.url);
    await expect(assertSchemaCurrent(database.db)).rejects.toThrow(/older than this server/);
    expect((await pendingMigrations(database.db)).length).toBeGreaterThan(5);
    await migrateToLatest(database.db);
    await expect(assertSchemaCurrent(database.db)).resolves.toBeUndefined();
  });
});
