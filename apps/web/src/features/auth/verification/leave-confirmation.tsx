import { DIALOGS } from '@catering/domain';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';

/** "Are you sure you want to leave?": RESUME (also Escape) goes back, LEAVE cancels (ACC-VERIFY-7). */
export function LeaveConfirmation({
  open,
  onResume,
  onLeave,
}: {
  open: boolean;
  onResume: () => void;
  onLeave: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onResume();
      }}
      title={DIALOGS.leaveVerification.text}
      footer={
        <>
          <Button size="lg" className="min-w-40" onClick={onResume}>
            {DIALOGS.leaveVerification.button}
          </Button>
          <Button variant="link" onClick={onLeave}>
            {DIALOGS.leaveVerification.cancel}
          </Button>
        </>
      }
    />
  );
}
