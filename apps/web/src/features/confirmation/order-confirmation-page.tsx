import { ScreenPlaceholder } from '../../ui/screen-placeholder';

function OrderConfirmationPage() {
  return (
    <ScreenPlaceholder title="Order confirmation">The details of a placed order.</ScreenPlaceholder>
  );
}

export { OrderConfirmationPage as Component };
