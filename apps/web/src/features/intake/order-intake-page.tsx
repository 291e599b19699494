import { ScreenPlaceholder } from '../../ui/screen-placeholder';

function OrderIntakePage() {
  return (
    <ScreenPlaceholder title="Order intake">
      Pickup or delivery, restaurant, date, time and event type.
    </ScreenPlaceholder>
  );
}

export { OrderIntakePage as Component };
