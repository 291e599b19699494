import type { TestProject } from 'vitest/node';
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

let cluster: PostgresCluster | undefined;

/** API tests run on SQLite always, and on PostgreSQL when TEST_POSTGRES=1 or under CI. */
export async function setup(project: TestProject): Promise<void> {
  const wanted = process.env.TEST_POSTGRES === '1' || process.env.CI === 'true';
  if (wanted) cluster = await startPostgresCluster();
  project.provide('postgresAdminUrl', cluster?.adminUrl ?? '');
}

export async function teardown(): Promise<void> {
  cluster?.stop();
}
