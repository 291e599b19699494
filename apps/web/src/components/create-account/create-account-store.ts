import { create } from 'zustand';
import { useDrawerStore } from '../../stores/drawer-store';

interface CreateAccountModalState {
  open: boolean;
}

/** Whether the "CREATE AN ACCOUNT" modal shows; the layout's host reads it. */
export const useCreateAccountModal = create<CreateAccountModalState>()(() => ({ open: false }));

/** Opens the "CREATE AN ACCOUNT" modal over the current page, closing the drawers first. */
export function openCreateAccount(): void {
  useDrawerStore.getState().closeDrawers();
  useCreateAccountModal.setState({ open: true });
}

export function closeCreateAccount(): void {
  useCreateAccountModal.setState({ open: false });
}
