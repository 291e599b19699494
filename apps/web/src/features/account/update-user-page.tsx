import { ScreenPlaceholder } from '../../ui/screen-placeholder';

function UpdateUserPage() {
  return (
    <ScreenPlaceholder title="Personal details and preferences">
      Your name, email, phone and country.
    </ScreenPlaceholder>
  );
}

export { UpdateUserPage as Component };
