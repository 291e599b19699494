import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, expect, test, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { addOrderItem, updateOrderItem } from '../../api/order-items';
import { DialogHost } from '../../ui/dialog-host';
import { useDialogStore } from '../../stores/dialog-store';
import { useDrawerStore } from '../../stores/drawer-store';
import { createQueryClient } from '../../lib/query-client';
import { BuilderForm, type BuilderFormProps } from './builder-form';
import {
  buildYourOwn,
  burritosByTheBox,
  fullBuildYourOwn,
  order,
  orderItem,
} from './builder-fixtures';

// The confirm dialog's code loads lazily on first use.
const LAZY = { timeout: 5000 };

vi.mock('../../api/order-items', () => ({ addOrderItem: vi.fn(), updateOrderItem: vi.fn() }));

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
  useDialogStore.setState({ queue: [] });
  useDrawerStore.setState({ drawer: 'none' });
  vi.mocked(addOrderItem).mockResolvedValue(order());
});

function renderBuilder(
  props: Partial<BuilderFormProps> = {},
  entry: string | { pathname: string; state: unknown } = '/builder',
) {
  const router = createMemoryRouter(
    [
      {
        path: '/builder',
        element: (
          <>
            <BuilderForm kind="buildyourown" item={buildYourOwn} orderId="order-1" {...props} />
            <DialogHost />
          </>
        ),
      },
      { path: '/bag/checkout', element: <h1>Checkout</h1> },
      { path: '/', element: <h1>Home</h1> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function completeBuildYourOwn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: /White Rice/ }));
  await user.click(screen.getByRole('button', { name: 'Add one White Rice' }));
  await user.click(screen.getByRole('checkbox', { name: /Chicken/ }));
  await user.click(screen.getByRole('checkbox', { name: /Steak/ }));
  await user.click(screen.getByRole('radio', { name: /Flour Tortilla/ }));
}

test('shows no option card in its first render, then a few more per commit (decision 245)', async () => {
  // Rendered as the app renders, not inside Testing Library's act(), which would run every
  // step's effect and render before handing back: each commit then changes the page in a task
  // of its own, and the observer counts the option cards once per commit.
  const container = document.body.appendChild(document.createElement('div'));
  const shown: number[] = [];
  const countCards = () =>
    shown.push(container.querySelectorAll('fieldset[id^="group-"] li').length);
  const observer = new MutationObserver(countCards);
  observer.observe(container, { childList: true, subtree: true });
  const router = createMemoryRouter([
    {
      path: '/',
      element: <BuilderForm kind="buildyourown" item={fullBuildYourOwn} orderId="order-1" />,
    },
  ]);
  const root = createRoot(container);
  root.render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  try {
    const total = fullBuildYourOwn.allItems.length;
    await waitFor(() => expect(shown.at(-1)).toBe(total));
    expect(shown[0]).toBe(0);
    const steps = shown.slice(1).map((count, index) => count - (shown[index] ?? 0));
    expect(
      steps.every((added) => added >= 0 && added <= 4),
      `cards per commit: ${shown}`,
    ).toBe(true);
    expect(shown.length, `cards per commit: ${shown}`).toBeGreaterThan(total / 4);
  } finally {
    observer.disconnect();
    root.unmount();
    container.remove();
  }
});

test('refuses an incomplete item with the "Please select" errors and adds nothing', async () => {
  const user = userEvent.setup();
  renderBuilder();
  await user.click(screen.getByRole('checkbox', { name: /Chicken/ }));
  await user.click(screen.getByRole('button', { name: 'Add to Bag - $129.50' }));
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Please select 2 more bases, 1 more protein, 1 more tortilla',
  );
  expect(
    within(screen.getByRole('group', { name: /Bases/ })).getByText('Select 2 more bases'),
  ).toBeVisible();
  expect(addOrderItem).not.toHaveBeenCalled();
});

