import {
  INTAKE_ERROR_FIELDS,
  ORDER_STATUSES,
  type Order,
  type OrderValidation,
} from '@catering/domain';
import { orderItemsRepository } from '../../db/repositories/order-items.repository';
import { ordersRepository, type OrderRow } from '../../db/repositories/orders.repository';
import {
  currentMenu,
  loadRestaurant,
  readOrderDto,
  type Actor,
  type OrderDeps,
} from './order-context';
import { orderNotFound, type IntakeErrorKey } from './order-errors';
import { findCart } from './order-intake';
import { priceItem } from './item-pricing';
import { choiceOf } from './order-item-rows';
import { headcountOf } from './order-totals';
import { checkIntake, intakeFlags } from './order-validation';

/** An owned order, with a Submitted one whose time has passed moved to Closed first. */
export async function findOwnedOrder(
  deps: OrderDeps,
  actor: Actor,
  orderId: string,
): Promise<OrderRow> {
  const orders = ordersRepository(deps.db);
  const order = await orders.findOwned(orderId, actor.customerId);
  if (!order) throw orderNotFound();
  const now = deps.now();
  if (order.status === ORDER_STATUSES.submitted && order.scheduled_at <= now) {
    await orders.closeFulfilled(actor.customerId, now);
    return { ...order, status: ORDER_STATUSES.closed, closed_at: now };
  }
  return order;
}

/** GET /order/cart. */
export async function getCart(deps: OrderDeps, actor: Actor): Promise<Order> {
  const cart = await findCart(deps.db, actor);
  if (!cart) throw orderNotFound();
  return readOrderDto(deps.db, cart, actor.isGuest);
}

/** GET /order/{id}. */
export async function getOrder(deps: OrderDeps, actor: Actor, orderId: string): Promise<Order> {
  return readOrderDto(deps.db, await findOwnedOrder(deps, actor, orderId), actor.isGuest);
}

/** GET /order/{id}/validate: does the intake still hold (slot not past or full, restaurant open), are the items still on the menu. */
export async function validateOrder(
  deps: OrderDeps,
  actor: Actor,
  orderId: string,
): Promise<OrderValidation> {
  const order = await findOwnedOrder(deps, actor, orderId);
  // A placed order was checked when it was submitted, and its own booking fills its slot.
  if (order.status !== ORDER_STATUSES.open) return { ...intakeFlags([]), validationErrors: [] };
  const [items, restaurant, index] = await Promise.all([
    orderItemsRepository(deps.db).ofOrder(order.id),
    loadRestaurant(deps.db, order.restaurant_number),
    currentMenu(deps, deps.db),
  ]);
  const intake = {
    orderType: order.order_type,
    restaurantNumber: order.restaurant_number,
    date: order.local_date,
    time: order.local_time,
  };
  const check = await checkIntake(deps.db, intake, {
    now: deps.now(),
    windowDays: deps.windowDays,
    headcount: headcountOf(items),
  });
  const errors: IntakeErrorKey[] = [...check.errors];
  const offMenu = items.some((item) => {
    const result = priceItem(index, restaurant.price_tier, choiceOf(item));
    return !result.ok && result.missing;
  });
  if (offMenu) errors.push('menuItem');
  return {
    ...intakeFlags(errors),
    validationErrors: errors.map((key) => ({ errorCode: key, field: INTAKE_ERROR_FIELDS[key] })),
  };
}
