import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterEach } from 'vitest';
import { runEffectsAfterTheTask } from '../lib/effects-after-the-task';

// Effects run after the task that rendered, as in the app (lib/effects-after-the-task.ts), and
// every user-event action waits for a task first: a customer acts after the page has settled, a
// test the moment a dialog appears (decision 263).
runEffectsAfterTheTask();
const { asyncWrapper } = getConfig();
configure({
  asyncWrapper: async (action) => {
    await new Promise((resolve) => setTimeout(resolve));
    return asyncWrapper(action);
  },
});

// Screens load lazily: on a loaded machine the first import of a chunk can take several seconds,
// and findBy* (one second by default) would fail for a reason that is not the app's.
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
