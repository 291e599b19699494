import { DIALOGS, maskPromoCode, type Order } from '@catering/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { cartQueryOptions } from '../../api/order';
import { applyPromotion, removePromotion, validatePromotions } from '../../api/promotions';
import { showErrorDialog } from '../../lib/error-dialog';
import { promoFailure } from './promo-failure';

export interface PromotionState {
  pending: boolean;
  error: string | undefined;
  apply: (code: string) => Promise<void>;
  remove: (code: string) => Promise<void>;
  clearError: () => void;
}

/**
 * Applying or removing a code, then validating every promotion of the order. Opening the bag with
 * a promotion re-fetches it. State lives in the drawer, so closing the bag clears it.
 */
export function usePromotion(order: Order | null | undefined): PromotionState {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const orderId = order?.id;
  const hasPromotion = Boolean(order?.orderDetail.promotion);
  const refreshed = useRef(false);

  const change = useCallback(
    async (run: (id: string) => Promise<Order>, validateAfter = true) => {
      if (!orderId) return;
      setPending(true);
      setError(undefined);
      const setOrder = (next: Order) => queryClient.setQueryData(cartQueryOptions().queryKey, next);
      try {
        const changed = await run(orderId);
        setOrder(changed);
        if (validateAfter) setOrder(await validatePromotions(changed.id));
      } catch (failure) {
        const outcome = promoFailure(failure);
        if (outcome.kind === 'inline') setError(outcome.message);
        else void showErrorDialog(failure, { fallback: DIALOGS.promotionsFailure });
      } finally {
        setPending(false);
      }
    },
    [orderId, queryClient],
  );

  useEffect(() => {
    if (refreshed.current || !hasPromotion) return;
    refreshed.current = true;
    void change((id) => validatePromotions(id), false);
  }, [hasPromotion, change]);

  return {
    pending,
    error,
    apply: (code) => change((id) => applyPromotion(id, maskPromoCode(code))),
    remove: (code) => change((id) => removePromotion(id, code)),
    clearError: () => setError(undefined),
  };
}
