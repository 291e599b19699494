import type { OrderPromotion } from '@catering/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { PromoEntry, type PromoEntryProps } from './promo-entry';

const cater15: OrderPromotion = {
  code: 'CATER15',
  name: '15% off catering',
  deductionAmount: 30,
  subTotalAfterPromotion: 170,
  exceptionCode: null,
};

function renderEntry(props: Partial<PromoEntryProps> = {}) {
  const handlers = { onApply: vi.fn(), onRemove: vi.fn(), onClearError: vi.fn() };
  const entry = (more: Partial<PromoEntryProps>) => (
    <PromoEntry promotion={null} pending={false} error={undefined} {...handlers} {...more} />
  );
  const { container, rerender } = render(entry(props));
  const live = () => container.querySelector('[aria-live="polite"]');
  return { ...handlers, live, update: (more: Partial<PromoEntryProps>) => rerender(entry(more)) };
}

test('says the entry errors in a polite live region that stays through the spinner (A11Y-LIVE-1)', async () => {
  const { live, update } = renderEntry();
  const region = live();
  expect(region).toBeEmptyDOMElement();
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(region).toHaveTextContent('Please enter a promo code');
  // A code typed clears it; applied, the spinner stands in for the entry, then a refusal comes.
  await userEvent.type(screen.getByLabelText('Promo code'), 'NOPE');
  expect(region).toBeEmptyDOMElement();
  update({ pending: true });
  expect(region).toBeEmptyDOMElement();
  update({ error: 'Promo code is invalid' });
  // The same element, present before the message came: screen readers announce the change.
  expect(live()).toBe(region);
  expect(region).toHaveTextContent('Promo code is invalid');
});

test('asks for a promo code when the entry is submitted empty', async () => {
  const { onApply } = renderEntry();
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(screen.getByLabelText('Promo code')).toHaveAccessibleDescription(
    'Please enter a promo code',
  );
  expect(onApply).not.toHaveBeenCalled();
});

test('upper-cases the code, keeps letters and digits only and stops at 20 characters', async () => {
  const { onApply } = renderEntry();
  const input = screen.getByLabelText('Promo code');
  await userEvent.type(input, 'cater-15 now!abcdefghijklmnop');
  expect(input).toHaveValue('CATER15NOWABCDEFGHIJ');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(onApply).toHaveBeenCalledWith('CATER15NOWABCDEFGHIJ');
});

test('shows a spinner instead of the entry while a change is pending', () => {
  renderEntry({ pending: true });
  expect(screen.getByRole('status')).toHaveTextContent('Updating promo code');
  expect(screen.queryByLabelText('Promo code')).toBeNull();
});

test('shows the applied code as a pill that can be removed, and no entry', async () => {
  const { onRemove } = renderEntry({ promotion: cater15 });
  expect(screen.queryByLabelText('Promo code')).toBeNull();
  expect(screen.getByText('CATER15')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Remove promo code CATER15' }));
  expect(onRemove).toHaveBeenCalledWith('CATER15');
});

test("shows the message of the order's exception code under the pill", () => {
  renderEntry({ promotion: { ...cater15, exceptionCode: 'COO-0117' } });
  expect(screen.getByRole('alert')).toHaveTextContent('Promotion has expired');
});

test('shows the failure message under the entry and clears it when the code changes', async () => {
  const { onClearError } = renderEntry({ error: 'Sorry, this promo code is unavailable' });
  expect(screen.getByLabelText('Promo code')).toHaveAccessibleDescription(
    'Sorry, this promo code is unavailable',
  );
  await userEvent.type(screen.getByLabelText('Promo code'), 'x');
  expect(onClearError).toHaveBeenCalled();
});

test('a code shows as it will be sent: upper case, and a dash or a space never shows', async () => {
  renderEntry();
  const entry = screen.getByLabelText('Promo code');
  await userEvent.type(entry, 'save-10 ');
  expect(entry).toHaveValue('SAVE10');
});
