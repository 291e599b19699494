import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Test files share their worker's modules: importing the app (tsx, zod, Fastify) once per
    // worker instead of once per file saves about two minutes of a full run. Each test builds its
    // own app over its own database, so no state crosses files through a module.
    isolate: false,
    // Two test files at a time even on a two-core machine, where Vitest's default is one: the
    // suite then takes a third less time there (decision 249).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
