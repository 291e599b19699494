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
  },
});
