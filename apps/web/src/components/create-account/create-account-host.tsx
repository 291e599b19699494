import { Suspense, type ComponentType } from 'react';
import { closeCreateAccount, useCreateAccountModal } from './create-account-store';

/** Shows the "CREATE AN ACCOUNT" modal while open; `Modal` is a lazy component, loaded on first use. */
export function CreateAccountHost({ Modal }: { Modal: ComponentType<{ onClose: () => void }> }) {
  const open = useCreateAccountModal((state) => state.open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <Modal onClose={closeCreateAccount} />
    </Suspense>
  );
}
