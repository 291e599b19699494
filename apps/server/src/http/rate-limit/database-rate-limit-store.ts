import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { rateLimitCountersRepository } from '../../db/repositories/rate-limit-counters.repository';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A route's own counters are apart from every other route's; limits made in code name their keys. */
function scopeOf(options: unknown): string {
  const route = (options as { routeInfo?: { method?: unknown; url?: unknown } } | undefined)
    ?.routeInfo;
  return route?.url ? `${String(route.method)} ${String(route.url)}|` : '';
}

/**
 * A store for @fastify/rate-limit whose counters are rows of `rate_limit_counters`: every process
 * on the database counts against the same limit (fixed windows, as the plugin's own store).
 */
export function databaseRateLimitStore(
  db: Kysely<Database>,
  now: () => number = Date.now,
): FastifyRateLimitStoreCtor {
  const counters = rateLimitCountersRepository(db);

  class DatabaseRateLimitStore {
    constructor(
      _options: unknown,
      private readonly scope = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const at = now();
      counters.hit(this.scope + key, timeWindow, at).then(
        ({ hits, resetAt }) => callback(null, { current: hits, ttl: resetAt - at }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      const at = now();
      counters.read(this.scope + key, at).then(
        ({ hits, resetAt }) => callback(null, { current: hits, ttl: resetAt - at }),
        (error: Error) => callback(error),
      );
    }

    child(options: unknown): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(options, scopeOf(options));
    }
  }
  return DatabaseRateLimitStore;
}
