import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { DEFAULT_RETRY, TOKEN_RETRY, retry } from './retry';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('retry', () => {
  test('resolves with the first success without waiting', async () => {
    const action = vi.fn().mockResolvedValue('ok');
    await expect(retry(action)).resolves.toBe('ok');
    expect(action).toHaveBeenCalledTimes(1);
  });

  test('retries three times by default, one second apart, then rejects with the last error', async () => {
    const action = vi.fn((attempt: number) => Promise.reject(new Error(`fail ${attempt}`)));
    const result = retry(action);
    const settled = expect(result).rejects.toThrow('fail 3');

    await vi.advanceTimersByTimeAsync(999);
    expect(action).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(action).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(action).toHaveBeenCalledTimes(4);
    await settled;
  });

  test('succeeds on a later attempt', async () => {
    const action = vi.fn().mockRejectedValueOnce(new Error('flaky')).mockResolvedValue(42);
    const result = retry(action);
    await vi.advanceTimersByTimeAsync(DEFAULT_RETRY.waitMs);
    await expect(result).resolves.toBe(42);
    expect(action).toHaveBeenCalledTimes(2);
  });

  test('the token policy waits 300 ms and never retries', async () => {
    expect(TOKEN_RETRY).toEqual({ retries: 0, waitMs: 300 });
    const action = vi.fn().mockRejectedValue(new Error('token'));
    await expect(retry(action, TOKEN_RETRY)).rejects.toThrow('token');
    expect(action).toHaveBeenCalledTimes(1);
  });

  test('gives up at once when shouldRetry says no', async () => {
    const action = vi.fn().mockRejectedValue(new Error('bad request'));
    await expect(retry(action, { shouldRetry: () => false })).rejects.toThrow('bad request');
    expect(action).toHaveBeenCalledTimes(1);
  });

  test('stops waiting when the signal aborts', async () => {
    const controller = new AbortController();
    const action = vi.fn().mockRejectedValue(new Error('down'));
    const result = retry(action, { signal: controller.signal });
    const settled = expect(result).rejects.toThrow('stop');
    await vi.advanceTimersByTimeAsync(10);
    controller.abort(new Error('stop'));
    await settled;
    expect(action).toHaveBeenCalledTimes(1);
  });
});
