import { afterEach, expect, test, vi } from 'vitest';
import { dismissAllDialogs, showDialog, useDialogStore } from './dialog-store';

afterEach(() => dismissAllDialogs());

test('resolves with the choice and calls the matching handler', async () => {
  const onOk = vi.fn();
  const choice = showDialog({ text: 'Are you sure?', onOk });
  const [dialog] = useDialogStore.getState().queue;
  useDialogStore.getState().close(dialog!.id, 'ok');
  await expect(choice).resolves.toBe('ok');
  expect(onOk).toHaveBeenCalledOnce();
  expect(useDialogStore.getState().queue).toEqual([]);
});

test('shows dialogs one at a time, oldest first', async () => {
  const first = showDialog({ text: 'First' });
  const second = showDialog({ text: 'Second', onCancel: vi.fn() });
  expect(useDialogStore.getState().queue.map((d) => d.text)).toEqual(['First', 'Second']);
  useDialogStore.getState().close(useDialogStore.getState().queue[0]!.id, 'cancel');
  await expect(first).resolves.toBe('cancel');
  expect(useDialogStore.getState().queue.map((d) => d.text)).toEqual(['Second']);
  dismissAllDialogs();
  await expect(second).resolves.toBe('cancel');
});
