import { sql, type Kysely, type Updateable } from 'kysely';
import { ORDER_STATUSES } from '@catering/domain';
import type { Database, OrdersTable } from '../schema';
import { ORDER_NUMBER_COUNTER } from '../migrations/0004-orders';
import { everyColumn, preparedQuery, type RowArguments } from '../prepared-query';

export type OrderRow = OrdersTable;
export type OrderChanges = Updateable<OrdersTable>;

const ORDER_COLUMNS = {
  id: true,
  customer_id: true,
  status: true,
  order_number: true,
  order_type: true,
  restaurant_number: true,
  local_date: true,
  local_time: true,
  scheduled_at: true,
  event_type: true,
  delivery_address_json: true,
  delivery_tip_ppm: true,
  delivery_quote_id: true,
  delivery_quote_expires_at: true,
  promotion_code: true,
  promotion_name: true,
  promotion_exception_code: true,
  sub_total_cents: true,
  promotion_deduction_cents: true,
  tax_cents: true,
  delivery_tip_cents: true,
  delivery_fee_cents: true,
  total_cents: true,
  contact_first_name: true,
  contact_last_name: true,
  contact_email: true,
  contact_phone: true,
  payment_item_json: true,
  authorization_id: true,
  fraud_session_id: true,
  favorite_name: true,
  edit_of_order_id: true,
  booked_slot_start: true,
  booked_restaurant_number: true,
  booked_headcount: true,
  split_partner_id: true,
  split_part: true,
  version: true,
  created_at: true,
  updated_at: true,
  submitted_at: true,
  closed_at: true,
  cancelled_at: true,
} satisfies Record<keyof OrderRow, true>;
const insertOrder = preparedQuery((db, args: RowArguments<OrderRow>) =>
  db.insertInto('orders').values(everyColumn(args, ORDER_COLUMNS)),
);

const ownedOrder = preparedQuery((db, args: { id: string; customerId: string }) =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', args.id)
    .where('customer_id', '=', args.customerId),
);
/**
 * A customer's open orders, in no order: with an ORDER BY on updated_at, SQLite would rather walk
 * every open order through `orders_status_updated_idx` than sort a customer's few.
 */
const openOrdersOf = preparedQuery((db, args: { customerId: string }) =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('customer_id', '=', args.customerId)
    .where('status', '=', ORDER_STATUSES.open),
);
const bumpOwnedVersion = preparedQuery(
  (db, args: { id: string; customerId: string; now: number }) =>
    db
      .updateTable('orders')
      .set({ version: sql`version + 1`, updated_at: args.now })
      .where('id', '=', args.id)
      .where('customer_id', '=', args.customerId)
      .returningAll(),
);

const nextCounterValue = preparedQuery((db, args: { name: string }) =>
  db
    .updateTable('counters')
    .set({ value: sql`value + 1` })
    .where('name', '=', args.name)
    .returning('value'),
);

/** The columns every change of an order rewrites: its promotion's state and its totals. */
export type OrderSettlement = Pick<
  OrdersTable,
  | 'promotion_code'
  | 'promotion_name'
  | 'promotion_exception_code'
  | 'sub_total_cents'
  | 'promotion_deduction_cents'
  | 'tax_cents'
  | 'delivery_tip_cents'
  | 'total_cents'
  | 'updated_at'
>;
const writeSettlement = preparedQuery((db, args: OrderSettlement & { id: string }) =>
  db
    .updateTable('orders')
    .set({
      promotion_code: args.promotion_code,
      promotion_name: args.promotion_name,
      promotion_exception_code: args.promotion_exception_code,
      sub_total_cents: args.sub_total_cents,
      promotion_deduction_cents: args.promotion_deduction_cents,
      tax_cents: args.tax_cents,
      delivery_tip_cents: args.delivery_tip_cents,
      total_cents: args.total_cents,
      updated_at: args.updated_at,
    })
    .where('id', '=', args.id),
);

/** Orders, always reached through their owner: another customer's order is simply not found. */
export function ordersRepository(db: Kysely<Database>) {
  return {
    insert: (row: OrderRow) => insertOrder.changed(db, row),

    /** Any order by id: only for a caller that proved its right another way (a share link). */
    findById: (id: string) =>
      db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst(),

    findOwned: (id: string, customerId: string) => ownedOrder.first(db, { id, customerId }),

    /**
     * Bumps the version of an owned order and answers it as it now is (undefined for anyone else's).
     * As the first statement of a transaction it takes the row lock on PostgreSQL and the write lock
     * on SQLite, so concurrent changes queue instead of racing. One statement: the update returns
     * the row, where a read after it would cost a second look-up on every change of an order.
     */
    lockOwned: (id: string, customerId: string, now: number): Promise<OrderRow | undefined> =>
      bumpOwnedVersion.first(db, { id, customerId, now }),

    update: (id: string, changes: OrderChanges) =>
      db.updateTable('orders').set(changes).where('id', '=', id).execute(),

    /** Writes the promotion state and totals that settling an order worked out. */
    settle: (id: string, settlement: OrderSettlement) =>
      writeSettlement.changed(db, { ...settlement, id }),

    delete: (id: string) => db.deleteFrom('orders').where('id', '=', id).execute(),

    /**
     * The customer's newest open order that is not an edit draft nor a split's second delivery.
     * The query asks only for the customer's open orders (a few: the cart, its split's second
     * half, edit drafts) and those are told apart here: given `edit_of_order_id IS NULL`, SQLite
     * picks that column's unique index and walks the orders of every customer, a cost that grows
     * with the whole table on every order started.
     */
    async findOpen(customerId: string): Promise<OrderRow | undefined> {
      let newest: OrderRow | undefined;
      for (const order of await openOrdersOf.rows(db, { customerId })) {
        const isCart =
          order.edit_of_order_id === null && (order.split_part === null || order.split_part === 1);
        if (isCart && (!newest || order.updated_at > newest.updated_at)) newest = order;
      }
      return newest;
    },

    findDraftOf: (originalId: string) =>
      db
        .selectFrom('orders')
        .selectAll()
        .where('edit_of_order_id', '=', originalId)
        .executeTakeFirst(),

    /** Submitted orders whose time has come are fulfilled: Closed. */
    closeFulfilled: (customerId: string, now: number) =>
      db
        .updateTable('orders')
        .set({ status: ORDER_STATUSES.closed, closed_at: now, updated_at: now })
        .where('customer_id', '=', customerId)
        .where('status', '=', ORDER_STATUSES.submitted)
        .where('scheduled_at', '<=', now)
        .execute(),

    /** Every placed order of a customer (drafts and open orders left out), newest slot first. */
    listPlaced: (customerId: string) =>
      db
        .selectFrom('orders')
        .innerJoin('restaurants', 'restaurants.restaurant_number', 'orders.restaurant_number')
        .selectAll('orders')
        .select('restaurants.name as store_name')
        .select((eb) =>
          eb
            .selectFrom('order_items')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('order_items.order_id', '=', 'orders.id')
            .as('item_count'),
        )
        .where('orders.customer_id', '=', customerId)
        .where('orders.status', '!=', ORDER_STATUSES.open)
        .orderBy('orders.scheduled_at', 'desc')
        .execute(),

    /** The next order number, e.g. VC-100001: one atomic UPDATE ... RETURNING on both engines. */
    async nextOrderNumber(): Promise<string> {
      const row = await nextCounterValue.first(db, { name: ORDER_NUMBER_COUNTER });
      if (!row) throw new Error(`the ${ORDER_NUMBER_COUNTER} counter is missing`);
      return `VC-${Number(row.value)}`;
    },
  };
}
