import type { DialogContent } from '@catering/domain';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps extends DialogContent {
  open: boolean;
  dismissible?: boolean;
  onOk: () => void;
  /** The cancel link, Escape and the close button. */
  onCancel: () => void;
}

/**
 * The generic confirm dialog: header, text, emphasis text, sub-text lines, an OK button and an
 * optional cancel link. Without a header, the text names the dialog.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { header, text, emphasis, subText = [], button = 'OK', cancel } = props;
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => {
        if (!open) props.onCancel();
      }}
      title={header ?? text}
      description={header ? text : undefined}
      dismissible={props.dismissible ?? true}
      footer={
        <>
          <Button variant="primary" size="lg" className="min-w-40" onClick={props.onOk}>
            {button}
          </Button>
          {cancel && (
            <Button variant="link" onClick={props.onCancel}>
              {cancel}
            </Button>
          )}
        </>
      }
    >
      {emphasis && <p className="mt-3 text-lg font-bold text-verde-800">{emphasis}</p>}
      {subText.map((line) => (
        <p key={line} className="mt-2 text-ink-muted">
          {line}
        </p>
      ))}
    </Dialog>
  );
}
