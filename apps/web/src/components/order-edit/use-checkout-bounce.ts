import type { Order } from '@catering/domain';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { sessionQueryOptions } from '../../api/customerauth';
import { editsUndoneInThisTab } from './order-edit-session';

/**
 * Whether the checkout, finding no order with items, sends the customer Home. Not once the order
 * was placed here, nor once this tab has ended an edit being checked out here (Discard changes,
 * or an edit that can no longer be made): the flow that did it takes the customer on, to the
 * order's confirmation or Home told why. The cart it dropped must not send them Home first while
 * the next page is still rendering and the checkout still on screen (decision 244). An edit ended
 * in another tab has no flow here to take the customer on: the empty checkout sends them Home.
 */
export function useCheckoutBounce(order: Order | null | undefined): {
  bounce: boolean;
  markPlaced: () => void;
} {
  const placed = useRef(false);
  const editing = useQuery(sessionQueryOptions()).data?.cateringEditOrderId;
  const undoneBefore = useRef(editsUndoneInThisTab());
  const endedHere = !editing && editsUndoneInThisTab() > undoneBefore.current;
  const handedOn = placed.current || endedHere;
  return {
    bounce: !handedOn && (!order || order.orderDetail.orderItems.length === 0),
    markPlaced: () => {
      placed.current = true;
    },
  };
}
