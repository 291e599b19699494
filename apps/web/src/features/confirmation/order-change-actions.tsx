import { ORDER_STATUSES, type Order } from '@catering/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isChangeableQueryOptions } from '../../api/order-edit';
import { showEditWindowClosed } from '../../components/order-edit/order-edit-session';
import { useCancelOrder } from '../../components/order-edit/use-cancel-order';
import { useOrderEdit } from '../../components/order-edit/use-order-edit';
import { Button } from '../../ui/button';

/**
 * "Edit order" and "Cancel order" for a placed order (AFT-CONFIRM-3). Inside 24 hours, which the
 * confirmation has already asked, both say whom to call instead (AFT-EDIT-6).
 */
export function OrderChangeActions({
  order,
  onCancelled,
}: {
  order: Order;
  onCancelled: (order: Order) => void;
}) {
  const queryClient = useQueryClient();
  const changeable = useQuery({
    ...isChangeableQueryOptions(order.id),
    enabled: order.status === ORDER_STATUSES.submitted,
  }).data;
  const edit = useOrderEdit();
  const { cancel, cancelling } = useCancelOrder(onCancelled);
  if (order.status !== ORDER_STATUSES.submitted || changeable === undefined) return null;
  const refuse = () => void showEditWindowClosed(queryClient, order.id);
  // Two deliveries split past the delivery limit share one payment (decision 217).
  if (order.orderDetail.split)
    return (
      <section aria-labelledby="change-heading" className="text-center print:hidden">
        <h2 id="change-heading" className="text-xl text-verde-800">
          Need to make a change?
        </h2>
        <p className="mt-2">
          Your two deliveries share one payment: to change or cancel them, please call the
          restaurant.
        </p>
      </section>
    );
  return (
    <section
      aria-labelledby="change-heading"
      className="flex flex-col items-center gap-3 text-center print:hidden"
    >
      <h2 id="change-heading" className="text-xl text-verde-800">
        Need to make a change?
      </h2>
      <div className="flex flex-wrap justify-center gap-3">
        <Button
          busy={edit.starting === order.id}
          onClick={changeable ? () => edit.start(order.id) : refuse}
        >
          Edit order
        </Button>
        <Button
          variant="secondary"
          busy={cancelling}
          onClick={changeable ? () => cancel(order.id) : refuse}
        >
          Cancel order
        </Button>
      </div>
    </section>
  );
}
