import type { AddOrderItemBody } from '@catering/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderKeys } from '../../api/order';
import { addOrderItem, updateOrderItem } from '../../api/order-items';
import { showItemSaveFailure } from './builder-dialogs';

export interface SaveTarget {
  orderId: string;
  /** Set when editing an item already in the bag. */
  orderItemId?: string;
}

/** Adds the built item to the bag, or updates the edited one; a failure shows the spec's dialog. */
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
    onError: () => {
      void showItemSaveFailure();
    },
  });
}
