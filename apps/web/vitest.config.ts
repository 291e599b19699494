import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify('0.0.0-test') },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Screens and dialogs load lazily: a first import on a busy machine takes seconds.
    testTimeout: 30_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
