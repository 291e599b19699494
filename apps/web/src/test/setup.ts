import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { options } from 'preact';
import { afterEach } from 'vitest';

// Preact runs effects after the next frame; React ran them before the next key press or click.
// A listener or a style set up in one (a dialog's Escape key, its place on top of Radix's
// layers, its pointer events) is there for a customer, who acts a frame later at the soonest,
// but not for a test that clicks the moment the dialog appears. Here effects run after the
// current task, and every user-event action waits for a task first (decision 263).
options.requestAnimationFrame = (callback) => void setTimeout(callback);
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
