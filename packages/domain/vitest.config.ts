import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    // Property tests run hundreds of cases; a loaded CI machine must not turn them into timeouts.
    testTimeout: 30_000,
    // Two test files at a time even on a two-core machine, where Vitest's default is one: the
    // suite then takes a third less time there (decision 249).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/index.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 95 },
    },
  },
});
