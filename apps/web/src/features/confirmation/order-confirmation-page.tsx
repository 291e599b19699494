import { DIALOGS, isViewableOnConfirmation, type Order, type OrderStatus } from '@catering/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { isFullUser, sessionQueryOptions } from '../../api/customerauth';
import { orderQueryOptions } from '../../api/order';
import { showErrorDialog } from '../../lib/error-dialog';
import { ConfirmationReceipt } from './confirmation-receipt';
import { OrderChangeActions } from './order-change-actions';
import './confirmation-print.css';

const loading = (
  <p role="status" className="mx-auto w-full max-w-3xl px-4 py-10 text-ink-muted">
    Loading your order…
  </p>
);

// A guest can see only orders of their own session; for anyone else the order "does not exist".
const NOT_THEIRS = [401, 403, 404];

/**
 * /order/confirmation/:orderId. Needs a session (a guest who just checked out has one), else
 * login with prevPath; statuses not viewable go Home; other failures "Order not Found", then Home.
 */
function OrderConfirmationPage() {
  const { orderId = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Cancelled here and now: the page shows it so; opened later, a cancelled order goes Home.
  const [cancelled, setCancelled] = useState<Order>();
  const session = useQuery(sessionQueryOptions());
  const hasSession = Boolean(session.data?.customerIdHash);
  // Whether the session was editing this order when the page opened: an edit started here goes
  // Home, and must not be sent to the checkout on its way out.
  const [openedAs, setOpenedAs] = useState<{ orderId: string; editing: boolean }>();
  if (session.data && openedAs?.orderId !== orderId)
    setOpenedAs({ orderId, editing: session.data.cateringEditOrderId === orderId });
  const editing = openedAs?.orderId === orderId ? openedAs.editing : undefined;
  const order = useQuery({
    ...orderQueryOptions(orderId),
    enabled: hasSession && editing === false,
    retry: false,
  });
  const loginPath = `/account/login?prevPath=${encodeURIComponent(pathname)}`;
  const guestLocked =
    order.error instanceof ApiError &&
    NOT_THEIRS.includes(order.error.status) &&
    !(session.data && isFullUser(session.data));

  useEffect(() => {
    if (!order.isError || guestLocked) return;
    void showErrorDialog(order.error, { fallback: DIALOGS.orderNotFound });
    void navigate('/', { replace: true });
  }, [order.isError, order.error, guestLocked, navigate]);

  if (session.isPending) return loading;
  if (!hasSession || guestLocked) return <Navigate to={loginPath} replace />;
  if (editing) return <Navigate to="/bag/checkout" replace />;
  if (cancelled?.id === orderId) return <ConfirmationReceipt order={cancelled} cancelled />;
  if (order.isError) return null;
  if (!order.data) return loading;
  if (!isViewableOnConfirmation(order.data.status as OrderStatus))
    return <Navigate to="/" replace />;
  return (
    <ConfirmationReceipt
      order={order.data}
      actions={<OrderChangeActions order={order.data} onCancelled={setCancelled} />}
    />
  );
}

export { OrderConfirmationPage as Component };
