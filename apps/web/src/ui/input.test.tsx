import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Input } from './input';
import { Select } from './select';

test('an input with an error is invalid and described by its hint and error', () => {
  render(<Input label="City" hint="Where we deliver" error="City is required" required />);
  const input = screen.getByRole('textbox', { name: /City/ });
  expect(input).toBeInvalid();
  expect(input).toHaveAccessibleDescription('Where we deliver City is required');
});

test('a select without an error is valid and offers its placeholder first', () => {
  render(
    <Select
      label="Event type"
      placeholder="Choose an event type"
      options={[{ value: 'LUNCH', label: 'Lunch' }]}
    />,
  );
  const select = screen.getByRole('combobox', { name: 'Event type' });
  expect(select).not.toHaveAttribute('aria-invalid');
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
    'Choose an event type',
    'Lunch',
  ]);
});
