import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import {
  addPopularBuildToBag,
  intakeStateFor,
  type ChosenPopularBuild,
} from '../../lib/popular-build-to-bag';
import { useDrawerStore } from '../../stores/drawer-store';

export interface StartPopularBuild {
  build: ChosenPopularBuild;
  /** The current order's id; undefined when there is none yet. */
  orderId: string | undefined;
  queryClient: QueryClient;
  navigate: NavigateFunction;
}

/**
 * "Start here" on a popular build: with an order, its items go into the bag, which opens; without
 * one, the intake comes first and adds them once the order exists.
 */
export async function startPopularBuild({
  build,
  orderId,
  queryClient,
  navigate,
}: StartPopularBuild): Promise<void> {
  if (!orderId) return navigate('/order/intake', { state: intakeStateFor(build) });
  if (await addPopularBuildToBag(queryClient, orderId, build))
    useDrawerStore.getState().openDrawer('bag');
}
