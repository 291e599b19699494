import { ScreenPlaceholder } from '../../ui/screen-placeholder';

function OrderHistoryPage() {
  return (
    <ScreenPlaceholder title="Order history">
      Active, completed, cancelled and favourite orders.
    </ScreenPlaceholder>
  );
}

export { OrderHistoryPage as Component };
