import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { orderItemsRepository } from '../../../db/repositories/order-items.repository';
import type { OrderRow } from '../../../db/repositories/orders.repository';
import { lockOpenOrder } from '../order-context';
import { deliverySplitRefused, orderEmpty } from '../order-errors';

/**
 * The second delivery of a split, locked with its items, to be placed with the first; null when
 * the order is not split. Only the cart's half places the pair: the second's own submit is refused.
 */
export async function lockSplitPartner(trx: Kysely<Database>, draft: OrderRow, now: number) {
  if (!draft.split_partner_id) return null;
  if (draft.split_part === 2)
    throw deliverySplitRefused('A split order is placed from its first delivery.');
  const partner = await lockOpenOrder(trx, draft.customer_id, draft.split_partner_id, now);
  const items = await orderItemsRepository(trx).ofOrder(partner.id);
  if (items.length === 0) throw orderEmpty();
  return { draft: partner, items };
}
