import { afterEach, expect, test, vi } from 'vitest';
import { orderKeys } from '../api/order';
import { useDialogStore } from '../stores/dialog-store';
import { fakeApi, orderFixture } from '../test/fake-api';
import { createQueryClient } from './query-client';
import { addPopularBuildToBag, chosenPopularBuild, intakeStateFor } from './popular-build-to-bag';

afterEach(() => {
  vi.unstubAllGlobals();
  useDialogStore.setState({ queue: [] });
});

const build = { popularBuildId: 'office-lunch-classic', headcount: 20 };

test('carries the chosen build through the intake in its navigation state', () => {
  expect(chosenPopularBuild(intakeStateFor(build))).toEqual(build);
  expect(chosenPopularBuild(null)).toBeUndefined();
  expect(chosenPopularBuild({ returnTo: '/' })).toBeUndefined();
  expect(chosenPopularBuild({ popularBuild: { popularBuildId: 'x', headcount: '20' } })).toBe(
    undefined,
  );
});

test('adds the build for its headcount and puts the order with its items in the bag', async () => {
  const withItems = orderFixture(2);
  const fetchMock = fakeApi({
    'POST /order/order-1/popularbuilds/office-lunch-classic': withItems,
  });
  const queryClient = createQueryClient();
  await expect(addPopularBuildToBag(queryClient, 'order-1', build)).resolves.toBe(true);
  expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ headcount: 20 });
  expect(queryClient.getQueryData(orderKeys.cart())).toEqual(withItems);
});

test('a refused build shows its dialog and leaves the bag as it was', async () => {
  fakeApi({});
  const queryClient = createQueryClient();
  await Promise.race([
    addPopularBuildToBag(queryClient, 'order-1', build),
    vi.waitFor(() => expect(useDialogStore.getState().queue).toHaveLength(1)),
  ]);
  expect(queryClient.getQueryData(orderKeys.cart())).toBeUndefined();
});
