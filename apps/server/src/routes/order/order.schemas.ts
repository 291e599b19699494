import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireSession } from '../../http/session-cookie';
import type { SessionsService } from '../../services/sessions.service';
import { actorOf, type Actor } from '../../services/orders/order-context';

export const orderIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const orderItemParamsSchema = orderIdParamsSchema.extend({
  itemId: z.string().min(1).max(64),
});
export const popularBuildParamsSchema = orderIdParamsSchema.extend({
  popularBuildId: z.string().min(1).max(40),
});
export const reorderParamsSchema = z.object({
  orderId: z.string().min(1).max(64),
  reorderId: z.string().min(1).max(64),
});
export const promotionParamsSchema = orderIdParamsSchema.extend({
  code: z.string().min(1).max(20),
});
export const submitHeadersSchema = z.object({ 'idempotency-key': z.string().min(8).max(100) });

/** The session's customer, or 401 (decision 002). */
export async function actorFor(
  request: FastifyRequest,
  reply: FastifyReply,
  sessions: SessionsService,
): Promise<Actor> {
  return actorOf(await requireSession(request, reply, sessions));
}
