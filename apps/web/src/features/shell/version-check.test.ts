import { VERSION_POLL_MS } from '@catering/domain';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { useDialogStore } from '../../stores/dialog-store';
import { REFRESH_REQUIRED_DIALOG, showRefreshRequired, startVersionCheck } from './version-check';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  useDialogStore.setState({ queue: [] });
});

function start(served: (string | null)[]) {
  const fetchVersion = vi.fn(() => Promise.resolve(served.shift() ?? null));
  const onNewVersion = vi.fn();
  const stop = startVersionCheck({ loadedVersion: '1.0.0-a', fetchVersion, onNewVersion });
  return { fetchVersion, onNewVersion, stop };
}

test('asks for the served version every 10 minutes and reports the first that differs, once', async () => {
  const { fetchVersion, onNewVersion, stop } = start(['1.0.0-a', '1.0.0-b', '1.0.0-c']);
  expect(fetchVersion).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(VERSION_POLL_MS);
  expect(fetchVersion).toHaveBeenCalledTimes(1);
  expect(onNewVersion).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(VERSION_POLL_MS);
  expect(onNewVersion).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(3 * VERSION_POLL_MS);
  expect(fetchVersion).toHaveBeenCalledTimes(2);
  stop();
});

test('asks again when the tab comes back into view', async () => {
  const { fetchVersion, onNewVersion, stop } = start(['1.0.0-b']);
  document.dispatchEvent(new Event('visibilitychange'));
  await vi.advanceTimersByTimeAsync(0);
  expect(fetchVersion).toHaveBeenCalledTimes(1);
  expect(onNewVersion).toHaveBeenCalledTimes(1);
  stop();
});

test('a server without a build version, or a failed check, asks nothing', async () => {
  const fetchVersion = vi
    .fn<() => Promise<string | null>>()
    .mockResolvedValueOnce('development')
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValueOnce(null);
  const onNewVersion = vi.fn();
  const stop = startVersionCheck({ loadedVersion: '1.0.0-a', fetchVersion, onNewVersion });
  await vi.advanceTimersByTimeAsync(3 * VERSION_POLL_MS);
  expect(fetchVersion).toHaveBeenCalledTimes(3);
  expect(onNewVersion).not.toHaveBeenCalled();
  stop();
  await vi.advanceTimersByTimeAsync(VERSION_POLL_MS);
  expect(fetchVersion).toHaveBeenCalledTimes(3);
});

test('the refresh-required dialog cannot be dismissed and its one button is REFRESH PAGE', () => {
  const reload = vi.fn();
  void showRefreshRequired(reload);
  const [dialog] = useDialogStore.getState().queue;
  expect(dialog).toMatchObject({ ...REFRESH_REQUIRED_DIALOG, dismissible: false });
  expect(dialog?.button).toBe('REFRESH PAGE');
  expect(dialog?.cancel).toBeUndefined();
  useDialogStore.getState().close(dialog!.id, 'ok');
  expect(reload).toHaveBeenCalledTimes(1);
});
