import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { cartQueryOptions } from '../../api/order';
import { markForUpdate, undoForUpdate } from '../../api/order-edit';
import { showErrorDialog } from '../../lib/error-dialog';
import { useDrawerStore } from '../../stores/drawer-store';
import { editUndone, setEditOrderId, showEditRefusal } from './order-edit-session';

/**
 * Editing a placed order (AFT-EDIT-1 to 3): `start` opens its edit draft and shows it in the bag
 * on Home, where the usual screens change it; `abandon` drops the draft and goes back to the
 * order's confirmation.
 */
export function useOrderEdit() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const goHome = () => navigate('/');

  const start = useMutation({
    mutationFn: markForUpdate,
    onSuccess: async (draft, orderId) => {
      queryClient.setQueryData(cartQueryOptions().queryKey, draft);
      // Home first: the confirmation still showing would send an editing session to checkout.
      await goHome();
      setEditOrderId(queryClient, orderId);
      useDrawerStore.getState().openDrawer('bag');
    },
    onError: (error, orderId) => showEditRefusal(queryClient, error, { orderId, goHome }),
  });

  const abandon = useMutation({
    mutationFn: undoForUpdate,
    onSuccess: async (original) => {
      // The confirmation must not find the session editing; the checkout must not find the cart
      // gone before the customer has left it, or it sends them Home. flushSync puts the
      // confirmation on screen before the cart goes, whatever the renderer does with the
      // router's transition (decisions 244 and 263).
      setEditOrderId(queryClient, null);
      await navigate(`/order/confirmation/${encodeURIComponent(original.id)}`, { flushSync: true });
      editUndone(queryClient, original);
    },
    onError: (error) => showErrorDialog(error),
  });

  return {
    start: (orderId: string) => start.mutate(orderId),
    starting: start.isPending ? start.variables : undefined,
    abandon: () => abandon.mutate(),
    abandoning: abandon.isPending,
  };
}
