import { ScreenPlaceholder } from '../../ui/screen-placeholder';

function CheckoutPage() {
  return (
    <ScreenPlaceholder title="Checkout">Review the order, pay and place it.</ScreenPlaceholder>
  );
}

export { CheckoutPage as Component };
