import { sql, type Kysely } from 'kysely';
import { withoutWaitingForDisk } from '../durability';
import type { Database } from '../schema';
import { preparedQuery } from '../prepared-query';

export interface RateLimitCount {
  hits: number;
  resetAt: number;
}

// Both expressions of the update read the row as it was before this update.
const countHitQuery = preparedQuery((db, args: { key: string; now: number; resetAt: number }) => {
  const ended = sql<boolean>`rate_limit_counters.reset_at <= ${args.now}`;
  return db
    .insertInto('rate_limit_counters')
    .values({ key: args.key, hits: 1, reset_at: args.resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql`case when ${ended} then 1 else rate_limit_counters.hits + 1 end`,
        reset_at: sql`case when ${ended} then ${args.resetAt} else rate_limit_counters.reset_at end`,
      }),
    )
    .returning(['hits', 'reset_at']);
});

// Two counters in one statement (a write call counts against its address and its session). On
// PostgreSQL the rows are locked in the order written: callers always put the same kind first.
const countTwoHitsQuery = preparedQuery(
  (db, args: { first: string; second: string; now: number; resetAt: number }) => {
    const ended = sql<boolean>`rate_limit_counters.reset_at <= ${args.now}`;
    return db
      .insertInto('rate_limit_counters')
      .values([
        { key: args.first, hits: 1, reset_at: args.resetAt },
        { key: args.second, hits: 1, reset_at: args.resetAt },
      ])
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql`case when ${ended} then 1 else rate_limit_counters.hits + 1 end`,
          reset_at: sql`case when ${ended} then ${args.resetAt} else rate_limit_counters.reset_at end`,
        }),
      )
      .returning(['key', 'hits', 'reset_at']);
  },
);

async function countHit(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now: number,
): Promise<RateLimitCount> {
  const row = await countHitQuery.first(db, { key, now, resetAt: now + windowMs });
  if (!row) throw new Error('the rate-limit upsert returned no row');
  return { hits: Number(row.hits), resetAt: Number(row.reset_at) };
}

/** Fixed-window counters; one upsert counts a hit atomically on both engines. */
export function rateLimitCountersRepository(db: Kysely<Database>) {
  return {
    /** Counts a hit on `key`; a window that has ended starts again at this hit (see durability). */
    hit(key: string, windowMs: number, now: number): Promise<RateLimitCount> {
      return withoutWaitingForDisk(db, (connection) => countHit(connection, key, windowMs, now));
    },

    /**
     * Counts a hit on each of two different keys with one statement, in one write that does not
     * wait for the disk: a write call's two limits cost one round instead of two.
     */
    hitBoth(
      first: string,
      second: string,
      windowMs: number,
      now: number,
    ): Promise<[RateLimitCount, RateLimitCount]> {
      if (first === second) throw new Error(`two hits on one rate-limit key: ${first}`);
      return withoutWaitingForDisk(db, async (connection) => {
        const rows = await countTwoHitsQuery.rows(connection, {
          first,
          second,
          now,
          resetAt: now + windowMs,
        });
        const countOf = (key: string): RateLimitCount => {
          const row = rows.find((candidate) => candidate.key === key);
          if (!row) throw new Error(`the rate-limit upsert returned no row for ${key}`);
          return { hits: Number(row.hits), resetAt: Number(row.reset_at) };
        };
        return [countOf(first), countOf(second)];
      });
    },

    /** The count of `key` without counting a hit. */
    async read(key: string, now: number): Promise<RateLimitCount> {
      const row = await db
        .selectFrom('rate_limit_counters')
        .select(['hits', 'reset_at'])
        .where('key', '=', key)
        .where('reset_at', '>', now)
        .executeTakeFirst();
      return row
        ? { hits: Number(row.hits), resetAt: Number(row.reset_at) }
        : { hits: 0, resetAt: now };
    },

    /** Housekeeping: counters whose window has ended count nothing any more. */
    async deleteEnded(now: number): Promise<number> {
      const result = await db
        .deleteFrom('rate_limit_counters')
        .where('reset_at', '<=', now)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
