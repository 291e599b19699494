import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { orderQueryOptions } from '../../api/order';
import { isChangeableQueryOptions } from '../../api/order-edit';
import { endUneditableEdit } from '../../components/order-edit/order-edit-session';
import { useOrderEdit } from '../../components/order-edit/use-order-edit';

/**
 * The band's line while a placed order is being edited (SHELL-BAND-1): which order, and a way
 * back to it unchanged. On every route it asks whether the order can still be edited; once it
 * cannot, the edit is undone and the customer goes Home (AFT-EDIT-5).
 */
export function EditingNotice({ editOrderId }: { editOrderId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const original = useQuery(orderQueryOptions(editOrderId)).data;
  const changeable = useQuery(isChangeableQueryOptions(editOrderId));
  const { abandon, abandoning } = useOrderEdit();
  const ended = useRef(false);
  const firstPath = useRef(pathname);
  const { refetch } = changeable;

  useEffect(() => {
    if (pathname !== firstPath.current) void refetch();
  }, [pathname, refetch]);

  useEffect(() => {
    if (changeable.data !== false || ended.current) return;
    ended.current = true;
    void endUneditableEdit(queryClient, () => navigate('/'));
  }, [changeable.data, queryClient, navigate]);

  const number = original?.orderNumber;
  return (
    <div className="flex w-full flex-wrap items-center justify-between gap-x-4 border-b border-verde-700">
      <p className="font-bold tracking-wide text-maiz uppercase">
        Editing order{number ? ` #${number}` : ''}
      </p>
      <button
        type="button"
        aria-busy={abandoning || undefined}
        disabled={abandoning}
        onClick={abandon}
        className="min-h-11 rounded px-1 font-semibold underline underline-offset-4 hover:text-maiz aria-busy:cursor-progress"
      >
        Discard changes
      </button>
    </div>
  );
}
