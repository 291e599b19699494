import type { Order } from '@catering/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { storeChangedCart, updateOrder } from '../../api/order';
import { showErrorDialog } from '../../lib/error-dialog';
import { pickupIntakeOf } from './pickup-intake';

/** PUT /order with the order's intake turned to pickup; the bag and the order band follow. */
export function useSwitchToPickup(order: Order, onSwitched: (order: Order) => void) {
  const queryClient = useQueryClient();
  const [switching, setSwitching] = useState(false);
  const switchToPickup = async () => {
    setSwitching(true);
    try {
      const changed = await updateOrder(pickupIntakeOf(order));
      onSwitched(changed);
      await storeChangedCart(queryClient, changed);
    } catch (error) {
      await showErrorDialog(error);
    } finally {
      setSwitching(false);
    }
  };
  return { switchToPickup, switching };
}
