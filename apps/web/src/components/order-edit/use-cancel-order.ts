import { DIALOGS, type Order } from '@catering/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { cancelOrder } from '../../api/order-edit';
import { showDialog } from '../../stores/dialog-store';
import { placedOrderChanged, showEditRefusal } from './order-edit-session';

/**
 * Cancelling a placed order after the customer confirms it (AFT-CANCEL-1); inside 24 hours the
 * service refuses and the edit-window dialog says whom to call.
 */
export function useCancelOrder(onCancelled: (order: Order) => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const cancel = useMutation({
    mutationFn: cancelOrder,
    onSuccess: (cancelled) => {
      placedOrderChanged(queryClient, cancelled);
      onCancelled(cancelled);
    },
    onError: (error, orderId) =>
      showEditRefusal(queryClient, error, { orderId, goHome: () => navigate('/') }),
  });

  async function confirmAndCancel(orderId: string) {
    if ((await showDialog(DIALOGS.cancelOrder)) === 'ok') cancel.mutate(orderId);
  }

  return {
    cancel: (orderId: string) => void confirmAndCancel(orderId),
    cancelling: cancel.isPending,
  };
}
