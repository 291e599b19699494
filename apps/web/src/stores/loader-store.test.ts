import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { LOADER_DELAY_MS, useLoaderStore } from './loader-store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  useLoaderStore.getState().clearLoader();
  vi.useRealTimers();
});

test('shows a queued loader only after 600 ms', () => {
  useLoaderStore.getState().queueLoader('Saving your order');
  vi.advanceTimersByTime(LOADER_DELAY_MS - 1);
  expect(useLoaderStore.getState().loader).toBeNull();
  vi.advanceTimersByTime(1);
  expect(useLoaderStore.getState().loader).toEqual({ text: 'Saving your order', overlay: true });
});

test('never shows a queued loader that was cleared in time', () => {
  useLoaderStore.getState().queueLoader('Saving your order');
  vi.advanceTimersByTime(300);
  useLoaderStore.getState().clearLoader();
  vi.advanceTimersByTime(LOADER_DELAY_MS);
  expect(useLoaderStore.getState().loader).toBeNull();
});
