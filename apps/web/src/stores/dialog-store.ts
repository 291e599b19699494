import type { DialogContent } from '@catering/domain';
import { create } from 'zustand';

/**
 * What the generic confirm dialog shows (SHELL-DIALOG-1): the domain's dialog content (header,
 * text, emphasis, sub text, the OK button's label, an optional cancel link's label) and how it
 * answers.
 */
export interface DialogOptions extends DialogContent {
  onOk?: () => void;
  onCancel?: () => void;
  /** False for dialogs that must be answered with a button (no Escape, no close button). */
  dismissible?: boolean;
}

/** How a dialog was closed: the OK button, or the cancel link, Escape or the close button. */
export type DialogChoice = 'ok' | 'cancel';

interface OpenDialog extends DialogOptions {
  id: number;
  resolve: (choice: DialogChoice) => void;
}

interface DialogState {
  /** Open dialogs, oldest first; the host shows the first. */
  queue: OpenDialog[];
  close: (id: number, choice: DialogChoice) => void;
}

let nextId = 1;

export const useDialogStore = create<DialogState>()((set, get) => ({
  queue: [],
  close: (id, choice) => {
    const dialog = get().queue.find((entry) => entry.id === id);
    if (!dialog) return;
    set({ queue: get().queue.filter((entry) => entry.id !== id) });
    if (choice === 'ok') dialog.onOk?.();
    else dialog.onCancel?.();
    dialog.resolve(choice);
  },
}));

/**
 * Opens the generic confirm dialog and resolves with the customer's choice. Dialogs opened while
 * one is showing wait their turn.
 */
export function showDialog(options: DialogOptions): Promise<DialogChoice> {
  return new Promise((resolve) => {
    const dialog: OpenDialog = { ...options, id: nextId++, resolve };
    useDialogStore.setState((state) => ({ queue: [...state.queue, dialog] }));
  });
}

/** Closes every open dialog as cancelled (for example when the session is reset). */
export function dismissAllDialogs(): void {
  for (const dialog of [...useDialogStore.getState().queue]) {
    useDialogStore.getState().close(dialog.id, 'cancel');
  }
}
