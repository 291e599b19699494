import type { Kysely } from 'kysely';
import { ORDER_STATUSES, type Order } from '@catering/domain';
import type { Database, RestaurantsTable } from '../../db/schema';
import { withoutWaitingForDisk } from '../../db/durability';
import { readCatalogue, readCatalogueVersion } from '../../db/repositories/catalogue.repository';
import {
  orderItemsRepository,
  type OrderItemRow,
} from '../../db/repositories/order-items.repository';
import { ordersRepository, type OrderRow } from '../../db/repositories/orders.repository';
import { restaurantsRepository } from '../../db/repositories/restaurants.repository';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { indexMenu, type MenuIndex } from '../catalogue/menu-index';
import type { PaymentsService } from '../payments.service';
import type { RestaurantsService } from '../restaurants/restaurants.service';
import type { ActiveSession } from '../sessions.service';
import type { EmailSettings } from '../emails/order-email-content';
import { orderNotChangeable, orderNotFound } from './order-errors';
import { checkOrderLimits } from './order-limits';
import { toOrderDto, type StoreView } from './order-mapper';
import { settle } from './order-settlement';

/** What the order services need from the rest of the app. */
export interface OrderDeps {
  db: Kysely<Database>;
  now: () => number;
  windowDays: number;
  catalogue: CatalogueService;
  restaurants: RestaurantsService;
  payments: PaymentsService;
  /** What order emails say and sign with (config). */
  emailSettings: EmailSettings;
  /** The email worker, nudged after a commit that queued an email. */
  emails: { nudge(): void };
}

/** Who is asking: the session's customer. */
export interface Actor {
  customerId: string;
  isGuest: boolean;
  tokenHash: string;
  editOrderId: string | null;
  previousCustomerId: string | null;
}

export function actorOf({ tokenHash, session, customer }: ActiveSession): Actor {
  return {
    customerId: customer.id,
    isGuest: customer.is_guest === 1,
    tokenHash,
    editOrderId: session.catering_edit_order_id,
    previousCustomerId: session.previous_customer_id ?? null,
  };
}

export const storeOf = (
  r: Pick<RestaurantsTable, 'restaurant_number' | 'name' | 'timezone_id' | 'phone_number'>,
): StoreView => ({
  storeNumber: r.restaurant_number,
  name: r.name,
  timezoneId: r.timezone_id,
  phoneNumber: r.phone_number ?? null,
});

/** The order's restaurant; it exists (orders reference it). */
export async function loadRestaurant(db: Kysely<Database>, restaurantNumber: number) {
  const restaurant = await restaurantsRepository(db).findByNumber(restaurantNumber);
  if (!restaurant) throw new Error(`restaurant ${restaurantNumber} of an order is missing`);
  return restaurant;
}

/** The cached menu: fine for building the bag, where a price is re-read at submit anyway. */
export async function cachedMenu(deps: OrderDeps): Promise<MenuIndex> {
  return (await deps.catalogue.snapshot()).index;
}

/**
 * The menu as of this transaction: the cache when it is loaded and current, else read through the
 * transaction itself. Never waits for the cache to load: that goes through the app-wide db, and on
 * SQLite the transaction holds the only connection, so the wait would never end.
 */
export async function currentMenu(deps: OrderDeps, trx: Kysely<Database>): Promise<MenuIndex> {
  const version = await readCatalogueVersion(trx);
  const cached = deps.catalogue.peek();
  return cached?.version === version ? cached.index : indexMenu(await readCatalogue(trx));
}

/** Locks an owned order of any status and reads it (404 for anyone else's). */
export async function lockOwnedOrder(
  trx: Kysely<Database>,
  customerId: string,
  orderId: string,
  now: number,
): Promise<OrderRow> {
  const order = await ordersRepository(trx).lockOwned(orderId, customerId, now);
  if (!order) throw orderNotFound();
  return order;
}

/** Locks an owned order for a change (404 for anyone else's) and reads it; it must be Open. */
export async function lockOpenOrder(
  trx: Kysely<Database>,
  customerId: string,
  orderId: string,
  now: number,
): Promise<OrderRow> {
  const order = await lockOwnedOrder(trx, customerId, orderId, now);
  if (order.status !== ORDER_STATUSES.open) throw orderNotChangeable();
  return order;
}

export interface OpenOrderContext {
  trx: Kysely<Database>;
  order: OrderRow;
  items: OrderItemRow[];
  restaurant: RestaurantsTable;
  now: number;
}

/**
 * Runs one change of an open order in one transaction: lock, read, change, re-check the
 * promotion and recompute the totals, answer the order as it now is. An open order is a draft:
 * its change does not wait for the disk (decision 267); the order is made durable, with every
 * change before it, when it is placed.
 */
export function changeOpenOrder(
  deps: OrderDeps,
  actor: Actor,
  orderId: string,
  change: (
    ctx: OpenOrderContext,
  ) => Promise<Partial<Pick<OpenOrderContext, 'order' | 'items' | 'restaurant'>> | void>,
): Promise<Order> {
  return withoutWaitingForDisk(deps.db, (db) =>
    db.transaction().execute(async (trx) => {
      const now = deps.now();
      const order = await lockOpenOrder(trx, actor.customerId, orderId, now);
      const [items, restaurant] = await Promise.all([
        orderItemsRepository(trx).ofOrder(order.id),
        loadRestaurant(trx, order.restaurant_number),
      ]);
      const changed = (await change({ trx, order, items, restaurant, now })) ?? {};
      const next = { order, items, restaurant, ...changed };
      checkOrderLimits(items, next.items);
      const settled = await settle(trx, next.order, next.items, next.restaurant, now);
      return toOrderDto(settled.order, next.items, storeOf(next.restaurant), actor.isGuest);
    }),
  );
}

/** An owned order as the wire shows it (no transaction: a read). */
export async function readOrderDto(
  db: Kysely<Database>,
  order: OrderRow,
  isGuest: boolean,
): Promise<Order> {
  const [items, restaurant] = await Promise.all([
    orderItemsRepository(db).ofOrder(order.id),
    loadRestaurant(db, order.restaurant_number),
  ]);
  return toOrderDto(order, items, storeOf(restaurant), isGuest);
}
