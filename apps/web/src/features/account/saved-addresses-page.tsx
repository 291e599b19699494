import { ScreenPlaceholder } from '../../ui/screen-placeholder';

function SavedAddressesPage() {
  return (
    <ScreenPlaceholder title="Saved addresses">
      Delivery addresses saved to your account.
    </ScreenPlaceholder>
  );
}

export { SavedAddressesPage as Component };
