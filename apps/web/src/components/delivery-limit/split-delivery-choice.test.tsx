import type { Order } from '@catering/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { fakeApi, orderFixture } from '../../test/fake-api';
import { SplitDeliveryChoice } from './split-delivery-choice';

afterEach(() => vi.unstubAllGlobals());

/** Lines of $900, $500 and $200: $1600, over the limit. */
function bag(): Order {
  const order = orderFixture(3, { orderType: 'delivery', isDelivery: true, subTotal: 1600 });
  const [a, b, c] = order.orderDetail.orderItems;
  Object.assign(a!, { subTotal: 900 });
  Object.assign(b!, { subTotal: 500, displayName: 'Chips for 50' });
  Object.assign(c!, { subTotal: 200, displayName: 'Chips for 20' });
  return order;
}

function renderChoice(order: Order) {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SplitDeliveryChoice order={order} partner={undefined} Sub="h4" onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

test('proposes an even split, shows each delivery live, and refuses one over the limit with the reason', async () => {
  const fetch = fakeApi({
    'PUT /order/order-1/split': { first: bag(), second: { ...bag(), id: 'order-2' } },
  });
  const onDone = renderChoice(bag());
  const moves = screen.getAllByRole('checkbox');
  expect(moves.map((box) => (box as HTMLInputElement).checked)).toEqual([false, true, true]);
  expect(screen.getByText('Delivery 1').nextSibling).toHaveTextContent('$900.00');
  expect(screen.getByText('Delivery 2').nextSibling).toHaveTextContent('$700.00');
  const button = screen.getByRole('button', { name: 'Split into two deliveries' });
  expect(button).toBeEnabled();

  await userEvent.click(moves[1]!);
  expect(screen.getByText('Delivery 1').nextSibling).toHaveTextContent('$1,400.00');
  expect(button).toBeDisabled();
  expect(button).toHaveAccessibleDescription(
    'Delivery 1 is $50 above the $1350 limit. Move more items to delivery 2.',
  );

  await userEvent.click(moves[1]!);
  await userEvent.click(button);
  const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
  expect(JSON.parse(String(put?.[1]?.body))).toEqual({ items: ['item-2', 'item-3'] });
  expect(onDone).toHaveBeenCalledWith(
    'Split into two deliveries: 3 items in delivery 1, 3 items in delivery 2.',
  );
});

test('says when two deliveries cannot carry the bag', () => {
  const order = bag();
  Object.assign(order.orderDetail.orderItems[0]!, { subTotal: 1400 });
  renderChoice(order);
  expect(screen.queryByRole('checkbox')).toBeNull();
  expect(
    screen.getByText(/Two deliveries cannot carry this bag: each must stay within \$1350/),
  ).toBeInTheDocument();
});
