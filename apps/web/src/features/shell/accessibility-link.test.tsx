import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { AccessibilityLink } from './accessibility-link';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  window.scrollY = 0;
});

function scrollTo(y: number) {
  window.scrollY = y;
  window.dispatchEvent(new Event('scroll'));
}

test('the link becomes absolutely positioned 100 ms after scrolling begins, and fixed again at the top', () => {
  const router = createMemoryRouter([{ path: '/', element: <AccessibilityLink /> }]);
  render(<RouterProvider router={router} />);
  const link = screen.getByRole('link', { name: 'Accessibility help' });
  expect(link).toHaveAttribute('href', '/accessibility');
  expect(link.className).toContain('focus:fixed');

  scrollTo(400);
  act(() => {
    vi.advanceTimersByTime(99);
  });
  expect(link.className).toContain('focus:fixed');
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(link.className).toContain('focus:absolute');

  scrollTo(0);
  act(() => {
    vi.advanceTimersByTime(100);
  });
  expect(link.className).toContain('focus:fixed');
});
