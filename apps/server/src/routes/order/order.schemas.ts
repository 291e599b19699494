import { z } from 'zod';

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
