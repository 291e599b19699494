import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { ERROR_CODES } from '@catering/domain';

// Load balancers and documentation readers do not carry the key.
const OPEN_PATHS = new Set(['/api/v1/health', '/api/v1/health/live', '/api/v1/openapi.json']);

function matchesAny(candidate: string, keys: Buffer[]): boolean {
  const given = Buffer.from(candidate);
  return keys.some((key) => key.length === given.length && timingSafeEqual(key, given));
}

/** The header contract: every API call carries a known X-Subscription-Key, else 401. */
export function registerSubscriptionKeyCheck(app: FastifyInstance, keys: string[]): void {
  const keyBuffers = keys.map((key) => Buffer.from(key));
  // A callback hook, not an async one: it runs on every API request (no promise per request).
  app.addHook('onRequest', (request, _reply, done) => {
    const queryAt = request.url.indexOf('?');
    const path = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
    const key = request.headers['x-subscription-key'];
    if (OPEN_PATHS.has(path) || (typeof key === 'string' && matchesAny(key, keyBuffers)))
      return done();
    done(
      new AppError(
        401,
        ERROR_CODES.subscriptionKeyMissing,
        'A valid subscription key is required.',
      ),
    );
  });
}
