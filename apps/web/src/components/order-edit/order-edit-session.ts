import { DIALOGS, editWindowClosedDialog, ERROR_CODES, type Order } from '@catering/domain';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error';
import { sessionQueryOptions } from '../../api/customerauth';
import { cartQueryOptions, orderQueryOptions } from '../../api/order';
import { changeableKey, undoForUpdate } from '../../api/order-edit';
import { historyKeys } from '../../api/order-history';
import { showErrorDialog } from '../../lib/error-dialog';
import { showDialog } from '../../stores/dialog-store';

/** The session's cached `cateringEditOrderId`, kept in step with what the service just did. */
export function setEditOrderId(queryClient: QueryClient, orderId: string | null): void {
  queryClient.setQueryData(sessionQueryOptions().queryKey, (session) =>
    session ? { ...session, cateringEditOrderId: orderId } : session,
  );
}

/** A placed order changed or was restored: what the pages know about it is refreshed. */
export function placedOrderChanged(queryClient: QueryClient, order: Order): void {
  queryClient.setQueryData(orderQueryOptions(order.id).queryKey, order);
  void queryClient.invalidateQueries({ queryKey: changeableKey(order.id) });
  void queryClient.invalidateQueries({ queryKey: historyKeys.all });
}

/** How many edits this tab has undone itself: an edit can also end in another tab. */
let editsUndoneHere = 0;

/** The number of edits this tab has undone itself so far (useCheckoutBounce compares two). */
export function editsUndoneInThisTab(): number {
  return editsUndoneHere;
}

/** The edit was undone (AFT-EDIT-3): the session, the placed order and the cart follow. */
export function editUndone(queryClient: QueryClient, original: Order): void {
  editsUndoneHere += 1;
  setEditOrderId(queryClient, null);
  placedOrderChanged(queryClient, original);
  void queryClient.invalidateQueries({ queryKey: cartQueryOptions().queryKey });
}

/** PUT /order/undoforupdate, then what the pages know follows. */
export async function undoEdit(queryClient: QueryClient): Promise<Order> {
  const original = await undoForUpdate();
  editUndone(queryClient, original);
  return original;
}

export type EditRefusal = 'window-closed' | 'not-editable' | 'other';

/** Which refusal an edit or cancel met: inside 24 hours, no longer Submitted, or anything else. */
export function editRefusal(error: unknown): EditRefusal {
  if (!(error instanceof ApiError)) return 'other';
  if (error.errorCode === ERROR_CODES.orderEditWindowClosed) return 'window-closed';
  if (error.errorCode === ERROR_CODES.orderNotEditable) return 'not-editable';
  return 'other';
}

/** "NEED TO EDIT YOUR ORDER?" with the number of the order's restaurant (AFT-EDIT-6). */
export async function showEditWindowClosed(
  queryClient: QueryClient,
  orderId: string,
): Promise<void> {
  const order = await queryClient.fetchQuery(orderQueryOptions(orderId)).catch(() => undefined);
  void queryClient.invalidateQueries({ queryKey: changeableKey(orderId) });
  await showDialog(editWindowClosedDialog(order?.orderDetail.store.phoneNumber));
}

/**
 * A refused edit or cancel: inside 24 hours the dialog with the phone number; an order that is
 * no longer Submitted says "Cannot Edit Order", undoes any edit and goes Home (AFT-EDIT-5).
 */
export async function showEditRefusal(
  queryClient: QueryClient,
  error: unknown,
  { orderId, goHome }: { orderId: string; goHome: () => unknown },
): Promise<void> {
  const refusal = editRefusal(error);
  if (refusal === 'window-closed') return showEditWindowClosed(queryClient, orderId);
  if (refusal === 'other') {
    await showErrorDialog(error);
    return;
  }
  void queryClient.invalidateQueries({ queryKey: changeableKey(orderId) });
  await endUneditableEdit(queryClient, goHome);
}

/** "Cannot Edit Order": any edit is undone and the customer goes Home (AFT-EDIT-5). */
export async function endUneditableEdit(
  queryClient: QueryClient,
  goHome: () => unknown,
): Promise<void> {
  const editing = queryClient.getQueryData(sessionQueryOptions().queryKey)?.cateringEditOrderId;
  if (editing) await undoEdit(queryClient).catch(() => undefined);
  await goHome();
  await showDialog(DIALOGS.cannotEditOrder);
}
