import {
  clampHeadcount,
  type HeadcountConfig,
  parseHeadcount,
  TOOLTIP_HIDE_MS,
} from '@catering/domain';
import { Minus, Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { rewriteInput } from '../../lib/rewrite-input';
import { Tooltip, type TooltipMessage } from '../../ui/tooltip';

export interface HeadcountInputProps {
  id: string;
  /** "people" or "orders": the buttons read "Fewer people" and "More people". */
  unit: string;
  hintId: string;
  value: number;
  rule: HeadcountConfig;
  onChange: (headcount: number) => void;
}

const ROUND =
  'grid size-12 shrink-0 place-items-center rounded-full bg-verde-700 text-masa shadow-sm transition-colors hover:bg-verde-800 active:bg-verde-900';

let nextMessageId = 1;

/**
 * A whole-number input with minus and plus. Values in range apply while typing; leaving the field
 * (or Enter, or a button) clamps to the rule and says why in a tooltip that hides after 2 s.
 */
export function HeadcountInput({ id, unit, hintId, value, rule, onChange }: HeadcountInputProps) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The headcount changed elsewhere (a reset): show it unless the typed text already says so.
    setShown(value);
    if (parseHeadcount(text) !== value) setText(String(value));
  }
  const [message, setMessage] = useState<TooltipMessage | null>(null);
  const hide = useCallback(() => setMessage(null), []);
  const tooltipId = `${id}-tooltip`;

  const commit = (input: number) => {
    const result = clampHeadcount(input, rule);
    setText(String(result.value));
    setMessage(result.message ? { text: result.message, id: nextMessageId++ } : null);
    if (result.value !== value) onChange(result.value);
  };

  const type = (input: HTMLInputElement) => {
    const digits = rewriteInput(input, input.value.replace(/\D/g, ''));
    setText(digits);
    const typed = parseHeadcount(digits);
    if (typed === undefined || typed < rule.min || typed > rule.max) return;
    if (clampHeadcount(typed, rule).value === typed && typed !== value) onChange(typed);
  };

  return (
    <div className="relative">
      <Tooltip
        id={tooltipId}
        message={message}
        onHide={hide}
        hideAfterMs={TOOLTIP_HIDE_MS}
        className="absolute bottom-full left-1/2 z-10 mb-2 w-max max-w-[18rem] -translate-x-1/2 text-center"
      />
      <div className="flex items-center gap-3">
        <button
          type="button"
          className={ROUND}
          aria-label={`Fewer ${unit}`}
          aria-controls={id}
          onClick={() => commit(value - rule.increment)}
        >
          <Minus className="size-5" aria-hidden="true" strokeWidth={3} />
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={text}
          aria-describedby={`${hintId} ${tooltipId}`}
          onChange={(event) => type(event.currentTarget)}
          onBlur={() => commit(parseHeadcount(text) ?? 0)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit(parseHeadcount(text) ?? 0);
            }
          }}
          className="h-14 w-24 rounded-2xl border-2 border-field bg-white text-center font-display text-3xl font-extrabold text-ink tabular-nums [font-stretch:condensed] hover:border-verde-600 focus:border-verde-700"
        />
        <button
          type="button"
          className={ROUND}
          aria-label={`More ${unit}`}
          aria-controls={id}
          onClick={() => commit(value + rule.increment)}
        >
          <Plus className="size-5" aria-hidden="true" strokeWidth={3} />
        </button>
      </div>
    </div>
  );
}
