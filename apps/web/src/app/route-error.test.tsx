import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { loadChunk } from '../lib/chunk-load';
import { RouteError } from './route-error';

function renderFailingRoute(reason: unknown) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: null,
      hydrateFallbackElement: <p>Loading</p>,
      errorElement: <RouteError />,
      lazy: () => loadChunk('checkout', () => Promise.reject(reason)),
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('RouteError', () => {
  test('says the page did not load and offers a reload when a chunk is missing', async () => {
    renderFailingRoute(new TypeError('Failed to fetch dynamically imported module'));
    expect(
      await screen.findByRole('heading', { name: "This page didn't load" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/newer version/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  });

  test('falls back to a generic message for other errors', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        element: null,
        hydrateFallbackElement: <p>Loading</p>,
        errorElement: <RouteError />,
        loader: () => {
          throw new Error('nope');
        },
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
  });
});
