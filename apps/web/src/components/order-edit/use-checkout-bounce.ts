import type { Order } from '@catering/domain';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { sessionQueryOptions } from '../../api/customerauth';

/**
 * Whether the checkout, finding no order with items, sends the customer Home. Not once the order
 * was placed here, nor once an edit being checked out here has ended (Discard changes, or an edit
 * that can no longer be made): the flow that did it takes the customer on, to the order's
 * confirmation or Home told why. The cart it dropped must not send them Home first while the next
 * page is still rendering and the checkout still on screen (decision 244).
 */
export function useCheckoutBounce(order: Order | null | undefined): {
  bounce: boolean;
  markPlaced: () => void;
} {
  const placed = useRef(false);
  const editing = useQuery(sessionQueryOptions()).data?.cateringEditOrderId;
  const editedHere = useRef(false);
  if (editing) editedHere.current = true;
  const handedOn = placed.current || (editedHere.current && !editing);
  return {
    bounce: !handedOn && (!order || order.orderDetail.orderItems.length === 0),
    markPlaced: () => {
      placed.current = true;
    },
  };
}
