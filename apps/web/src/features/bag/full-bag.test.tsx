import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, test, vi } from 'vitest';
import { orderFixture } from '../../test/fake-api';
import { FullBag } from './full-bag';
import type { PromotionState } from './use-promotion';

const promotion = {
  pending: false,
  error: undefined,
  apply: vi.fn(),
  remove: vi.fn(),
  clearError: vi.fn(),
} as unknown as PromotionState;

function renderBag(items: number, subTotal: number) {
  render(
    <MemoryRouter>
      <FullBag
        order={orderFixture(items, { subTotal })}
        promotion={promotion}
        onRemove={vi.fn()}
        onNavigate={vi.fn()}
      />
    </MemoryRouter>,
  );
}

test('says the bag is full once it holds 25 items', () => {
  renderBag(25, 5475);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('YOUR BAG IS FULL');
  expect(alert).toHaveTextContent(
    'An order can hold up to 25 items. To add another, remove one or call our catering line.',
  );
});

test('warns when the bag total is above the $10,000 online limit', () => {
  renderBag(3, 10_000.01);
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Online orders are limited to $10,000. To order more, please call our catering line.',
  );
});

test('shows no limit warning for an ordinary bag', () => {
  renderBag(24, 5256);
  expect(screen.queryByRole('alert')).toBeNull();
});
