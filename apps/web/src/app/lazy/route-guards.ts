import { builderKindFor } from '@catering/domain';
import type { FetchQueryOptions } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { redirect } from 'react-router';
import {
  eventTypesQueryOptions,
  homeMenuQueryOptions,
  popularBuildsQueryOptions,
} from '../../api/catalogue';
import { findMenuItem, restaurantMenuQueryOptions } from '../../api/menu';
import { customerQueryOptions, savedAddressesQueryOptions } from '../../api/customer';
import { cartQueryOptions } from '../../api/order';
import { userHistoryQueryOptions } from '../../api/order-history';
import { walletQueryOptions } from '../../api/wallet';
import { GUEST_SESSION, isFullUser, sessionQueryOptions } from '../../api/customerauth';
import { loginPath } from '../../lib/account-paths';
import { queryClient } from '../../lib/query-client';

// The route rules (SHELL-GUARD-2 and each screen's *-GUARD-* requirement). This module loads
// lazily, with the first screen that needs it, because it brings the domain package along.

async function currentOrder() {
  try {
    return await queryClient.ensureQueryData(cartQueryOptions());
  } catch {
    return null;
  }
}

/** Home: the menu for an optional zipCode (failures ignored) and the popular builds. */
export async function homeLoader({ request }: LoaderFunctionArgs) {
  const zipCode = new URL(request.url).searchParams.get('zipCode')?.trim() || undefined;
  await Promise.allSettled([
    queryClient.ensureQueryData({ ...homeMenuQueryOptions(zipCode), retry: false }),
    queryClient.ensureQueryData({ ...popularBuildsQueryOptions(), retry: false }),
  ]);
  return null;
}

/** Intake: the event types (saved addresses join them once accounts exist). */
export async function intakeLoader() {
  await Promise.allSettled([
    queryClient.ensureQueryData({ ...eventTypesQueryOptions(), retry: false }),
  ]);
  return null;
}

/**
 * Builders need an order (else intake with menuItemId), the restaurant menu, the orderItemId in
 * the order when given, and a menu item priced above 0 (else Home).
 */
export async function builderLoader({ params, request }: LoaderFunctionArgs) {
  const menuType = params.menuType ?? '';
  const order = await currentOrder();
  if (!order) return redirect(`/order/intake?menuItemId=${encodeURIComponent(menuType)}`);
  const { orderItemId } = params;
  if (
    orderItemId &&
    !order.orderDetail.orderItems.some((item) => item.orderItemId === orderItemId)
  ) {
    return redirect('/');
  }
  const kind = new URL(request.url).pathname.split('/')[2];
  if (builderKindFor(menuType) !== kind) return redirect('/');
  try {
    const menu = await queryClient.ensureQueryData(
      restaurantMenuQueryOptions(order.orderDetail.store.storeNumber),
    );
    const item = findMenuItem(menu, menuType);
    if (!item || !(item.price > 0)) return redirect('/');
  } catch {
    return redirect('/');
  }
  return null;
}

/** Checkout needs an order with items and the restaurant menu (else Home). */
export async function checkoutLoader() {
  const order = await currentOrder();
  if (!order || order.orderDetail.orderItems.length === 0) return redirect('/');
  try {
    await queryClient.ensureQueryData(
      restaurantMenuQueryOptions(order.orderDetail.store.storeNumber),
    );
  } catch {
    return redirect('/');
  }
  return null;
}

async function currentSession() {
  try {
    return await queryClient.ensureQueryData(sessionQueryOptions());
  } catch {
    return GUEST_SESSION;
  }
}

/** The account pages need a full user; a guest goes to sign in, coming back here (ACC-GUARD-2). */
export async function fullUserLoader({ request }: LoaderFunctionArgs) {
  if (isFullUser(await currentSession())) return null;
  const { pathname, search } = new URL(request.url);
  return redirect(loginPath(`${pathname}${search}`));
}

/**
 * An account page: a full user's (as above), with the page's own data loaded ahead of it, like
 * Home's and intake's, so the page opens with it; a failure is left to the page to say.
 */
function accountPageLoader(...queries: (() => { queryKey: readonly unknown[] })[]) {
  return async (args: LoaderFunctionArgs) => {
    const refused = await fullUserLoader(args);
    if (refused) return refused;
    // prefetchQuery never throws: a page whose data failed says so itself.
    await Promise.all(
      queries.map((query) => queryClient.prefetchQuery(query() as FetchQueryOptions)),
    );
    return null;
  };
}

/** Sign-in and create account send a full user Home (ACC-GUARD-1). */
export async function guestOnlyLoader() {
  return isFullUser(await currentSession()) ? redirect('/') : null;
}

export const GUARDS = {
  home: homeLoader,
  intake: intakeLoader,
  builder: builderLoader,
  checkout: checkoutLoader,
  fullUser: fullUserLoader,
  profile: accountPageLoader(customerQueryOptions),
  wallet: accountPageLoader(walletQueryOptions, cartQueryOptions),
  savedAddresses: accountPageLoader(savedAddressesQueryOptions),
  orderHistory: accountPageLoader(userHistoryQueryOptions),
  guestOnly: guestOnlyLoader,
} as const;

export type GuardName = keyof typeof GUARDS;
