import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-foundation';

// Imported in code (a static provider): the file provider cannot load .ts under Vitest.
const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
