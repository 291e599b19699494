import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify('0.0.0-test') },
  test: {
    environment: 'jsdom',
    // Each file in a VM realm of its own inside a reused worker: its own globals, jsdom window and
    // modules, as with the default pool, without a new process and a new jsdom import per file
    // (decision 252). The realm lacks web streams: src/test/setup.ts adds them.
    pool: 'vmForks',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Screens and dialogs load lazily: a first import on a busy machine takes seconds.
    testTimeout: 30_000,
    restoreMocks: true,
    // A mock's calls from one test are not seen by the next, whatever the order.
    clearMocks: true,
    unstubGlobals: true,
    // Two test files at a time even on a two-core machine, where Vitest's default is one: the
    // suite then takes a third less time there (decision 249).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
