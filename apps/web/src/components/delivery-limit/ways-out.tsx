import { orderDeliveryLimitWarning, type Order } from '@catering/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const DeliveryLimitHelp = lazy(() => import('./delivery-limit-help'));
const SecondDelivery = lazy(() => import('./second-delivery'));

/**
 * Next to the delivery-limit warning: the ways past it (their own chunk, loaded only when the
 * limit is passed or the order is split), and afterwards what was done, where the focus goes.
 */
export function DeliveryLimitWaysOut({
  order,
  headingLevel,
}: {
  order: Order;
  headingLevel: 2 | 3;
}) {
  const [done, setDone] = useState<string>();
  const notice = useRef<HTMLParagraphElement>(null);
  // The notice shows once the changed order is in the cache, which may be a render after `done`
  // is set: the focus waits for the order the way was taken on to change, then moves to the
  // notice if it shows. Joined back over the limit it does not, and the focus must not jump to
  // it when it shows much later, once the customer has brought the order under the limit.
  const focusAfter = useRef<Order>(undefined);
  const wayTaken = (text: string) => {
    focusAfter.current = order;
    setDone(text);
  };
  const over = Boolean(orderDeliveryLimitWarning(order));
  const split = order.orderDetail.split?.part === 1;
  useEffect(() => {
    if (!focusAfter.current) return;
    if (notice.current) notice.current.focus();
    else if (order === focusAfter.current) return;
    focusAfter.current = undefined;
  }, [done, order]);
  return (
    <>
      {done && !over && (
        <p
          ref={notice}
          tabIndex={-1}
          role="status"
          className="rounded-2xl border-2 border-verde-700 bg-white p-4 font-semibold text-verde-800"
        >
          {done}
        </p>
      )}
      <Suspense fallback={null}>
        {over && <DeliveryLimitHelp order={order} headingLevel={headingLevel} onDone={wayTaken} />}
        {split && <SecondDelivery order={order} headingLevel={headingLevel} onDone={wayTaken} />}
      </Suspense>
    </>
  );
}
