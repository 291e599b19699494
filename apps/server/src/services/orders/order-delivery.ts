import type { Kysely } from 'kysely';
import type { DeliveryAddress } from '@catering/domain';
import type { Database } from '../../db/schema';
import { ordersRepository, type OrderRow } from '../../db/repositories/orders.repository';
import { deliveryQuoteService } from '../delivery/delivery-quote.service';
import type { OrderDeps } from './order-context';

/** A delivery quote from the catalogue's quote service for the order's address, slot and restaurant. */
export function quoteDelivery(
  deps: OrderDeps,
  db: Kysely<Database>,
  {
    address,
    slotStartUtc,
    restaurantNumber,
    now,
  }: { address: DeliveryAddress; slotStartUtc: number; restaurantNumber: number; now: number },
) {
  return deliveryQuoteService(db, { now: () => now, restaurants: deps.restaurants }).quote({
    deliveryAddress: {
      street: [address.address1, address.address2].filter(Boolean).join(' '),
      city: address.city,
      state: address.state,
      postalCode: address.postalCode,
      latitude: address.latitude,
      longitude: address.longitude,
      instructions: address.instructions,
    },
    deliveryTime: new Date(slotStartUtc).toISOString(),
    restaurantNumbers: [restaurantNumber],
  });
}

/** A delivery order whose quote has expired gets a new one (the fee may change) before it is charged. */
export async function refreshDeliveryQuote(
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
