import { lazy, Suspense } from 'react';
import type { CustomerSession } from '../../api/customerauth';
import { AccountVerificationHost } from '../../components/account-verification/account-verification-host';
import { CreateAccountHost } from '../../components/create-account/create-account-host';
import { UpdateCountryHost } from '../../components/update-country/update-country-host';
import { DialogHost } from '../../ui/dialog-host';
import { LoaderHost } from '../../ui/loader-host';
import { DrawerHost } from './drawer-host';
import { whenIdle } from '../../lib/when-idle';
import { ACCESSIBILITY_LINK_SLOT, MARKETING_FOOTER_SLOT } from '../site-footer';

// Opened by sign-in, account creation and profile updates through the verification store.
const AccountVerificationModal = lazy(() =>
  import('../../features/auth/verification/account-verification-modal').then((module) => ({
    default: module.AccountVerificationModal,
  })),
);

// Opened from the main menu through openCreateAccount().
const CreateAccountModal = lazy(() =>
  import('../../features/auth/create/create-account-modal').then((module) => ({
    default: module.CreateAccountModal,
  })),
);

// The version check, HEADS UP posts, accessibility link and marketing footer: after first paint.
const ShellServices = lazy(() =>
  whenIdle()
    .then(() => import('../../features/shell/shell-services'))
    .then((module) => ({ default: module.ShellServices })),
);

/**
 * What opens over the page: the drawers, the account modals, the dialogs and the loader. None of
 * them is on Home's first paint, so the layout loads this host beside the screen's chunk. Each
 * host reads its store, so whatever was asked for before it arrived shows once it has.
 */
export function OverlayHosts({
  session,
  bagItemCount,
}: {
  session: CustomerSession;
  bagItemCount: number;
}) {
  return (
    <>
      <DrawerHost session={session} bagItemCount={bagItemCount} />
      <CreateAccountHost Modal={CreateAccountModal} />
      <AccountVerificationHost Modal={AccountVerificationModal} />
      <UpdateCountryHost session={session} />
      <DialogHost />
      <LoaderHost />
      <Suspense fallback={null}>
        <ShellServices
          accessibilityLinkSlot={ACCESSIBILITY_LINK_SLOT}
          marketingFooterSlot={MARKETING_FOOTER_SLOT}
        />
      </Suspense>
    </>
  );
}
