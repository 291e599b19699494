import type { ComponentType } from 'react';
import type { GuardName } from './lazy/route-guards';

export type ScreenModule = { Component: ComponentType };

export interface Screen {
  path: string;
  title: string;
  chunk: string;
  load: () => Promise<ScreenModule>;
  /** The screen's route rule (its *-GUARD-* requirement) that runs as the route's loader. */
  guard?: GuardName;
}

/** The screens of SHELL-ROUTE-1, one lazily loaded chunk each (SHELL-ROUTE-3). */
export const SCREENS: Screen[] = [
  {
    path: '/',
    title: 'Home',
    chunk: 'home',
    load: () => import('../features/home/home-page'),
    guard: 'home',
  },
  {
    path: '/order/intake',
    title: 'Order intake',
    chunk: 'intake',
    load: () => import('../features/intake/order-intake-page'),
    guard: 'intake',
  },
  {
    path: '/builder/buildyourown/:menuType/:orderItemId?',
    title: 'Build your own',
    chunk: 'builder-build-your-own',
    load: () => import('../features/builder/build-your-own-page'),
    guard: 'builder',
  },
  {
    path: '/builder/burritosbythebox/:menuType/:orderItemId?',
    title: 'Burritos by the box',
    chunk: 'builder-burritos-by-the-box',
    load: () => import('../features/builder/burritos-by-the-box-page'),
    guard: 'builder',
  },
  {
    path: '/builder/chipsandsalsa/:menuType/:orderItemId?',
    title: 'Chips and salsa',
    chunk: 'builder-chips-and-salsa',
    load: () => import('../features/builder/chips-and-salsa-page'),
    guard: 'builder',
  },
  {
    path: '/bag/checkout',
    title: 'Checkout',
    chunk: 'checkout',
    load: () => import('../features/checkout/checkout-page'),
    guard: 'checkout',
  },
  {
    path: '/order/confirmation/:orderId',
    title: 'Order confirmation',
    chunk: 'confirmation',
    load: () => import('../features/confirmation/order-confirmation-page'),
  },
  {
    path: '/shared/:token',
    title: 'Shared catering order',
    chunk: 'shared-order',
    load: () => import('../features/share/shared-order-page'),
  },
  {
    path: '/account/updateuser',
    title: 'Personal details and preferences',
    chunk: 'account-update-user',
    load: () => import('../features/account/update-user-page'),
    guard: 'profile',
  },
  {
    path: '/account/changepassword',
    title: 'Change password',
    chunk: 'account-change-password',
    load: () => import('../features/account/change-password-page'),
    guard: 'fullUser',
  },
  {
    path: '/account/create',
    title: 'Create account',
    chunk: 'auth-create-account',
    load: () => import('../features/auth/create-account-page'),
    guard: 'guestOnly',
  },
  {
    path: '/account/orderhistory',
    title: 'Order history',
    chunk: 'account-order-history',
    load: () => import('../features/account/order-history-page'),
    guard: 'orderHistory',
  },
  {
    path: '/account/login',
    title: 'Login',
    chunk: 'auth-login',
    load: () => import('../features/auth/login-page'),
    guard: 'guestOnly',
  },
  {
    path: '/account/paymentmethods',
    title: 'Payment methods',
    chunk: 'account-payment-methods',
    load: () => import('../features/account/payment-methods-page'),
    guard: 'wallet',
  },
  {
    path: '/account/savedaddresses',
    title: 'Saved addresses',
    chunk: 'account-saved-addresses',
    load: () => import('../features/account/saved-addresses-page'),
    guard: 'savedAddresses',
  },
  {
    path: '/accessibility',
    title: 'Accessibility statement',
    chunk: 'accessibility',
    load: () => import('../features/shell/accessibility-statement-page'),
  },
  {
    path: '/pagenotfound',
    title: 'Page not found',
    chunk: 'page-not-found',
    load: () => import('../features/shell/page-not-found-page'),
  },
];
