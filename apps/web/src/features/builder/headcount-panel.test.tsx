import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { HeadcountPanel } from './headcount-panel';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

function Harness({
  increment = 1,
  onChange = () => {},
}: {
  increment?: number;
  onChange?: (n: number) => void;
}) {
  const [headcount, setHeadcount] = useState(10);
  return (
    <HeadcountPanel
      kind={increment > 1 ? 'burritosbythebox' : 'buildyourown'}
      rule={{ min: 10, max: 200, increment }}
      headcount={headcount}
      onHeadcountChange={(value) => {
        setHeadcount(value);
        onChange(value);
      }}
    />
  );
}

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

test('raises a headcount below the minimum with the minimum tooltip, hidden after 2 seconds', async () => {
  render(<Harness />);
  const input = screen.getByRole('textbox', { name: 'How many people?' });
  await user().clear(input);
  await user().type(input, '4');
  await user().tab();
  expect(input).toHaveValue('10');
  expect(screen.getByRole('status')).toHaveTextContent('Sorry. We have a 10 burrito minimum.');
  act(() => {
    vi.advanceTimersByTime(2000);
  });
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

test('lowers a headcount above the maximum with the limit tooltip', async () => {
  const onChange = vi.fn();
  render(<Harness onChange={onChange} />);
  const input = screen.getByRole('textbox', { name: 'How many people?' });
  await user().clear(input);
  await user().type(input, '250{Enter}');
  expect(input).toHaveValue('200');
  expect(onChange).toHaveBeenLastCalledWith(200);
  expect(screen.getByRole('status')).toHaveTextContent('Sorry. We have a 200 burrito limit.');
});

test('applies a typed headcount in range at once, keeping whole numbers only', async () => {
  const onChange = vi.fn();
  render(<Harness onChange={onChange} />);
  const input = screen.getByRole('textbox', { name: 'How many people?' });
  await user().clear(input);
  await user().type(input, '2.5x');
  expect(input).toHaveValue('25');
  expect(onChange).toHaveBeenLastCalledWith(25);
});

test('says why the minus button cannot go below the minimum', async () => {
  render(<Harness />);
  await user().click(screen.getByRole('button', { name: 'Fewer people' }));
  expect(screen.getByRole('textbox', { name: 'How many people?' })).toHaveValue('10');
  expect(screen.getByRole('status')).toHaveTextContent('Sorry. We have a 10 burrito minimum.');
  await user().click(screen.getByRole('button', { name: 'More people' }));
  expect(screen.getByRole('textbox', { name: 'How many people?' })).toHaveValue('11');
});

test('offers the steps in a select when counted in boxes, with the minimum note', async () => {
  render(<Harness increment={10} />);
  const select = screen.getByRole('combobox', { name: 'How many burritos?' });
  expect(select).toHaveAccessibleDescription('Minimum of 10');
  expect(screen.getAllByRole('option')).toHaveLength(20);
  await user().selectOptions(select, '30');
  expect(select).toHaveValue('30');
});

test('opens the catering quantities guide from NEED HELP?', async () => {
  render(<Harness />);
  await user().click(screen.getByRole('button', { name: 'NEED HELP?' }));
  expect(await screen.findByRole('dialog', { name: 'CATERING QUANTITIES' })).toBeVisible();
});
