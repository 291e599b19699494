import { expect, test } from 'vitest';
import { openPlannedDatabase } from '../../../test/query-plans';
import { orderItemsRepository, type OrderItemRow } from './order-items.repository';

const item = (orderId: string, id: string, position: number): OrderItemRow => ({
  id,
  order_id: orderId,
  menu_item_id: 'CMG-4012',
  name: 'Burritos by the Box',
  display_name: 'Burritos by the Box',
  serves_text: 'Serves 10',
  quantity: 1,
  unit_price_cents: 12_500,
  sub_total_cents: 12_500,
  is_amount_from_sub_items: 0,
  sub_items_json: '[]',
  popular_build_id: null,
  popular_build_name: null,
  position,
  created_at: 1_000,
  diet_split_json: null,
});

test("an order's items come in the order they were added, read in that order from the index", async () => {
  const { db, plansSinceLastCall } = await openPlannedDatabase();
  const items = orderItemsRepository(db);
  await items.insert([
    item('o1', 'c', 2),
    item('o1', 'b', 1),
    item('o1', 'a', 1),
    item('o2', 'd', 0),
  ]);
  plansSinceLastCall();

  expect((await items.ofOrder('o1')).map((row) => row.id)).toEqual(['a', 'b', 'c']);
  // Four times per whole order: no temporary b-tree to sort them (migration 0027).
  expect(plansSinceLastCall()).toEqual([
    'SEARCH order_items USING INDEX order_items_order_idx (order_id=?)',
  ]);
});
