import { DIALOGS, type DialogContent } from '@catering/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { homeMenuQueryOptions } from '../../../api/catalogue';
import { restaurantMenuQueryOptions } from '../../../api/menu';
import { cartQueryOptions, orderQueryOptions } from '../../../api/order';
import { reorder } from '../../../api/order-history';
import { showErrorDialog } from '../../../lib/error-dialog';
import { showDialog } from '../../../stores/dialog-store';
import { useDrawerStore } from '../../../stores/drawer-store';
import { itemsNotOnMenu, reorderReturnPath } from './reorder-check';

/** Nothing is added when an item is gone: the service reorders all the items or none (AFT-REORDER-1). */
export function notReorderableDialog(missing: readonly string[]): DialogContent {
  return {
    header: 'Reorder',
    text: "This order can't be reordered.",
    emphasis: `No longer on the menu: ${missing.join(', ')}.`,
    subText: ['Nothing was added to your bag. You can build a new order from the menu.'],
  };
}

export const START_ORDER_DIALOG: DialogContent = {
  header: 'Reorder',
  text: 'First, tell us when and where.',
  subText: ['Choose pickup or delivery, a date and a time; then this order goes into your bag.'],
  button: 'START AN ORDER',
  cancel: 'Not now',
};

/**
 * Reorder (AFT-REORDER-1): the completed order's items go into the current order, priced by its
 * restaurant; without a current order the intake comes first and brings the customer back here.
 */
export function useReorder() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const openDrawer = useDrawerStore((state) => state.openDrawer);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  async function run(reorderId: string) {
    setPendingId(reorderId);
    setAnnouncement('');
    try {
      const [cart, source] = await Promise.all([
        queryClient.fetchQuery(cartQueryOptions()),
        queryClient.fetchQuery(orderQueryOptions(reorderId)),
      ]);
      const menu = cart
        ? await queryClient.fetchQuery(
            restaurantMenuQueryOptions(cart.orderDetail.store.storeNumber),
          )
        : await queryClient.fetchQuery(homeMenuQueryOptions());
      const missing = itemsNotOnMenu(source.orderDetail.orderItems, menu);
      if (missing.length > 0) {
        await showDialog(notReorderableDialog(missing));
        return;
      }
      if (!cart) {
        const choice = await showDialog(START_ORDER_DIALOG);
        if (choice === 'ok')
          await navigate(
            `/order/intake?action=${encodeURIComponent(reorderReturnPath(reorderId))}`,
          );
        return;
      }
      const order = await reorder(cart.id, reorderId);
      queryClient.setQueryData(cartQueryOptions().queryKey, order);
      const added = source.orderDetail.orderItems.length;
      setAnnouncement(`${added} ${added === 1 ? 'item' : 'items'} added to your catering bag.`);
      openDrawer('bag');
    } catch (error) {
      await showErrorDialog(error, { fallback: DIALOGS.genericFailure });
    } finally {
      setPendingId(null);
    }
  }

  return { run, pendingId, announcement };
}
