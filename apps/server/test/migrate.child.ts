// One server's start-up migration in a process of its own: the concurrency test runs several.
import { openDatabase } from '../src/db/database';
import { assertSchemaCurrent, migrateToLatest } from '../src/db/migrate';

const [databaseUrl] = process.argv.slice(2);
if (!databaseUrl) throw new Error('usage: migrate.child.ts <database>');
const database = openDatabase(databaseUrl);
// Loaded and connected: wait for the test's "go", which all the children get at once.
console.log('ready');
await new Promise((resolve) => process.stdin.once('data', resolve));
try {
  const ran = await migrateToLatest(database.db);
  await assertSchemaCurrent(database.db);
  console.log(JSON.stringify({ ran }));
} finally {
  await database.destroy();
}
