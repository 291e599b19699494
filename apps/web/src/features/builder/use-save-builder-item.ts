import { type AddOrderItemBody, DIALOGS } from '@catering/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderKeys } from '../../api/order';
import { addOrderItem, updateOrderItem } from '../../api/order-items';
import { showErrorDialog } from '../../lib/error-dialog';

export interface SaveTarget {
  orderId: string;
  /** Set when editing an item already in the bag. */
  orderItemId?: string;
}

/** Adds the built item to the bag, or updates the edited one; a failure shows BLD-SAVE-3's dialog, or the order-limit one. */
export function useSaveBuilderItem({ orderId, orderItemId }: SaveTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddOrderItemBody) =>
      orderItemId
        ? updateOrderItem(orderId, { ...body, orderItemId })
        : addOrderItem(orderId, body),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.cart(), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.id) });
    },
    // A code with a dialog of its own (a full bag's limit, a critical error) shows it; any other
    // failure, the item-save dialog.
    onError: (error) => void showErrorDialog(error, { fallback: DIALOGS.itemSaveFailure }),
  });
}
