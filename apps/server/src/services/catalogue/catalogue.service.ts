import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  bumpCatalogueVersion,
  readCatalogue,
  readCatalogueVersion,
} from '../../db/repositories/catalogue.repository';
import { buildSnapshot, type CatalogueSnapshot } from './catalogue-snapshot';

/**
 * The menu, event types and popular builds, cached per process. Each process re-reads the
 * catalogue version from app_meta at most every `recheckMs` and reloads when it moved, so a
 * change made through invalidateCatalogue() reaches every server behind the load balancer.
 */
export function catalogueService(db: Kysely<Database>, options: { recheckMs: number }) {
  let current: CatalogueSnapshot | undefined;
  let loading: Promise<CatalogueSnapshot> | undefined;
  let checkedAt = Date.now();
  let checking = false;
  let generation = 0;

  function load(): Promise<CatalogueSnapshot> {
    const started = generation;
    loading ??= (async () => {
      // Version first: rows read afterwards are at least that new, so a later bump is never missed.
      const version = await readCatalogueVersion(db);
      const snapshot = buildSnapshot(version, await readCatalogue(db));
      if (started === generation) current = snapshot;
      checkedAt = Date.now();
      return snapshot;
    })().finally(() => {
      loading = undefined;
    });
    return loading;
  }

  function recheckInBackground(): void {
    if (checking || Date.now() - checkedAt < options.recheckMs) return;
    checking = true;
    readCatalogueVersion(db)
      .then((version) => (version !== current?.version ? load() : undefined))
      .catch(() => undefined)
      .finally(() => {
        checking = false;
        checkedAt = Date.now();
      });
  }

  return {
    /** The current snapshot without waiting, once loaded: the hot path. */
    peek(): CatalogueSnapshot | undefined {
      if (current) recheckInBackground();
      return current;
    },
    /**
     * Runs `read` on the current snapshot: at once when it is loaded, so a hot path (every menu
     * read) makes no promise; else once it has loaded (after a catalogue change).
     */
    withSnapshot<T>(read: (snapshot: CatalogueSnapshot) => T): T | Promise<T> {
      const loaded = this.peek();
      return loaded ? read(loaded) : load().then(read);
    },
    /** The current snapshot, loading it on first use. */
    snapshot(): Promise<CatalogueSnapshot> {
      return Promise.resolve(this.withSnapshot((snapshot) => snapshot));
    },
    /** Call after changing catalogue tables: bumps the shared version and drops this cache. */
    async invalidateCatalogue(): Promise<void> {
      await bumpCatalogueVersion(db);
      generation += 1;
      current = undefined;
      loading = undefined;
    },
  };
}

export type CatalogueService = ReturnType<typeof catalogueService>;
