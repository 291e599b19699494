import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { ERROR_CODES } from '@catering/domain';

// Load balancers and documentation readers do not carry the key.
const OPEN_PATHS = new Set(['/api/v1/health', '/api/v1/health/live', '/api/v1/openapi.json']);

/**
 * Whether `candidate` is one of `keys`, in a time that does not depend on where a key of the same
 * length differs from it: every character is compared, none is skipped. On the strings, not on
 * buffers: copying the header into a Buffer for crypto.timingSafeEqual cost more than the rest of
 * the check, on every API call.
 */
export function matchesAnyKey(candidate: string, keys: readonly string[]): boolean {
  let matched = false;
  for (const key of keys) {
    if (key.length !== candidate.length) continue;
    let difference = 0;
    for (let index = 0; index < key.length; index += 1)
      difference |= key.charCodeAt(index) ^ candidate.charCodeAt(index);
    if (difference === 0) matched = true;
  }
  return matched;
}

/** The header contract: every API call carries a known X-Subscription-Key, else 401. */
export function registerSubscriptionKeyCheck(app: FastifyInstance, keys: string[]): void {
  // A callback hook, not an async one: it runs on every API request (no promise per request).
  // The key first: nearly every call carries a good one, and then the path is not looked at.
  app.addHook('onRequest', (request, _reply, done) => {
    const key = request.headers['x-subscription-key'];
    if (typeof key === 'string' && matchesAnyKey(key, keys)) return done();
    const queryAt = request.url.indexOf('?');
    if (OPEN_PATHS.has(queryAt < 0 ? request.url : request.url.slice(0, queryAt))) return done();
    done(
      new AppError(
        401,
        ERROR_CODES.subscriptionKeyMissing,
        'A valid subscription key is required.',
      ),
    );
  });
}
