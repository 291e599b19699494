import { ScreenPlaceholder } from '../../ui/screen-placeholder';

function CreateAccountPage() {
  return (
    <ScreenPlaceholder title="Create account">
      Create an account to earn rewards and save your orders.
    </ScreenPlaceholder>
  );
}

export { CreateAccountPage as Component };
