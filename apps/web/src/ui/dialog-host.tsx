import { lazy, Suspense } from 'react';
import { useDialogStore } from '../stores/dialog-store';

// Radix loads with the first dialog, not with the page.
const ConfirmDialog = lazy(() =>
  import('./confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

/** Shows the oldest dialog of the dialog store. */
export function DialogHost() {
  const dialog = useDialogStore((state) => state.queue[0]);
  const close = useDialogStore((state) => state.close);
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        key={dialog.id}
        open
        header={dialog.header}
        text={dialog.text}
        emphasis={dialog.emphasis}
        subText={dialog.subText}
        button={dialog.button}
        cancel={dialog.cancel}
        dismissible={dialog.dismissible}
        onOk={() => close(dialog.id, 'ok')}
        onCancel={() => close(dialog.id, 'cancel')}
      />
    </Suspense>
  );
}
