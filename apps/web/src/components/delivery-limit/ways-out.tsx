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
  // is set: the focus waits for the notice, and moves to it once per way taken.
  const focusPending = useRef(false);
  const wayTaken = (text: string) => {
    focusPending.current = true;
    setDone(text);
  };
  const over = Boolean(orderDeliveryLimitWarning(order));
  const split = order.orderDetail.split?.part === 1;
  useEffect(() => {
    if (!focusPending.current || !notice.current) return;
    focusPending.current = false;
    notice.current.focus();
  }, [done, over]);
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
