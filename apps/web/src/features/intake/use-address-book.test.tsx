import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, expect, test } from 'vitest';
import { customerKeys } from '../../api/customer';
import { createQueryClient } from '../../lib/query-client';
import { useDialogStore } from '../../stores/dialog-store';
import { fakeApi } from '../../test/fake-api';
import { NEW_ADDRESS } from './address-book';
import type { IntakeFormValues } from './intake-form';
import { KEEP_ADDRESS_FAILED, useAddressBook } from './use-address-book';

const typed: IntakeFormValues = {
  orderType: 'delivery',
  restaurantNumber: 1001,
  date: '2026-11-27',
  time: '12:30',
  eventType: 'LUNCH',
  deliveryAddress: {
    address1: '11 Madison Ave',
    address2: '',
    city: 'New York',
    state: 'NY',
    postalCode: '10010',
    country: 'US',
    instructions: 'Ask for Rosa',
    latitude: 40.74,
    longitude: -73.99,
  },
};

function renderBook(fullUser = true) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useAddressBook(fullUser, undefined), { wrapper });
  return { ...hook, client };
}

const posts = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

beforeEach(() => useDialogStore.setState({ queue: [] }));

test('keeps a new delivery address once the order is saved, only when asked (ACC-ADDR-2)', async () => {
  const kept = { ...typed.deliveryAddress, addressId: 'a-1', addressName: 'OFFICE' };
  const fetchMock = fakeApi({ 'GET /customer/delivery': [], 'POST /customer/delivery': kept });
  const { result, client } = renderBook();
  await waitFor(() => expect(result.current.offer?.canKeep).toBe(true));
  expect(result.current.offer?.choice).toBe(NEW_ADDRESS);

  await act(() => result.current.keepAfterSave(typed));
  expect(posts(fetchMock)).toHaveLength(0);

  act(() => result.current.offer?.onKeep(true));
  await act(() => result.current.keepAfterSave({ ...typed, orderType: 'pickup' }));
  expect(posts(fetchMock)).toHaveLength(0);
  await act(() => result.current.keepAfterSave(typed));
  expect(posts(fetchMock)).toHaveLength(1);
  expect(JSON.parse(String(posts(fetchMock)[0]?.[1]?.body))).toMatchObject({
    address1: '11 Madison Ave',
    city: 'New York',
    state: 'NY',
    postalCode: '10010',
    country: 'US',
    instructions: 'Ask for Rosa',
    addressName: 'OFFICE',
    latitude: 40.74,
    longitude: -73.99,
  });
  expect(client.getQueryData(customerKeys.savedAddresses())).toEqual([kept]);
});

test('an address that cannot be kept is said in a dialog, and the intake goes on', async () => {
  fakeApi({
    'GET /customer/delivery': [],
    'POST /customer/delivery': () => Response.json({}, { status: 500 }),
  });
  const { result } = renderBook();
  await waitFor(() => expect(result.current.offer?.canKeep).toBe(true));
  act(() => result.current.offer?.onKeep(true));
  let done = false;
  void act(() => result.current.keepAfterSave(typed)).then(() => (done = true));
  await waitFor(() => expect(useDialogStore.getState().queue).toHaveLength(1));
  const [dialog] = useDialogStore.getState().queue;
  expect(dialog).toMatchObject({
    header: 'Saved addresses',
    text: KEEP_ADDRESS_FAILED,
    subText: ['Your order details are saved.'],
  });
  expect(done).toBe(false);
  act(() => useDialogStore.getState().close(dialog!.id, 'ok'));
  await waitFor(() => expect(done).toBe(true));
});

test('a guest is offered nothing and keeps nothing', async () => {
  const fetchMock = fakeApi({});
  const { result } = renderBook(false);
  expect(result.current.offer).toBeUndefined();
  await act(() => result.current.keepAfterSave(typed));
  expect(fetchMock).not.toHaveBeenCalled();
});
