import { Suspense, type ComponentType } from 'react';
import { useVerificationStore, type ActiveVerification } from './verification-store';

/** Shows the verification modal while one runs; `Modal` is a lazy component, loaded on first use. */
export function AccountVerificationHost({
  Modal,
}: {
  Modal: ComponentType<{ verification: ActiveVerification }>;
}) {
  const active = useVerificationStore((state) => state.active);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <Modal key={active.id} verification={active} />
    </Suspense>
  );
}
