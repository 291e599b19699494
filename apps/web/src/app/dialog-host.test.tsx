import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { DialogHost } from './dialog-host';
import { dismissAllDialogs, showDialog } from './dialog-store';

afterEach(() => act(() => dismissAllDialogs()));

test('shows the generic confirm dialog named by its header, and resolves OK', async () => {
  render(<DialogHost />);
  let choice!: Promise<string>;
  act(() => {
    choice = showDialog({
      header: 'Restaurant Times',
      text: 'There are no available times for the selected date.',
      emphasisText: 'Heads up',
      subText: ['Please choose a different date or restaurant.'],
      okLabel: 'OK',
      cancelLabel: 'Never mind',
    });
  });
  const dialog = await screen.findByRole('dialog', { name: 'Restaurant Times' });
  expect(dialog).toHaveAccessibleDescription('There are no available times for the selected date.');
  expect(dialog).toHaveTextContent('Heads up');
  expect(dialog).toHaveTextContent('Please choose a different date or restaurant.');
  expect(screen.getByRole('button', { name: 'Never mind' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'OK' }));
  await expect(choice).resolves.toBe('ok');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('Escape closes a dismissible dialog as cancelled', async () => {
  render(<DialogHost />);
  let choice!: Promise<string>;
  act(() => {
    choice = showDialog({ text: 'Are you sure you want to leave?', okLabel: 'RESUME' });
  });
  await screen.findByRole('dialog', { name: 'Are you sure you want to leave?' });
  await userEvent.keyboard('{Escape}');
  await expect(choice).resolves.toBe('cancel');
});
