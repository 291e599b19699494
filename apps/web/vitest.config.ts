import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './preact-aliases';

const require = createRequire(import.meta.url);
const esmEntry = (pkg: string, file: string) =>
  path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify('0.0.0-test') },
  resolve: {
    // The ES module builds, as the app's build takes them: a CommonJS build would require React
    // itself, not the alias.
    mainFields: ['module', 'jsnext:main', 'jsnext', 'main'],
    alias: [
      ...PREACT_ALIASES,
      {
        find: /^@testing-library\/react$/,
        replacement: esmEntry('@testing-library/react', 'dist/@testing-library/react.esm.js'),
      },
      {
        find: /^react-router$/,
        replacement: esmEntry('react-router', 'dist/development/index.mjs'),
      },
      {
        find: /^lucide-react$/,
        replacement: esmEntry('lucide-react', 'dist/esm/lucide-react.mjs'),
      },
    ],
  },
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
