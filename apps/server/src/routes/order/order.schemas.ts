import { z } from 'zod';
import {
  orderIdSchema,
  orderItemIdSchema,
  popularBuildIdSchema,
  promotionCodeSchema,
} from '@catering/domain';

export const orderIdParamsSchema = z.object({ id: orderIdSchema });
export const orderItemParamsSchema = orderIdParamsSchema.extend({ itemId: orderItemIdSchema });
export const popularBuildParamsSchema = orderIdParamsSchema.extend({
  popularBuildId: popularBuildIdSchema,
});
export const reorderParamsSchema = z.object({ orderId: orderIdSchema, reorderId: orderIdSchema });
export const promotionParamsSchema = orderIdParamsSchema.extend({ code: promotionCodeSchema });
export const submitHeadersSchema = z.object({ 'idempotency-key': z.string().min(8).max(100) });
