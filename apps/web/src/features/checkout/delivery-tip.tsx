import {
  dollarsToCents,
  formatCurrency,
  type Order,
  subtotalAfterPromotionCents,
} from '@catering/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { cartQueryOptions, updateOrder } from '../../api/order';
import { showErrorDialog } from '../../lib/error-dialog';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import {
  customTipPercent,
  intakeWithTip,
  parseTipDollars,
  TIP_PERCENTS,
  tipChoiceOf,
} from './tip-choice';

const optionClass =
  'flex min-h-12 cursor-pointer items-center justify-center rounded-xl border-2 border-field bg-white px-3 font-bold has-[:checked]:border-verde-700 has-[:checked]:bg-verde-50 has-[:checked]:text-verde-800 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus';

/** Delivery only: the tip (10, 15 or 20 % or a custom amount; 15 % by default) and the fee. */
export function DeliveryTip({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const current = tipChoiceOf(order);
  const [custom, setCustom] = useState(current.kind === 'custom');
  const tipCents = dollarsToCents(order.orderDetail.deliveryInfo?.deliveryTip ?? 0);
  const [customText, setCustomText] = useState(custom ? (tipCents / 100).toFixed(2) : '');
  const [customError, setCustomError] = useState<string>();
  const name = useId();
  const change = useMutation({
    mutationFn: (percent: number) => {
      const intake = intakeWithTip(order, percent);
      if (!intake) throw new Error('Not a delivery order');
      return updateOrder(intake);
    },
    onSuccess: (updated) => queryClient.setQueryData(cartQueryOptions().queryKey, updated),
    onError: (error) => void showErrorDialog(error),
  });
  const subtotal = subtotalAfterPromotionCents(order);
  const fee = dollarsToCents(order.orderDetail.deliveryInfo?.deliveryQuote.fee ?? 0);

  const applyCustom = () => {
    const cents = parseTipDollars(customText);
    if (cents === undefined) return setCustomError('Enter the tip in dollars, for example 25.00');
    setCustomError(undefined);
    change.mutate(customTipPercent(cents, subtotal));
  };

  return (
    <section aria-labelledby="tip-heading" className="space-y-3">
      <h2 id="tip-heading" className="text-2xl text-verde-800">
        Delivery
      </h2>
      <p className="flex justify-between">
        <span>Delivery fee</span>
        <span className="font-bold tabular-nums">{formatCurrency(fee)}</span>
      </p>
      <fieldset disabled={change.isPending} aria-describedby={`${name}-tip`}>
        <legend className="mb-2 font-bold">Tip for your driver</legend>
        <div className="grid grid-cols-4 gap-2">
          {TIP_PERCENTS.map((percent) => (
            <label key={percent} className={optionClass}>
              <input
                type="radio"
                name={name}
                className="sr-only"
                checked={!custom && current.kind === 'percent' && current.percent === percent}
                onChange={() => {
                  setCustom(false);
                  change.mutate(percent);
                }}
              />
              {Math.round(percent * 100)}%
            </label>
          ))}
          <label className={optionClass}>
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={custom}
              onChange={() => setCustom(true)}
            />
            Custom
          </label>
        </div>
      </fieldset>
      {custom && (
        <div className="flex items-start gap-2">
          <Input
            label="Custom tip ($)"
            inputMode="decimal"
            className="flex-1"
            value={customText}
            error={customError}
            onChange={(event) => setCustomText(event.target.value)}
          />
          <Button
            variant="secondary"
            className="mt-7 min-h-12"
            busy={change.isPending}
            onClick={applyCustom}
          >
            Apply
          </Button>
        </div>
      )}
      <p id={`${name}-tip`} role="status" className="text-sm text-ink-muted">
        {change.isPending ? 'Updating the tip…' : `Tip: ${formatCurrency(tipCents)}`}
      </p>
    </section>
  );
}
