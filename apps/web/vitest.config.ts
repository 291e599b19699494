import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './preact-aliases';

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify('0.0.0-test') },
  resolve: {
    // The ES module builds, as the app's build takes them (Testing Library, React Router, lucide,
    // react-remove-scroll…): a CommonJS build would require React itself, not the alias.
    mainFields: ['module', 'jsnext:main', 'jsnext', 'main'],
    conditions: ['module', 'import', 'development'],
    alias: PREACT_ALIASES,
  },
  test: {
    environment: 'jsdom',
    // Each file in a VM realm of its own inside a reused worker: its own globals, jsdom window and
    // modules, as with the default pool, without a new process and a new jsdom import per file
    // (decision 252).
    pool: 'vmForks',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Screens and dialogs load lazily: a first import on a busy machine takes seconds.
    testTimeout: 30_000,
    // Every dependency through Vite, so that the aliases reach the libraries that import React
    // (Radix and its helpers, React Router, TanStack Query…): Node would load React itself for
    // them otherwise, and two copies of the hooks' state break.
    server: { deps: { inline: true } },
    restoreMocks: true,
    // A mock's calls from one test are not seen by the next, whatever the order.
    clearMocks: true,
    unstubGlobals: true,
    // Two test files at a time even on a two-core machine, where Vitest's default is one: the
    // suite then takes a third less time there (decision 249).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
