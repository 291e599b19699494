import { Link } from 'react-router';
import { LOGIN_PATH } from '../../../lib/account-paths';
import { Dialog } from '../../../ui/dialog';
import { CreateAccountForm } from './create-account-form';

/** The "CREATE AN ACCOUNT" modal: the form of /account/create over the current page (ACC-SIGNUP-1). */
export function CreateAccountModal({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="CREATE AN ACCOUNT"
      align="left"
      className="max-w-xl"
    >
      <div className="mt-6">
        <CreateAccountForm onCreated={onClose} />
      </div>
      <Link
        to={LOGIN_PATH}
        onClick={onClose}
        className="mt-4 self-center font-semibold text-verde-700 underline underline-offset-4"
      >
        ALREADY A MEMBER? SIGN IN
      </Link>
    </Dialog>
  );
}
