import { orderDeliveryLimitWarning, type Order } from '@catering/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const DeliveryLimitHelp = lazy(() => import('./delivery-limit-help'));

/**
 * Next to the delivery-limit warning: the ways past it (its own chunk, loaded only when the
 * limit is passed), and afterwards what was done, where the focus goes.
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
  useEffect(() => {
    if (done) notice.current?.focus();
  }, [done]);
  if (orderDeliveryLimitWarning(order))
    return (
      <Suspense fallback={null}>
        <DeliveryLimitHelp order={order} headingLevel={headingLevel} onDone={setDone} />
      </Suspense>
    );
  if (!done) return null;
  return (
    <p
      ref={notice}
      tabIndex={-1}
      role="status"
      className="rounded-2xl border-2 border-verde-700 bg-white p-4 font-semibold text-verde-800"
    >
      {done}
    </p>
  );
}
