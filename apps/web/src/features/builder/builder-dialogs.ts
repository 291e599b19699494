import { DIALOGS } from '@catering/domain';
import { type DialogChoice, showDialog } from '../../stores/dialog-store';

/** "You will lose any unsaved changes. Are you sure you would like to continue?" */
export function confirmLeavingBuilder(): Promise<DialogChoice> {
  return showDialog({
    header: 'LEAVE THIS PAGE?',
    ...DIALOGS.unsavedChanges,
    button: 'CONTINUE',
    cancel: 'Stay here',
  });
}
