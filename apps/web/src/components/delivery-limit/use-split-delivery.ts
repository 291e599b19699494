import type { Order, SplitOrderAnswer } from '@catering/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { orderKeys, orderQueryOptions, storeChangedCart } from '../../api/order';
import { splitOrder } from '../../api/order-split';
import { showErrorDialog } from '../../lib/error-dialog';

/** The other delivery of a split cart (undefined when the order is not split or still loading). */
export function useSplitPartner(order: Order, fresh = false): Order | undefined {
  const partnerId = order.orderDetail.split?.partnerId ?? '';
  return useQuery({
    ...orderQueryOptions(partnerId),
    enabled: partnerId !== '',
    // A placed pair: the second's number is given at the same time as the first's.
    ...(fresh ? { refetchOnMount: 'always' as const } : {}),
  }).data;
}

/** PUT /order/{id}/split; the cart becomes the first delivery, the second is kept by its id. */
export function useSplitDelivery(order: Order, onSplit: (answer: SplitOrderAnswer) => void) {
  const queryClient = useQueryClient();
  const [splitting, setSplitting] = useState(false);
  const split = async (items: readonly string[]) => {
    setSplitting(true);
    try {
      const answer = await splitOrder(order.id, items);
      onSplit(answer);
      if (answer.second)
        queryClient.setQueryData(orderKeys.detail(answer.second.id), answer.second);
      await storeChangedCart(queryClient, answer.first);
    } catch (error) {
      await showErrorDialog(error);
    } finally {
      setSplitting(false);
    }
  };
  return { split, splitting };
}
