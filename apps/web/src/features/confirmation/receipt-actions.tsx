import { buildIcs, orderCalendarEvent, type Order } from '@catering/domain';
import { CalendarPlus, Printer } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { config } from '../../config';
import { buttonClass } from '../../ui/button';

/** "Add to calendar" (an .ics Blob made here) and "Print receipt"; both hidden when printing. */
export function ReceiptActions({
  order,
  restaurantAddress,
}: {
  order: Order;
  restaurantAddress: string[];
}) {
  const event = useMemo(
    () => orderCalendarEvent(order, restaurantAddress, config.productName),
    [order, restaurantAddress],
  );
  const [href, setHref] = useState<string>();
  useEffect(() => {
    if (!event) return;
    const url = URL.createObjectURL(
      new Blob([buildIcs(event)], { type: 'text/calendar;charset=utf-8' }),
    );
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [event]);
  const number = order.orderNumber ?? order.id;
  return (
    <div className="flex flex-wrap gap-3 print:hidden">
      {href && (
        <a
          href={href}
          download={`order-${number}.ics`}
          className={buttonClass({ variant: 'secondary' })}
        >
          <CalendarPlus className="size-5" aria-hidden="true" />
          Add to calendar
        </a>
      )}
      <button
        type="button"
        className={buttonClass({ variant: 'secondary' })}
        onClick={() => window.print()}
      >
        <Printer className="size-5" aria-hidden="true" />
        Print receipt
      </button>
    </div>
  );
}
