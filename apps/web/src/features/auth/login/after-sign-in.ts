import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryOptions, type CustomerSession } from '../../../api/customerauth';
import { restaurantMenuQueryOptions } from '../../../api/menu';
import { cartQueryOptions, orderValidityQueryOptions } from '../../../api/order';
import { isAccountData } from '../../../lib/account-data';

/**
 * The refresh after a successful sign-in (ACC-SIGNIN-4): the new session, then the bag (the
 * guest's order has moved to the account), its restaurant's menu and its validity. Failures are
 * ignored: the screens load what they miss, and signing in has already succeeded.
 */
export async function refreshAfterSignIn(
  queryClient: QueryClient,
  session: CustomerSession,
): Promise<void> {
  queryClient.setQueryData(sessionQueryOptions().queryKey, session);
  // Another customer's data may be cached (orders, wallet, addresses): drop all of it.
  queryClient.removeQueries({ predicate: (query) => isAccountData(query.queryKey) });
  const order = await queryClient.fetchQuery(cartQueryOptions()).catch(() => null);
  if (!order) return;
  await Promise.allSettled([
    queryClient.prefetchQuery(restaurantMenuQueryOptions(order.orderDetail.store.storeNumber)),
    queryClient.prefetchQuery(orderValidityQueryOptions(order.id)),
  ]);
}
