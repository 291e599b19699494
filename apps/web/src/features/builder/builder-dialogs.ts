import { DIALOGS, type DialogContent } from '@catering/domain';
import { type DialogChoice, showDialog } from '../../app/dialog-store';

function show(content: DialogContent): Promise<DialogChoice> {
  return showDialog({
    header: content.header,
    text: content.text,
    emphasisText: content.emphasis,
    subText: content.subText,
    okLabel: content.button,
    cancelLabel: content.cancel,
  });
}

/** "We encountered a problem." / "Please try again or contact customer support." */
export function showItemSaveFailure(): Promise<DialogChoice> {
  return show(DIALOGS.itemSaveFailure);
}

/** "You will lose any unsaved changes. Are you sure you would like to continue?" */
export function confirmLeavingBuilder(): Promise<DialogChoice> {
  return show({
    header: 'LEAVE THIS PAGE?',
    ...DIALOGS.unsavedChanges,
    button: 'CONTINUE',
    cancel: 'Stay here',
  });
}
