import type { Kysely } from 'kysely';
import { isWithinEditWindow, ORDER_STATUSES } from '@catering/domain';
import type { Database } from '../../db/schema';
import { orderItemsRepository } from '../../db/repositories/order-items.repository';
import {
  ordersRepository,
  type OrderChanges,
  type OrderRow,
} from '../../db/repositories/orders.repository';
import { sessionsRepository } from '../../db/repositories/sessions.repository';
import { lockOwnedOrder, type Actor } from './order-context';
import { editWindowClosed, orderNotChangeable } from './order-errors';

/** The draft's content that replaces the submitted order's when an edit is re-submitted. */
const CONTENT_COLUMNS = [
  'order_type',
  'restaurant_number',
  'local_date',
  'local_time',
  'scheduled_at',
  'event_type',
  'delivery_address_json',
  'delivery_tip_ppm',
  'delivery_quote_id',
  'delivery_quote_expires_at',
  'delivery_fee_cents',
  'promotion_code',
  'promotion_name',
  'promotion_exception_code',
  'sub_total_cents',
  'promotion_deduction_cents',
  'tax_cents',
  'delivery_tip_cents',
  'total_cents',
] as const satisfies readonly (keyof OrderRow)[];

/** The submitted order an edit draft replaces, locked; it must still be changeable. */
export async function lockOriginal(
  trx: Kysely<Database>,
  actor: Actor,
  originalId: string,
  now: number,
): Promise<OrderRow> {
  const original = await lockOwnedOrder(trx, actor.customerId, originalId, now);
  if (original.status !== ORDER_STATUSES.submitted) throw orderNotChangeable();
  if (!isWithinEditWindow(original.scheduled_at, now)) throw editWindowClosed();
  return original;
}

/**
 * A re-submitted edit: the draft's content and items replace the submitted order's under its id
 * and number, the draft goes, and no session stays in edit mode for it.
 */
export async function replaceOriginal(
  trx: Kysely<Database>,
  { original, draft, placed }: { original: OrderRow; draft: OrderRow; placed: OrderChanges },
): Promise<OrderRow> {
  const orders = ordersRepository(trx);
  const items = orderItemsRepository(trx);
  const content = Object.fromEntries(
    CONTENT_COLUMNS.map((column) => [column, draft[column]]),
  ) as OrderChanges;
  await items.removeAll(original.id);
  await items.moveAll(draft.id, original.id);
  await orders.delete(draft.id);
  await orders.update(original.id, { ...content, ...placed });
  await sessionsRepository(trx).setEditOrder({ editOrderId: original.id }, null);
  return { ...original, ...content, ...placed } as OrderRow;
}
