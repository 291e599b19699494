import { builderPathFor } from '@catering/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { createOrder, storeChangedCart, updateOrder } from '../../api/order';
import { showErrorDialog } from '../../lib/error-dialog';
import { addPopularBuildToBag, chosenPopularBuild } from '../../lib/popular-build-to-bag';
import { useDrawerStore } from '../../stores/drawer-store';
import { useLoaderStore } from '../../stores/loader-store';
import type { IntakeFormValues } from './intake-form';
import { intakeTarget } from './intake-form';

/**
 * Creates (POST /order) or updates (PUT /order) the order, then `afterSave` (keeping a new
 * address), then moves on.
 */
export function useIntakeSubmit(
  hasOrder: boolean,
  afterSave: (values: IntakeFormValues) => Promise<void> = async () => undefined,
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  const { queueLoader, clearLoader } = useLoaderStore();
  const [saving, setSaving] = useState(false);

  const submit = async (values: IntakeFormValues) => {
    const intake =
      values.orderType === 'pickup' ? { ...values, deliveryAddress: undefined } : values;
    setSaving(true);
    queueLoader({ text: 'Saving your order', subText: 'Just a moment…', overlay: true });
    try {
      const order = hasOrder ? await updateOrder(intake) : await createOrder(intake);
      await storeChangedCart(queryClient, order);
      const target = intakeTarget(
        {
          action: params.get('action'),
          menuItemId: params.get('menuItemId'),
          orderItemId: params.get('orderItemId'),
        },
        (menuItemId, orderItemId) => builderPathFor(menuItemId, menuItemId, orderItemId),
      );
      clearLoader();
      await afterSave(values);
      // A popular build chosen on Home before there was an order goes into the new order's bag.
      const build = hasOrder ? undefined : chosenPopularBuild(location.state);
      const added =
        build !== undefined && (await addPopularBuildToBag(queryClient, order.id, build));
      await navigate(target);
      if (added) useDrawerStore.getState().openDrawer('bag');
    } catch (error) {
      clearLoader();
      await showErrorDialog(error);
    } finally {
      setSaving(false);
    }
  };
  return { submit, saving };
}
