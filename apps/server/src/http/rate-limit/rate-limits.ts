import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { rateLimitCountersRepository } from '../../db/repositories/rate-limit-counters.repository';
import { hashToken } from '../../services/sessions.service';
import { errorResponses } from '../error-responses';
import { sessionTokenOf } from '../session-cookie';
import { databaseRateLimitStore } from './database-rate-limit-store';

const MINUTE_MS = 60_000;

/** @fastify/rate-limit with its counters in the database; a route opts in with `config.rateLimit`. */
export async function registerRateLimits(
  app: FastifyInstance,
  db: Kysely<Database>,
): Promise<void> {
  await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(db) });
}

// The error handler answers any 429 with GEN-0429, as it does the plugin's own refusals.
const tooManyRequests = () => Object.assign(new Error('Too many write calls'), { statusCode: 429 });

/**
 * An onRequest hook for calls that write: each counts against its session and against its client
 * address (SESSION_WRITES_PER_MINUTE, ADDRESS_WRITES_PER_MINUTE), and is refused with 429 past
 * either. With `exceptReads`, GET and HEAD pass uncounted (a folder where only changes write).
 * The counters are the store's (same keys, same fixed windows), but both hits go in one statement
 * (decision 261): the plugin would send one each, and every change of an order pays for them.
 */
export function writeLimit(app: FastifyInstance, options: { exceptReads?: boolean } = {}) {
  const counters = rateLimitCountersRepository(app.db);
  const { ADDRESS_WRITES_PER_MINUTE: perAddress, SESSION_WRITES_PER_MINUTE: perSession } =
    app.config;

  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (options.exceptReads && (request.method === 'GET' || request.method === 'HEAD')) return;
    const now = Date.now();
    const addressKey = `writes:address:${normalizeIP(request.ip)}`;
    const token = sessionTokenOf(request);
    // Without a session cookie the call is refused anyway (401); its address still counts it.
    const counts = token
      ? await counters.hitBoth(addressKey, `writes:session:${hashToken(token)}`, MINUTE_MS, now)
      : [await counters.hit(addressKey, MINUTE_MS, now)];
    const limits = [perAddress, perSession];
    let retryAfterSeconds = 0;
    counts.forEach((count, index) => {
      if (count.hits > (limits[index] ?? 0))
        retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil((count.resetAt - now) / 1000), 1);
    });
    if (retryAfterSeconds > 0) {
      reply.header('retry-after', retryAfterSeconds);
      throw tooManyRequests();
    }
  };
}

/**
 * Every call registered in `scope` from here on, GET and HEAD aside, counts against the write
 * limits (`writeLimit`), and its OpenAPI answers list the 429 it can get: one call does both, so
 * the document cannot forget a limited route.
 */
export function limitWritesIn(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.every((method) => method === 'GET' || method === 'HEAD')) return;
    const schema = route.schema ?? {};
    route.schema = {
      ...schema,
      response: { ...(schema.response as object | undefined), ...errorResponses(429) },
    };
  });
  scope.addHook('onRequest', writeLimit(scope, { exceptReads: true }));
}
