import type { FastifyPluginAsync } from 'fastify';
import { limitWritesIn } from '../http/rate-limit/rate-limits';
import { customerAuthRoutes } from './customerauth/customerauth.routes';
import { healthRoutes } from './health/health.routes';
import { capacityRoutes } from './capacity/capacity.routes';
import { deliveryRoutes } from './delivery/delivery.routes';
import { enumRoutes } from './enum/enum.routes';
import { geocodeRoutes } from './geocode/geocode.routes';
import { menuRoutes } from './menu/menu.routes';
import { popularBuildRoutes } from './popularbuild/popularbuild.routes';
import { restaurantRoutes } from './restaurant/restaurant.routes';
import { transactionRoutes } from './transaction/transaction.routes';
import { paymentProviderRoutes } from './transaction/provider.routes';
import { walletRoutes } from './transaction/wallet.routes';
import { customerRoutes } from './customer/customer.routes';
import { savedAddressRoutes } from './customer/saved-addresses.routes';
import { loyaltyRoutes } from './loyalty/loyalty.routes';
import { promotionsRoutes } from './promotions/promotions.routes';
import { orderRoutes } from './order/order.routes';
import { orderItemRoutes } from './order/order-items.routes';
import { orderPromotionRoutes } from './order/order-promotions.routes';
import { orderLifecycleRoutes } from './order/order-lifecycle.routes';
import { orderShareRoutes } from './order/order-share.routes';
import { orderSplitRoutes } from './order/order-split.routes';
import { sharedOrderRoutes } from './shared-order/shared-order.routes';
import { requireSessionFor } from './session-scope';

/** Every service area of docs/requirements/service-calls.md, mounted under /api/v1. */
export const apiRoutes: FastifyPluginAsync = async (api) => {
  await api.register(healthRoutes);
  await api.register(customerAuthRoutes);
  await api.register(menuRoutes);
  await api.register(restaurantRoutes);
  await api.register(capacityRoutes);
  await api.register(deliveryRoutes);
  await api.register(enumRoutes);
  await api.register(popularBuildRoutes);
  await api.register(geocodeRoutes);
  await api.register(transactionRoutes);
  await api.register(paymentProviderRoutes);
  await api.register(walletRoutes);
  await api.register(customerRoutes);
  await api.register(savedAddressRoutes);
  await api.register(loyaltyRoutes);
  await api.register(promotionsRoutes);
  await api.register(sharedOrderRoutes);
  await api.register(async (orderArea) => {
    // Every change to an order (create, intake, items, promotions, submit, edit, cancel) counts
    // against the write limits of its session and its client address.
    limitWritesIn(orderArea);
    requireSessionFor(orderArea);
    await orderArea.register(orderRoutes);
    await orderArea.register(orderItemRoutes);
    await orderArea.register(orderPromotionRoutes);
    await orderArea.register(orderLifecycleRoutes);
    await orderArea.register(orderShareRoutes);
    await orderArea.register(orderSplitRoutes);
  });
};
