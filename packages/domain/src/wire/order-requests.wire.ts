import { z } from 'zod';
import { FOOD_GROUP_KEYS } from '../builder/food-groups';
import { dietSplitSchema } from './diet-split.wire';
import { MAX_ORDER_ITEMS } from '../constants';
import { INTAKE_ERROR_FIELDS } from '../orders/order-summary';
import { paymentProviderIdSchema, walletTokenIdSchema } from './customer.wire';
import { orderCustomerSchema, orderSchema } from './order.wire';
import {
  CONTROL_CHARACTER_MESSAGE,
  idSchema,
  noControlCharacters,
  plainTextSchema,
} from './text-rules';

/** An order's id, as a path names it (`{id}`, `{orderId}`, `{reorderId}`). */
export const orderIdSchema = idSchema(64);
/** An order item's id, in a path or a body. */
export const orderItemIdSchema = idSchema(64);
/** A popular build's id (`{popularBuildId}`). */
export const popularBuildIdSchema = idSchema(40);
/** A promotion code as the customer typed it (`{code}`); an unknown one is the service's to refuse. */
export const promotionCodeSchema = plainTextSchema(20).min(1);

/** POST /order/{id}/item: the customer's choices; prices are never taken from the client. */
export const addOrderItemBodySchema = z.object({
  menuId: idSchema(20),
  /** Headcount (people or burritos), or units for items priced from their sub-items. */
  quantity: z.number().int().min(1).max(1000),
  subItems: z
    .array(
      z.object({
        menuId: idSchema(40),
        quantity: z.number().int().min(0).max(1000),
        /** Needed only when the option sits in two groups of the item (fajita veggies: protein or topping). */
        foodGroup: z.enum(FOOD_GROUP_KEYS).optional(),
      }),
    )
    .max(100),
  /** Whom the item was planned for; the diets may not outnumber the quantity (BLD-DIET-7). */
  dietSplit: dietSplitSchema.optional(),
});

/** PUT /order/{id}/item: the same choices for an existing item. */
export const updateOrderItemBodySchema = addOrderItemBodySchema.extend({
  orderItemId: orderItemIdSchema,
});

/** POST /order/{id}/popularbuilds/{popularBuildId}. */
export const addPopularBuildBodySchema = z.object({ headcount: z.number().int().min(1).max(1000) });

/** PUT /order/{id}/submit, sent with an Idempotency-Key header. */
export const submitOrderBodySchema = z.object({
  payment: z.object({
    paymentProviderId: paymentProviderIdSchema,
    tokenId: walletTokenIdSchema,
  }),
  customer: orderCustomerSchema.extend({
    firstName: z
      .string()
      .trim()
      .min(1)
      .max(35)
      .refine(noControlCharacters, CONTROL_CHARACTER_MESSAGE),
    lastName: z
      .string()
      .trim()
      .min(1)
      .max(50)
      .refine(noControlCharacters, CONTROL_CHARACTER_MESSAGE),
    emailAddress: z.string().trim().email().max(50),
    phoneNumber: z.string().regex(/^[2-9]\d{9}$/),
  }),
  fraudSessionId: plainTextSchema(100).min(1),
});

/** PUT /order/{id}/favorite. */
export const favoriteBodySchema = z.object({
  favoriteName: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .refine(noControlCharacters, CONTROL_CHARACTER_MESSAGE),
});

/** PUT /order/{id}/split: the items of the second delivery; none joins the two back into one. */
export const splitOrderBodySchema = z.object({
  items: z
    .array(orderItemIdSchema)
    .max(MAX_ORDER_ITEMS * 2)
    .refine((ids) => new Set(ids).size === ids.length, 'Each item is named once'),
});
export type SplitOrderBody = z.infer<typeof splitOrderBodySchema>;

/** The answer of PUT /order/{id}/split: the cart's delivery and the second one, if any. */
export const splitOrderAnswerSchema = z.object({
  first: orderSchema,
  second: orderSchema.nullable(),
});
export type SplitOrderAnswer = z.infer<typeof splitOrderAnswerSchema>;

/** GET /order/{id}/isChangeable. */
export const isChangeableSchema = z.object({ isChangeable: z.boolean() });

/** GET /order/{id}/validate. */
export const orderValidationSchema = z.object({
  isRestaurantValid: z.boolean(),
  isDateValid: z.boolean(),
  isTimeValid: z.boolean(),
  validationErrors: z.array(
    z.object({
      errorCode: z.enum(Object.keys(INTAKE_ERROR_FIELDS) as [keyof typeof INTAKE_ERROR_FIELDS]),
      field: z.string(),
    }),
  ),
});

const historyEntrySchema = orderSchema
  .pick({ id: true, orderNumber: true, status: true, name: true })
  .extend({
    storeName: z.string(),
    orderType: z.enum(['pickup', 'delivery']),
    scheduledAt: z.string(),
    total: z.number(),
    itemCount: z.number().int(),
    favoriteName: z.string().nullable(),
  });

/** GET /order/userhistory. */
export const userHistorySchema = z.object({
  activeOrders: z.array(historyEntrySchema),
  cancelledOrders: z.array(historyEntrySchema),
  completedOrders: z.array(historyEntrySchema),
  favoriteOrders: z.array(historyEntrySchema),
});

export type AddOrderItemBody = z.infer<typeof addOrderItemBodySchema>;
export type UpdateOrderItemBody = z.infer<typeof updateOrderItemBodySchema>;
export type SubmitOrderBody = z.infer<typeof submitOrderBodySchema>;
export type OrderValidation = z.infer<typeof orderValidationSchema>;
export type UserHistory = z.infer<typeof userHistorySchema>;
export type UserHistoryEntry = z.infer<typeof historyEntrySchema>;
