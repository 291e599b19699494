import type { UseFormRegisterReturn } from 'react-hook-form';
import type { DayChoice } from './local-dates';

/** "Today can't be booked: catering orders need 24 hours' notice." */
export function noticeText(hours: number): string {
  return `Today can't be booked: catering orders need ${hours === 1 ? "an hour's" : `${hours} hours'`} notice.`;
}

/**
 * 30 restaurant-local days as radio chips with relative labels, from the first that can have
 * times; until the restaurant is known, `waiting` says what to do first.
 */
export function DateChoice(props: {
  days: readonly DayChoice[];
  value: string;
  field: UseFormRegisterReturn<'date'>;
  error?: string;
  /** Why today is not offered, when it is not. */
  notice?: string;
  waiting: string;
}) {
  const describedBy = [props.notice && 'date-notice', props.error && 'date-error'].filter(Boolean);
  return (
    <fieldset className="min-w-0" aria-describedby={describedBy.join(' ') || undefined}>
      <legend className="mb-2 text-sm font-bold tracking-wide text-ink">Date</legend>
      {props.notice && (
        <p id="date-notice" className="mb-2 text-sm text-ink-muted">
          {props.notice}
        </p>
      )}
      {props.days.length === 0 && <p className="text-ink-muted">{props.waiting}</p>}
      <ul className="no-scrollbar -mx-1 flex snap-x gap-2 overflow-x-auto px-1 py-1">
        {props.days.map((day) => {
          const checked = day.date === props.value;
          return (
            <li key={day.date} className="snap-start">
              <label
                className={`relative flex h-18 w-24 cursor-pointer flex-col items-center justify-center rounded-2xl border-2 text-center transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus ${checked ? 'border-verde-700 bg-verde-700 text-masa' : 'border-field bg-white hover:border-verde-600'}`}
              >
                <input type="radio" value={day.date} className="sr-only" {...props.field} />
                <span className="font-display text-base leading-tight font-bold tracking-wide uppercase [font-stretch:condensed]">
                  {day.label}
                </span>
                <span className={`text-sm ${checked ? 'text-verde-100' : 'text-ink-muted'}`}>
                  {day.short}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {props.error && (
        <p id="date-error" className="mt-1.5 text-sm font-semibold text-chile">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
