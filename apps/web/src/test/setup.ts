import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens load lazily: on a loaded machine the first import of a chunk can take several seconds,
// and findBy* (one second by default) would fail for a reason that is not the app's.
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
