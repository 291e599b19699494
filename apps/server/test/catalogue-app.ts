import type { Dialect } from '../src/db/database';
import type { Config } from '../src/config';
import { seedCatalogue } from '../src/db/seed/catalogue.seeder';
import { startTestApp, type TestApp } from './harness';

export interface CatalogueTestApp extends TestApp {
  /** The app's "now"; tests move it to make slots deterministic. */
  clock: { now: number };
}

/** Wednesday 10 March 2027, 12:00 UTC: a few days before the US spring clock change. */
export const DEFAULT_NOW = Date.parse('2027-03-10T12:00:00Z');

/** A migrated database holding the demo catalogue, and an app over it with an injected clock. */
export async function startCatalogueApp(
  dialect: Dialect,
  now = DEFAULT_NOW,
  overrides: Partial<Record<keyof Config, string>> = {},
): Promise<CatalogueTestApp> {
  const clock = { now };
  const t = await startTestApp(dialect, overrides, { services: { now: () => clock.now } });
  await seedCatalogue(t.database.db);
  return { ...t, clock };
}
