import { builderPathFor, DIALOGS, type Order, type OrderItemLine } from '@catering/domain';
import { Pencil, Trash2 } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { showDialog } from '../../stores/dialog-store';

const actionClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded font-semibold text-verde-700 underline underline-offset-4 hover:text-verde-900';

export interface BagItemActionsProps {
  order: Order;
  line: OrderItemLine;
  onRemove: (line: OrderItemLine) => void;
}

/**
 * Edit (to the item's builder, "Update Bag"; popular builds warn first) and Remove. An edit begun
 * on a page other than a builder takes that page along, for the builder to return to.
 */
export function BagItemActions({ order, line, onRemove }: BagItemActionsProps) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const returnTo = pathname.startsWith('/builder/') ? undefined : `${pathname}${search}`;
  const path = builderPathFor(line.menuId, line.menuId, line.orderItemId);
  const item = order.orderDetail.orderItems.find((entry) => entry.orderItemId === line.orderItemId);

  const edit = async () => {
    if (!path) return;
    if (item?.popularBuildItemId) {
      const choice = await showDialog(DIALOGS.popularBuildHeadsUp);
      if (choice !== 'ok') return;
    }
    void navigate(path, returnTo ? { state: { returnTo } } : undefined);
  };

  return (
    <>
      {path && (
        <button type="button" className={actionClass} onClick={() => void edit()}>
          <Pencil className="size-4" aria-hidden="true" />
          Edit<span className="sr-only"> {line.title}</span>
        </button>
      )}
      <button type="button" className={actionClass} onClick={() => onRemove(line)}>
        <Trash2 className="size-4" aria-hidden="true" />
        Remove<span className="sr-only"> {line.title}</span>
      </button>
    </>
  );
}
