import { orderItemLine } from '@catering/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, expect, test, vi } from 'vitest';
import { useDialogStore } from '../../stores/dialog-store';
import { orderFixture } from '../../test/fake-api';
import { DialogHost } from '../../ui/dialog-host';
import { BagItemActions } from './bag-item-actions';

// The confirm dialog's code loads lazily on first use.
const LAZY = { timeout: 5000 };

beforeEach(() => useDialogStore.setState({ queue: [] }));

function renderActions(at: string, popularBuildItemId: string | null = null) {
  const order = orderFixture(1);
  const [item] = order.orderDetail.orderItems;
  order.orderDetail.orderItems = [{ ...item!, popularBuildItemId }];
  const actions = (
    <>
      <BagItemActions
        order={order}
        line={orderItemLine(order.orderDetail.orderItems[0]!)}
        onRemove={vi.fn()}
      />
      <DialogHost />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: actions },
      { path: '/builder/:kind/:menuType/:orderItemId?', element: actions },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return { router, builder: `/builder/buildyourown/${item!.menuId}/${item!.orderItemId}` };
}

test('Edit on another page opens the builder with that page to return to', async () => {
  const { router, builder } = renderActions('/?zipCode=10017');
  await userEvent.click(screen.getByRole('button', { name: /^Edit/ }));
  await vi.waitFor(() => expect(router.state.location.pathname).toBe(builder));
  expect(router.state.location.state).toEqual({ returnTo: '/?zipCode=10017' });
});

test('Edit on a builder opens the edited item in the builder, with nothing to return to', async () => {
  const { router, builder } = renderActions('/builder/chipsandsalsa/CMG-4027');
  await userEvent.click(screen.getByRole('button', { name: /^Edit/ }));
  await vi.waitFor(() => expect(router.state.location.pathname).toBe(builder));
  expect(router.state.location.state).toBeNull();
});

test('Edit of a popular build asks first: CONTINUE opens the builder, closing stays', async () => {
  const user = userEvent.setup();
  const { router, builder } = renderActions('/', 'office-lunch-classic');
  await user.click(screen.getByRole('button', { name: /^Edit/ }));
  const dialog = await screen.findByRole('dialog', { name: 'HEADS UP' }, LAZY);
  expect(dialog).toHaveTextContent(
    'This popular build was curated by our chefs. Any changes you make will make it your own.',
  );
  await user.keyboard('{Escape}');
  expect(router.state.location.pathname).toBe('/');

  await user.click(screen.getByRole('button', { name: /^Edit/ }));
  await user.click(await screen.findByRole('button', { name: 'CONTINUE' }, LAZY));
  await vi.waitFor(() => expect(router.state.location.pathname).toBe(builder));
});
