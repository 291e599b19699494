import { DIALOGS } from '@catering/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { homeMenuQueryOptions } from '../../api/catalogue';
import { type UserHistoryEntry, userHistoryQueryOptions } from '../../api/order-history';
import { useOrderEdit } from '../../components/order-edit/use-order-edit';
import { showErrorDialog } from '../../lib/error-dialog';
import { AccountLayout } from './account-layout';
import { FavoriteDialog } from './order-history/favorite-dialog';
import { HistoryList } from './order-history/history-list';
import { REORDER_PARAM } from './order-history/reorder-check';
import { useReorder } from './order-history/use-reorder';

/** /account/orderhistory (AFT-HISTORY-1 to 3, AFT-REORDER-1); loads the Home menu too (ACC-GUARD-2). */
function OrderHistoryPage() {
  const history = useQuery(userHistoryQueryOptions());
  useQuery(homeMenuQueryOptions());
  const [favorite, setFavorite] = useState<UserHistoryEntry | null>(null);
  const reordering = useReorder();
  const edit = useOrderEdit();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const resumed = useRef(false);

  useEffect(() => {
    if (history.error)
      void showErrorDialog(history.error, { fallback: DIALOGS.orderHistoryFailure });
  }, [history.error]);

  // Back from the intake with the order to reorder: carry on where the customer left off. The
  // address loses `reorder` first: that navigation closes drawers when it lands, so the bag the
  // reorder opens must come after it.
  const pendingReorder = params.get(REORDER_PARAM);
  useEffect(() => {
    if (!pendingReorder || resumed.current) return;
    resumed.current = true;
    void Promise.resolve(navigate({ search: '' }, { replace: true })).then(() =>
      reordering.run(pendingReorder),
    );
  }, [pendingReorder, navigate, reordering]);

  const data = history.data;
  const actions = {
    onFavorite: setFavorite,
    onReorder: (entry: UserHistoryEntry) => void reordering.run(entry.id),
    pendingId: reordering.pendingId,
  };
  return (
    <AccountLayout title="Order history">
      <p role="status" className="sr-only">
        {reordering.announcement}
      </p>
      {history.isPending ? (
        <p role="status" className="text-ink-muted">
          Loading your orders…
        </p>
      ) : data ? (
        <div className="space-y-10">
          <HistoryList
            title="Active orders"
            empty="No upcoming orders."
            entries={data.activeOrders}
            onFavorite={actions.onFavorite}
            onEdit={(entry) => edit.start(entry.id)}
            editingId={edit.starting}
          />
          <HistoryList
            title="Favourites"
            empty="Name an order as a favourite to find it here."
            entries={data.favoriteOrders}
            {...actions}
          />
          <HistoryList
            title="Completed orders"
            empty="No completed orders yet."
            entries={data.completedOrders}
            {...actions}
          />
          <HistoryList
            title="Cancelled orders"
            empty="No cancelled orders."
            entries={data.cancelledOrders}
          />
        </div>
      ) : (
        <p className="text-ink-muted">Your orders could not be loaded.</p>
      )}
      <FavoriteDialog entry={favorite} onClose={() => setFavorite(null)} />
    </AccountLayout>
  );
}

export { OrderHistoryPage as Component };
