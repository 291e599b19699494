import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, expect, test, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { useDialogStore } from '../../stores/dialog-store';
import { fakeApi, orderFixture } from '../../test/fake-api';
import type { IntakeFormValues } from './intake-form';
import { useIntakeSubmit } from './use-intake-submit';

const values: IntakeFormValues = {
  orderType: 'pickup',
  restaurantNumber: 1001,
  date: '2026-11-27',
  time: '12:30',
  eventType: 'LUNCH',
};

function renderSubmit(afterSave: (values: IntakeFormValues) => Promise<void>) {
  let hook: ReturnType<typeof useIntakeSubmit> | undefined;
  function Probe() {
    hook = useIntakeSubmit(false, afterSave);
    return null;
  }
  const router = createMemoryRouter(
    [
      { path: '/order/intake', element: <Probe /> },
      { path: '*', element: null },
    ],
    { initialEntries: ['/order/intake'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, submit: (v: IntakeFormValues) => hook!.submit(v) };
}

beforeEach(() => useDialogStore.setState({ queue: [] }));

test('keeps the address once the order is saved, before leaving the intake', async () => {
  const fetchMock = fakeApi({ 'POST /order': orderFixture(0) });
  const seen: string[] = [];
  const { router, submit } = renderSubmit(async (saved) => {
    expect(saved).toBe(values);
    seen.push(router.state.location.pathname, String(fetchMock.mock.calls.length));
  });
  await act(() => submit(values));
  expect(seen).toEqual(['/order/intake', '1']);
  expect(router.state.location.pathname).toBe('/');
});

test('keeps nothing when the order itself was not saved', async () => {
  fakeApi({ 'POST /order': () => Response.json({}, { status: 500 }) });
  const afterSave = vi.fn(async () => undefined);
  const { submit } = renderSubmit(afterSave);
  const done = submit(values);
  // The failure's dialog waits for an answer.
  await waitFor(() => expect(useDialogStore.getState().queue).toHaveLength(1));
  act(() => useDialogStore.getState().close(useDialogStore.getState().queue[0]!.id, 'ok'));
  await act(() => done);
  expect(afterSave).not.toHaveBeenCalled();
});
