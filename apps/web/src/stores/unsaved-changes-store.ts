import { create } from 'zustand';

/**
 * Whether the screen shown holds changes that leaving would lose (a builder being filled in).
 * The builder says so; the main menu's Sign out asks before it (ACC-SIGNOUT-1).
 */
export const useUnsavedChangesStore = create<{ unsaved: boolean }>()(() => ({ unsaved: false }));

export function setUnsavedChanges(unsaved: boolean): void {
  if (useUnsavedChangesStore.getState().unsaved !== unsaved) {
    useUnsavedChangesStore.setState({ unsaved });
  }
}

export function hasUnsavedChanges(): boolean {
  return useUnsavedChangesStore.getState().unsaved;
}