test('choosing a one-choice option deselects its sibling, with no stepper', async () => {
  const user = userEvent.setup();
  renderBuilder();
  await user.click(screen.getByRole('radio', { name: /Flour Tortilla/ }));
  await user.click(screen.getByRole('radio', { name: /Taco Shell/ }));
  expect(screen.getByRole('radio', { name: /Flour Tortilla/ })).not.toBeChecked();
  expect(screen.getByRole('radio', { name: /Taco Shell/ })).toBeChecked();
  expect(screen.queryByRole('button', { name: /Add one Taco Shell/ })).not.toBeInTheDocument();
});

test('adds a complete item with the chosen sub-items and opens the bag', async () => {
  const user = userEvent.setup();
  renderBuilder();
  await completeBuildYourOwn(user);
  await user.click(screen.getByRole('button', { name: 'Add to Bag - $129.50' }));
  expect(addOrderItem).toHaveBeenCalledWith('order-1', {
    menuId: 'CMG-4206',
    quantity: 10,
    subItems: [
      { menuId: 'white-rice', quantity: 2, foodGroup: 'bases' },
      { menuId: 'chicken', quantity: 1, foodGroup: 'proteins' },
      { menuId: 'steak', quantity: 1, foodGroup: 'proteins' },
      { menuId: 'flour-tortilla', quantity: 1, foodGroup: 'tortillas' },
    ],
  });
  await vi.waitFor(() => expect(useDrawerStore.getState().drawer).toBe('bag'));
  expect(screen.getByRole('checkbox', { name: /Chicken/ })).not.toBeChecked();
});

test('shows the item save failure dialog when the service refuses', async () => {
  vi.mocked(addOrderItem).mockRejectedValue(
    new ApiError({ status: 500, errorCode: null, message: 'x', correlationId: 'c' }),
  );
  const user = userEvent.setup();
  renderBuilder();
  await completeBuildYourOwn(user);
  await user.click(screen.getByRole('button', { name: /Add to Bag/ }));
  const dialog = await screen.findByRole('dialog', { name: 'We encountered a problem.' }, LAZY);
  expect(dialog).toHaveTextContent('Please try again or contact customer support.');
  expect(useDrawerStore.getState().drawer).toBe('none');
});

test('shows the order-limit dialog when the bag cannot take the item', async () => {
  vi.mocked(addOrderItem).mockRejectedValue(
    new ApiError({ status: 422, errorCode: 'ORD-0414', message: 'x', correlationId: 'c' }),
  );
  const user = userEvent.setup();
  renderBuilder();
  await completeBuildYourOwn(user);
  await user.click(screen.getByRole('button', { name: /Add to Bag/ }));
  const dialog = await screen.findByRole('dialog', { name: 'ORDER LIMIT' }, LAZY);
  expect(dialog).toHaveTextContent(
    'An order can hold up to 25 items. To add another, remove one or call our catering line.',
  );
});

