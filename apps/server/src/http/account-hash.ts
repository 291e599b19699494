import type { FastifyInstance } from 'fastify';
import type { ActiveSession } from '../services/sessions.service';

/**
 * Every answer of the scope to a full user carries `X-Account-Hash`, the customer's public hash,
 * which the app stores (ACC-PROFILE-1): the one place that sets the header. The customer is the
 * session the scope's session hook resolved, or the one a sign-in handler answers for (it sets
 * `request.activeSession` to the new session, see `accountAnswer`).
 */
export function sendAccountHash(scope: FastifyInstance): void {
  if (!scope.hasRequestDecorator('activeSession')) {
    scope.decorateRequest('activeSession', null as unknown as ActiveSession);
  }
  scope.addHook('onSend', async (request, reply, payload) => {
    // Null when the session hook refused the call before resolving it.
    const active = request.activeSession as ActiveSession | null;
    if (active && active.customer.is_guest === 0) {
      reply.header('x-account-hash', active.customer.public_hash);
    }
    return payload;
  });
}
