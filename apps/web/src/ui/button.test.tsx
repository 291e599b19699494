import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { Button } from './button';

function SaveForm({
  busy,
  onClick,
  onSubmit,
}: {
  busy: boolean;
  onClick: () => void;
  onSubmit: () => void;
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input aria-label="Name" />
      <Button type="submit" busy={busy} onClick={onClick}>
        Continue
      </Button>
    </form>
  );
}

test('a busy button keeps the focus, says it is busy, and ignores clicks and Enter in its form', async () => {
  const onClick = vi.fn();
  const onSubmit = vi.fn();
  const { rerender } = render(<SaveForm busy={false} onClick={onClick} onSubmit={onSubmit} />);
  const button = screen.getByRole('button', { name: 'Continue' });
  button.focus();
  rerender(<SaveForm busy onClick={onClick} onSubmit={onSubmit} />);
  expect(button).toHaveFocus();
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toHaveAttribute('aria-disabled', 'true');

  await userEvent.click(button);
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada{Enter}');
  expect(onClick).not.toHaveBeenCalled();
  expect(onSubmit).not.toHaveBeenCalled();
});

test('a button that is not busy clicks and submits', async () => {
  const onClick = vi.fn();
  const onSubmit = vi.fn();
  render(<SaveForm busy={false} onClick={onClick} onSubmit={onSubmit} />);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(onClick).toHaveBeenCalledOnce();
  expect(onSubmit).toHaveBeenCalledOnce();
});
