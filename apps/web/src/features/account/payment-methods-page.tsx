import { ScreenPlaceholder } from '../../ui/screen-placeholder';

function PaymentMethodsPage() {
  return <ScreenPlaceholder title="Payment methods">Cards saved to your wallet.</ScreenPlaceholder>;
}

export { PaymentMethodsPage as Component };
