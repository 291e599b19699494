import { ScreenPlaceholder } from '../../ui/screen-placeholder';

function LoginPage() {
  return (
    <ScreenPlaceholder title="Login">
      Sign in to your account, or keep ordering as a guest.
    </ScreenPlaceholder>
  );
}

export { LoginPage as Component };
