import { ScreenPlaceholder } from '../../ui/screen-placeholder';

function ChangePasswordPage() {
  return (
    <ScreenPlaceholder title="Change password">
      Choose a new password for your account.
    </ScreenPlaceholder>
  );
}

export { ChangePasswordPage as Component };
