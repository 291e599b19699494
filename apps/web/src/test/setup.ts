import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { ReadableStream } from 'node:stream/web';
import { afterEach } from 'vitest';

// Each test file runs in a realm of its own (the vmForks pool, decision 252), whose globals are
// jsdom's window and a list of Node's that Vitest copies in. Web streams are not on that list, and
// React's static renderer (app/prerender.tsx, which the hydration tests use) needs them.
globalThis.ReadableStream ??= ReadableStream as typeof globalThis.ReadableStream;

// Screens load lazily: on a loaded machine the first import of a chunk can take several seconds,
// and findBy* (one second by default) would fail for a reason that is not the app's.
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