test('caps a per-burrito count at what remains, with the limit dialog', async () => {
  const user = userEvent.setup();
  renderBuilder({ kind: 'burritosbythebox', item: burritosByTheBox });
  expect(screen.getByRole('group', { name: /Choose 1 protein per burrito/ })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Choose for me' }));
  expect(screen.getByText('10 of 10')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Add one Chicken' }));
  expect(
    await screen.findByRole('dialog', { name: 'SORRY! LIMITED TO 4 Chicken' }, LAZY),
  ).toHaveTextContent('To make room for more, remove other proteins or update the total quantity.');
});

test('prefills an edited item, updates it, and returns where the edit began', async () => {
  vi.mocked(updateOrderItem).mockResolvedValue(order());
  const editing = orderItem({
    subItems: [
      { menuId: 'black-beans', name: 'Black Beans', quantity: 2, price: 0, foodGroup: 'bases' },
      { menuId: 'steak', name: 'Steak', quantity: 2, price: 0, foodGroup: 'proteins' },
      { menuId: 'taco-shell', name: 'Taco Shell', quantity: 1, price: 0, foodGroup: 'tortillas' },
    ],
  });
  const user = userEvent.setup();
  const router = renderBuilder({ editing, returnTo: '/bag/checkout' });
  expect(screen.getByRole('textbox', { name: 'How many people?' })).toHaveValue('12');
  expect(screen.getByRole('link', { name: 'close without updating' })).toHaveAttribute(
    'href',
    '/bag/checkout',
  );
  await user.click(screen.getByRole('button', { name: 'Update Bag' }));
  expect(updateOrderItem).toHaveBeenCalledWith(
    'order-1',
    expect.objectContaining({ orderItemId: 'item-1', quantity: 12 }),
  );
  await vi.waitFor(() => expect(router.state.location.pathname).toBe('/bag/checkout'));
});

test('after Update Bag the customer is back on the page the edit began on, with the bag open', async () => {
  vi.mocked(updateOrderItem).mockResolvedValue(order());
  const user = userEvent.setup();
  const router = renderBuilder({
    editing: orderItem({ subItems: [] }),
    returnTo: '/?zipCode=10017',
  });
  await completeBuildYourOwn(user);
  await user.click(screen.getByRole('button', { name: 'Update Bag' }));
  await vi.waitFor(() => expect(router.state.location.search).toBe('?zipCode=10017'));
  expect(router.state.location.pathname).toBe('/');
  await vi.waitFor(() => expect(useDrawerStore.getState().drawer).toBe('bag'));
});

test('close without updating goes back to that page with the bag open and saves nothing', async () => {
  vi.mocked(updateOrderItem).mockClear();
  const user = userEvent.setup();
  const router = renderBuilder({ editing: orderItem({ subItems: [] }), returnTo: '/' });
  await completeBuildYourOwn(user);
  await user.click(screen.getByRole('link', { name: 'close without updating' }));
  await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  await vi.waitFor(() => expect(useDrawerStore.getState().drawer).toBe('bag'));
  expect(updateOrderItem).not.toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('a box planned for 2 vegans of 10 gets their sofritas from "Suggest choices" and goes in the bag with its split (BLD-DIET-4, BLD-DIET-6, BLD-DIET-7)', async () => {
  const user = userEvent.setup();
  renderBuilder({ kind: 'burritosbythebox', item: burritosByTheBox });
  await user.click(screen.getByRole('button', { name: /Dietary needs/ }));
  await user.type(await screen.findByRole('textbox', { name: 'Vegans' }, LAZY), '2');
  await user.click(screen.getByRole('button', { name: 'Suggest choices' }));
  const tally = screen.getByRole('complementary', { name: 'Your build' });
  expect(within(tally).getByText('Feeds 2 vegans')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Add to Bag - $119.50' }));
  // The other 8 by 40/25/35: 3.2, 2, 2.8 -> 3, 2, 3; the vegans' 2 sofritas on top.
  expect(addOrderItem).toHaveBeenCalledWith('order-1', {
    menuId: 'CMG-4012',
    quantity: 10,
    subItems: [
      { menuId: 'sofritas', quantity: 5, foodGroup: 'proteins' },
      { menuId: 'chicken', quantity: 3, foodGroup: 'proteins' },
      { menuId: 'steak', quantity: 2, foodGroup: 'proteins' },
    ],
    dietSplit: { vegetarian: 0, vegan: 2, dairyFree: 0 },
  });
});

test('a bag item saved with a split opens with it: the tally says whom it feeds (BLD-DIET-7)', async () => {
  const sofritas = { menuId: 'sofritas', name: 'Sofritas', quantity: 10, price: 0 };
  renderBuilder({
    kind: 'burritosbythebox',
    item: burritosByTheBox,
    editing: orderItem({
      menuId: 'CMG-4012',
      quantity: 10,
      subItems: [{ ...sofritas, foodGroup: 'proteins' }],
      dietSplit: { vegetarian: 3, vegan: 2, dairyFree: 0 },
    }),
  });
  const tally = screen.getByRole('complementary', { name: 'Your build' });
  expect(await within(tally).findByText('Feeds 3 vegetarians, 2 vegans', {}, LAZY)).toBeVisible();
});
