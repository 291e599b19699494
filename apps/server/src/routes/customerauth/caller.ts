import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../services/accounts/account-deps';
import type { ActiveSession } from '../../services/sessions.service';

/** The client address the abuse limits count (an IPv6 client by its /64) and the caller's session. */
export function callerOf(request: FastifyRequest, session: ActiveSession | null): Caller {
  return { address: normalizeIP(request.ip), session };
}
