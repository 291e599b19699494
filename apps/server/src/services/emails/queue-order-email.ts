import type { Kysely } from 'kysely';
import type { Order } from '@catering/domain';
import type { Database, OrderEmailKind } from '../../db/schema';
import { queueEmail } from '../../adapters/email/email-outbox';
import { composeOrderEmail } from './compose-order-email';
import { describeOrderChanges } from './order-changes';
import type { EmailRestaurant, EmailSettings } from './order-email-content';

export interface OrderEmailRequest {
  kind: OrderEmailKind;
  /** The order as the API answers it once this transaction commits. */
  order: Order;
  restaurant: EmailRestaurant;
  /** The order before an edit replaced it (order-changed). */
  before?: Order | null;
}

/**
 * Writes the order's email to the outbox in the caller's transaction (the submit's or the
 * cancel's): the email exists if and only if what it tells does. A worker sends it.
 */
export async function queueOrderEmail(
  trx: Kysely<Database>,
  settings: EmailSettings,
  request: OrderEmailRequest,
  now: number,
): Promise<void> {
  const changes = request.before ? describeOrderChanges(request.before, request.order) : undefined;
  const email = composeOrderEmail({ ...request, changes }, settings, now);
  // A placed order always has its contact's email; an order without one has nobody to tell.
  if (!email) return;
  await queueEmail(trx, { kind: request.kind, orderId: request.order.id, ...email }, now);
}
