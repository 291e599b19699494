import { brokenOrderLimit, errorMessageFor } from '@catering/domain';
import type { OrderItemRow } from '../../db/repositories/order-items.repository';
import { AppError } from '../../http/app-error';

type Sized = Pick<OrderItemRow, 'id' | 'quantity' | 'sub_total_cents'>;

const sized = (items: readonly Sized[]) =>
  items.map((item) => ({
    id: item.id,
    quantity: item.quantity,
    subTotalCents: item.sub_total_cents,
  }));

/** Refuses (422) a change of an order's lines that grows it past an order-size limit (decision 104). */
export function checkOrderLimits(before: readonly Sized[], after: readonly Sized[]): void {
  const code = brokenOrderLimit(sized(before), sized(after));
  if (code) throw new AppError(422, code, errorMessageFor(code));
}
