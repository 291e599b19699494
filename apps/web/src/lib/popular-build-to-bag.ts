import type { QueryClient } from '@tanstack/react-query';
import { orderKeys } from '../api/order';
import { addPopularBuild } from '../api/order-items';
import { showErrorDialog } from './error-dialog';

/** A popular build chosen on Home, for the headcount of its first item. */
export interface ChosenPopularBuild {
  popularBuildId: string;
  headcount: number;
}

/** The intake's navigation state that carries a build chosen before there was an order. */
export function intakeStateFor(build: ChosenPopularBuild): { popularBuild: ChosenPopularBuild } {
  return { popularBuild: build };
}

/** The build carried in the intake's navigation state, if any (history state is untyped). */
export function chosenPopularBuild(state: unknown): ChosenPopularBuild | undefined {
  if (typeof state !== 'object' || state === null || !('popularBuild' in state)) return undefined;
  const build = (state as { popularBuild: unknown }).popularBuild as Partial<ChosenPopularBuild>;
  return typeof build?.popularBuildId === 'string' && Number.isInteger(build.headcount)
    ? { popularBuildId: build.popularBuildId, headcount: build.headcount! }
    : undefined;
}

/**
 * Adds the build's items to the order and puts the updated order in the cart; a failure shows its
 * dialog. Resolves true once the items are in the bag.
 */
export async function addPopularBuildToBag(
  queryClient: QueryClient,
  orderId: string,
  build: ChosenPopularBuild,
): Promise<boolean> {
  try {
    const order = await addPopularBuild(orderId, build.popularBuildId, build.headcount);
    queryClient.setQueryData(orderKeys.cart(), order);
    void queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.id) });
    return true;
  } catch (error) {
    await showErrorDialog(error);
    return false;
  }
}
