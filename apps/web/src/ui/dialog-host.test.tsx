import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { DialogHost } from './dialog-host';
import { dismissAllDialogs, showDialog } from '../stores/dialog-store';

afterEach(() => act(() => dismissAllDialogs()));

test('shows the generic confirm dialog named by its header, and resolves OK', async () => {
  render(<DialogHost />);
  let choice!: Promise<string>;
  act(() => {
    choice = showDialog({
      header: 'Restaurant Times',
      text: 'There are no available times for the selected date.',
      emphasis: 'Heads up',
      subText: ['Please choose a different date or restaurant.'],
      button: 'OK',
      cancel: 'Never mind',
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
    choice = showDialog({ text: 'Are you sure you want to leave?', button: 'RESUME' });
  });
  await screen.findByRole('dialog', { name: 'Are you sure you want to leave?' });
  await userEvent.keyboard('{Escape}');
  await expect(choice).resolves.toBe('cancel');
});

test('closing a dialog gives the focus back to the element that had it (there is no radix trigger)', async () => {
  render(
    <>
      <input aria-label="Date" />
      <DialogHost />
    </>,
  );
  const opener = screen.getByRole('textbox', { name: 'Date' });
  opener.focus();
  act(() => {
    void showDialog({
      header: 'Restaurant Times',
      text: 'There are no available times.',
      button: 'OK',
    });
  });
  const ok = await screen.findByRole('button', { name: 'OK' });
  await waitFor(() => expect(ok).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(opener).toHaveFocus());
});
