import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { hashToken } from '../../services/sessions.service';
import { errorResponses } from '../error-responses';
import { SESSION_COOKIE } from '../session-cookie';
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
 */
export function writeLimit(app: FastifyInstance, options: { exceptReads?: boolean } = {}) {
  const sessionToken = (request: FastifyRequest) => request.cookies[SESSION_COOKIE];
  const perAddress = app.createRateLimit({
    max: app.config.ADDRESS_WRITES_PER_MINUTE,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `writes:address:${normalizeIP(request.ip)}`,
  });
  const perSession = app.createRateLimit({
    max: app.config.SESSION_WRITES_PER_MINUTE,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `writes:session:${hashToken(sessionToken(request) ?? '')}`,
    // Without a session cookie the call is refused anyway (401); its address still counts it.
    allowList: (request) => !sessionToken(request),
  });

  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (options.exceptReads && (request.method === 'GET' || request.method === 'HEAD')) return;
    let retryAfterSeconds = 0;
    for (const result of await Promise.all([perAddress(request), perSession(request)])) {
      if (!result.isAllowed && result.isExceeded)
        retryAfterSeconds = Math.max(retryAfterSeconds, result.ttlInSeconds, 1);
    }
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
