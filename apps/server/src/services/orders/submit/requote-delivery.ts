import type { Kysely } from 'kysely';
import type { DeliveryAddress } from '@catering/domain';
import type { Database } from '../../../db/schema';
import { ordersRepository, type OrderRow } from '../../../db/repositories/orders.repository';
import type { OrderDeps } from '../order-context';
import { quoteDelivery } from '../order-delivery';

/** A delivery order whose quote has expired gets a new one (the fee may change) before it is charged. */
export async function requoteDelivery(
  deps: OrderDeps,
  trx: Kysely<Database>,
  order: OrderRow,
  slotStartUtc: number,
  now: number,
): Promise<OrderRow> {
  if (order.order_type !== 'delivery') return order;
  if (order.delivery_quote_expires_at !== null && order.delivery_quote_expires_at > now)
    return order;
  const address = JSON.parse(order.delivery_address_json ?? '{}') as DeliveryAddress;
  const quote = await quoteDelivery(deps, trx, {
    address,
    slotStartUtc,
    restaurantNumber: order.restaurant_number,
    now,
  });
  const changes = {
    delivery_quote_id: quote.quoteId,
    delivery_quote_expires_at: Date.parse(quote.expiresAt),
    delivery_fee_cents: quote.feeCents,
  };
  await ordersRepository(trx).update(order.id, changes);
  return { ...order, ...changes };
}
