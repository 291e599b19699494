import { isOrderLimitCode, type AddOrderItemBody } from '@catering/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error';
import { orderKeys } from '../../api/order';
import { showDialog } from '../../app/dialog-store';
import { errorDialogOptions } from '../../lib/dialog-content';
import { addOrderItem, updateOrderItem } from '../../api/order-items';
import { showItemSaveFailure } from './builder-dialogs';

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
    onError: (error) => {
      // A full bag says which limit it reached; any other failure keeps the item-save dialog.
      if (error instanceof ApiError && isOrderLimitCode(error.errorCode))
        void showDialog(errorDialogOptions(error));
      else void showItemSaveFailure();
    },
  });
}
