import { z } from 'zod';
import { FOOD_GROUP_KEYS } from '../builder/food-groups';
import { dietSplitSchema } from './diet-split.wire';
import { ORDER_STATUSES, ORDER_TYPES } from '../orders/order-values';
import { deliveryAddressSchema } from '../schemas/delivery-address.schema';
import { dollarsSchema } from './money.wire';
import { restaurantPhoneSchema } from './restaurant.wire';

const statusSchema = z.enum(Object.values(ORDER_STATUSES) as [string, ...string[]]);

/** A selected option of an order item (ORD-ORDER-2 subItems). */
export const orderSubItemSchema = z.object({
  menuId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  price: dollarsSchema,
  foodGroup: z.enum(FOOD_GROUP_KEYS),
});

/** An order item as the service returns it; every amount computed on the server. */
export const orderItemSchema = z.object({
  orderItemId: z.string(),
  menuId: z.string(),
  name: z.string(),
  displayName: z.string(),
  displaySubName: z.string().nullable(),
  servesText: z.string(),
  quantity: z.number().int(),
  price: dollarsSchema,
  subTotal: dollarsSchema,
  tax: dollarsSchema,
  total: dollarsSchema,
  createdTimestamp: z.string(),
  isOrderAmountFromSubItems: z.boolean(),
  promotionDeduction: dollarsSchema,
  popularBuildItemId: z.string().nullable(),
  popularBuildName: z.string().nullable(),
  subItems: z.array(orderSubItemSchema),
  /** Whom the item was planned for (BLD-DIET-7); absent when no split was given. */
  dietSplit: dietSplitSchema.optional(),
});

export const orderPromotionSchema = z.object({
  code: z.string(),
  name: z.string(),
  deductionAmount: dollarsSchema,
  subTotalAfterPromotion: dollarsSchema,
  /** COO-0070, COO-0117, COO-0118 or another promo code when the promotion no longer applies. */
  exceptionCode: z.string().nullable(),
});

/**
 * What became of a payment item's card authorization: `Authorized` holds `amount` on the card;
 * `Voided` released it when the order was cancelled, and `amount` is what had been held.
 */
export const PAYMENT_ITEM_STATUSES = { authorized: 'Authorized', voided: 'Voided' } as const;

export const paymentItemSchema = z.object({
  tokenId: z.string(),
  paymentProviderId: z.string(),
  paymentMethod: z.string(),
  tokenizedAccountNumber: z.string(),
  expiration: z.string(),
  cardHolderName: z.string(),
  amount: dollarsSchema,
  status: z.enum([PAYMENT_ITEM_STATUSES.authorized, PAYMENT_ITEM_STATUSES.voided]),
});

export const orderCustomerSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
  phoneNumber: z.string(),
});

/** Which half of a split delivery this order is (1: the cart), and the other half's id. */
export const orderSplitSchema = z.object({
  partnerId: z.string(),
  part: z.union([z.literal(1), z.literal(2)]),
});

/** The current or a submitted order (ORD-ORDER-1). Instants are ISO 8601 UTC strings. */
export const orderSchema = z.object({
  id: z.string(),
  orderNumber: z.string().nullable(),
  status: statusSchema,
  name: z.string().nullable(),
  orderDetail: z.object({
    orderType: z.enum(ORDER_TYPES),
    orderItems: z.array(orderItemSchema),
    paymentItems: z.array(paymentItemSchema),
    promotionItems: z.array(z.object({ name: z.string(), code: z.string() })),
    promotion: orderPromotionSchema.nullable(),
    popularBuildItems: z.array(z.object({ popularBuildId: z.string(), orderItemId: z.string() })),
    store: z.object({
      storeNumber: z.number().int(),
      name: z.string(),
      timezoneId: z.string(),
      phoneNumber: restaurantPhoneSchema,
    }),
    isDelivery: z.boolean(),
    eventType: z.string(),
    subTotal: dollarsSchema,
    taxTotal: dollarsSchema,
    total: dollarsSchema,
    pickupInfo: z.object({ pickupDate: z.string() }).nullable(),
    deliveryInfo: z
      .object({
        deliveryDate: z.string(),
        deliveryTipPercent: z.number(),
        deliveryTip: dollarsSchema,
        deliveryQuote: z.object({
          quoteId: z.string().nullable(),
          fee: dollarsSchema,
          expiresAt: z.string().nullable(),
        }),
        deliveryAddress: deliveryAddressSchema,
      })
      .nullable(),
    isGuest: z.boolean(),
    customer: orderCustomerSchema.nullable(),
    submittedAt: z.string().nullable(),
    favoriteName: z.string().nullable(),
    /** The other delivery of an order split in two past the delivery limit (decision 216). */
    split: orderSplitSchema.nullable().optional(),
  }),
});

export type OrderSubItem = z.infer<typeof orderSubItemSchema>;
export type OrderItem = z.infer<typeof orderItemSchema>;
export type OrderPromotion = z.infer<typeof orderPromotionSchema>;
export type PaymentItem = z.infer<typeof paymentItemSchema>;
export type Order = z.infer<typeof orderSchema>;
