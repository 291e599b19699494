import type { Order } from '@catering/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { removeOrderItem } from '../../api/order-items';
import { cartQueryOptions } from '../../api/order';
import { validatePromotions } from '../../api/promotions';
import { showErrorDialog } from '../../lib/error-dialog';

/** True on a builder route for that order item (`/builder/{kind}/{menuId}/{orderItemId}`). */
export function isOnItemBuilder(pathname: string, orderItemId: string): boolean {
  const [, area, , , itemId] = pathname.split('/');
  return area === 'builder' && itemId !== undefined && decodeURIComponent(itemId) === orderItemId;
}

/** Removes an item; after removal, leaves that item's builder for Home. Failures: the generic dialog. */
export function useRemoveItem(order: Order) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [removing, setRemoving] = useState(false);

  async function remove(orderItemId: string): Promise<boolean> {
    setRemoving(true);
    try {
      let updated = await removeOrderItem(order.id, orderItemId);
      // A removed item can take a promotion's condition with it: re-check the promotions.
      if (updated.orderDetail.promotion) {
        updated = await validatePromotions(updated.id).catch(() => updated);
      }
      queryClient.setQueryData(cartQueryOptions().queryKey, updated);
      if (isOnItemBuilder(pathname, orderItemId)) void navigate('/');
      return true;
    } catch (error) {
      void showErrorDialog(error);
      return false;
    } finally {
      setRemoving(false);
    }
  }

  return { remove, removing };
}
