import type { Kysely } from 'kysely';
import { ORDER_STATUSES, type SubmitOrderBody } from '@catering/domain';
import type { Database } from '../../../db/schema';
import {
  ordersRepository,
  type OrderChanges,
  type OrderRow,
} from '../../../db/repositories/orders.repository';
import type { OrderDeps } from '../order-context';
import { replaceOriginal } from '../submit-edit';
import { voidQuietly, type OrderPayment } from './authorize-payment';

export interface Placement {
  draft: OrderRow;
  /** The settled order as it will be placed. */
  order: OrderRow;
  /** The submitted order an edit draft replaces, or null for a first submit. */
  original: OrderRow | null;
  payment: OrderPayment;
  body: SubmitOrderBody;
  booking: { restaurantNumber: number; slotStartUtc: number; headcount: number };
  now: number;
}

/**
 * Places the order: Submitted, numbered, with its contact, payment and booking. A re-submitted
 * edit replaces its original under the original's id and number, and the original's
 * authorization is voided when another card paid.
 */
export async function placeOrReplace(
  deps: OrderDeps,
  trx: Kysely<Database>,
  { draft, order, original, payment, body, booking, now }: Placement,
): Promise<OrderRow> {
  const orders = ordersRepository(trx);
  const { customer } = body;
  const placed: OrderChanges = {
    status: ORDER_STATUSES.submitted,
    order_number: original?.order_number ?? (await orders.nextOrderNumber()),
    submitted_at: original?.submitted_at ?? now,
    contact_first_name: customer.firstName,
    contact_last_name: customer.lastName,
    contact_email: customer.emailAddress,
    contact_phone: customer.phoneNumber,
    payment_item_json: payment.item ? JSON.stringify(payment.item) : null,
    authorization_id: payment.authorizationId,
    fraud_session_id: body.fraudSessionId,
    booked_slot_start: booking.slotStartUtc,
    booked_restaurant_number: booking.restaurantNumber,
    booked_headcount: booking.headcount,
    updated_at: now,
  };
  if (!original) {
    await orders.update(draft.id, placed);
    return { ...order, ...placed } as OrderRow;
  }
  const replaced = await replaceOriginal(trx, { original, draft: order, placed });
  if (payment.replaced)
    await voidQuietly(deps, trx, body.payment.paymentProviderId, payment.replaced);
  return replaced;
}
