import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, loadChunk } from './chunk-load';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function failure(promise: Promise<unknown>): Promise<ChunkLoadError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ChunkLoadError);
  return error as ChunkLoadError;
}

describe('loadChunk', () => {
  test('resolves with the imported module', async () => {
    const module = { Component: () => null };
    await expect(loadChunk('home', () => Promise.resolve(module))).resolves.toBe(module);
  });

  test('reports a chunk the server no longer has as missing', async () => {
    const importer = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    const error = await failure(loadChunk('checkout', importer));
    expect(error).toMatchObject({ chunk: 'checkout', kind: 'missing' });
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  test('reports any other import failure as an error', async () => {
    const error = await failure(loadChunk('builder', () => Promise.reject(new Error('boom'))));
    expect(error).toMatchObject({ chunk: 'builder', kind: 'error' });
  });

  test('times out after 120 seconds', async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const pending = failure(loadChunk('intake', () => new Promise(() => {})));
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ chunk: 'intake', kind: 'timeout' });
  });

  test('clears its timer once the chunk arrives', async () => {
    await loadChunk('home', () => Promise.resolve({}));
    expect(vi.getTimerCount()).toBe(0);
  });

  test('treats an importer that throws synchronously as an error', async () => {
    const importer = () => {
      throw new Error('sync');
    };
    const error = await failure(loadChunk('account', importer));
    expect(error.kind).toBe('error');
  });
});
