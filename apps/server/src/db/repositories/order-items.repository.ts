import type { Kysely } from 'kysely';
import type { Database, OrderItemsTable } from '../schema';
import { everyColumn, preparedQuery, type RowArguments } from '../prepared-query';

const itemsOfOrder = preparedQuery((db, args: { orderId: string }) =>
  db
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', '=', args.orderId)
    .orderBy('position')
    .orderBy('id'),
);

export type OrderItemRow = OrderItemsTable;

const ITEM_COLUMNS = {
  id: true,
  order_id: true,
  menu_item_id: true,
  name: true,
  display_name: true,
  serves_text: true,
  quantity: true,
  unit_price_cents: true,
  sub_total_cents: true,
  is_amount_from_sub_items: true,
  sub_items_json: true,
  popular_build_id: true,
  popular_build_name: true,
  position: true,
  created_at: true,
  diet_split_json: true,
} satisfies Record<keyof OrderItemRow, true>;
// Adding one item is what every change of a bag does; several (a popular build, a reorder) go in
// one statement built each time.
const insertOneItem = preparedQuery((db, args: RowArguments<OrderItemRow>) =>
  db.insertInto('order_items').values(everyColumn(args, ITEM_COLUMNS)),
);

/** The items of an order, in the order they were added. */
export function orderItemsRepository(db: Kysely<Database>) {
  return {
    ofOrder: (orderId: string) => itemsOfOrder.rows(db, { orderId }),
    insert: (rows: OrderItemRow[]) =>
      rows.length === 0
        ? Promise.resolve()
        : rows.length === 1
          ? insertOneItem.changed(db, rows[0] as OrderItemRow).then(() => undefined)
          : db
              .insertInto('order_items')
              .values(rows)
              .execute()
              .then(() => undefined),
    replace: (row: OrderItemRow) =>
      db
        .updateTable('order_items')
        .set(row)
        .where('id', '=', row.id)
        .where('order_id', '=', row.order_id)
        .execute(),
    async remove(orderId: string, itemId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('order_items')
        .where('order_id', '=', orderId)
        .where('id', '=', itemId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
    removeAll: (orderId: string) =>
      db.deleteFrom('order_items').where('order_id', '=', orderId).execute(),
    /** Moves these items onto another order (the halves of a split delivery). */
    move: (ids: readonly string[], toOrderId: string) =>
      ids.length === 0
        ? Promise.resolve()
        : db
            .updateTable('order_items')
            .set({ order_id: toOrderId })
            .where('id', 'in', [...ids])
            .execute()
            .then(() => undefined),
    /** Moves a draft's items onto the order it replaces. */
    moveAll: (fromOrderId: string, toOrderId: string) =>
      db
        .updateTable('order_items')
        .set({ order_id: toOrderId })
        .where('order_id', '=', fromOrderId)
        .execute(),
    updatePrices: (
      row: Pick<OrderItemRow, 'id' | 'unit_price_cents' | 'sub_total_cents' | 'sub_items_json'>,
    ) =>
      db
        .updateTable('order_items')
        .set({
          unit_price_cents: row.unit_price_cents,
          sub_total_cents: row.sub_total_cents,
          sub_items_json: row.sub_items_json,
        })
        .where('id', '=', row.id)
        .execute(),
  };
}
