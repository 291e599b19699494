import { orderDeliveryLimitWarning, type Order } from '@catering/domain';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { cartQueryOptions } from '../../api/order';
import { DeliveryLimitWaysOut } from '../../components/delivery-limit/ways-out';
import { useCheckoutBounce } from '../../components/order-edit/use-checkout-bounce';
import { CheckoutForm } from './checkout-form';

/** Above the delivery limit the order cannot be placed: said before anything is filled in. */
function DeliveryLimitNotice({ order }: { order: Order }) {
  const warning = orderDeliveryLimitWarning(order);
  if (!warning) return null;
  return (
    <div role="alert" className="mb-6 rounded-2xl border-2 border-chile bg-white p-4">
      <p className="font-display text-xl font-extrabold tracking-wide text-chile [font-stretch:condensed]">
        {warning.header}
      </p>
      <p className="mt-1">{warning.text}</p>
    </div>
  );
}

/** /bag/checkout: the route guard has checked that an order with items exists. */
function CheckoutPage() {
  const cart = useQuery(cartQueryOptions());
  const order = cart.data;
  // Once placed, or once an edit ended here, the cart empties while the next page loads.
  const { bounce, markPlaced } = useCheckoutBounce(order);
  if (cart.isPending) {
    return (
      <p role="status" className="mx-auto w-full max-w-6xl px-4 py-10 text-ink-muted">
        Loading your order…
      </p>
    );
  }
  if (bounce) return <Navigate to="/" replace />;
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="mb-6 text-4xl text-verde-800 sm:text-5xl">Checkout</h1>
      {order && <DeliveryLimitNotice order={order} />}
      {order && (
        <div className="mb-8 max-w-2xl">
          <DeliveryLimitWaysOut order={order} headingLevel={2} />
        </div>
      )}
      {order && <CheckoutForm order={order} onPlaced={markPlaced} />}
    </section>
  );
}

export { CheckoutPage as Component };
