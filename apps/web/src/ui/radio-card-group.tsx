import type { ReactNode } from 'react';
import { useId } from 'react';

export interface RadioCardOption<V extends string> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
  /** An icon or picture shown before the label. */
  icon?: ReactNode;
  disabled?: boolean;
}

export interface RadioCardGroupProps<V extends string> {
  /** The group's name, read as the fieldset legend. */
  legend: ReactNode;
  hideLegend?: boolean;
  name: string;
  options: readonly RadioCardOption<V>[];
  value: V | undefined;
  onChange: (value: V) => void;
  error?: string;
  /** Tailwind grid classes for the cards, e.g. "grid-cols-2". */
  columns?: string;
  className?: string;
}

/** Native radio buttons drawn as cards: arrow keys, labels and required-ness work as usual. */
export function RadioCardGroup<V extends string>(props: RadioCardGroupProps<V>) {
  const { legend, name, options, value, onChange, error, columns = 'grid-cols-2' } = props;
  const errorId = `${useId()}-error`;
  return (
    <fieldset
      className={props.className}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend
        className={props.hideLegend ? 'sr-only' : 'mb-2 text-sm font-bold tracking-wide text-ink'}
      >
        {legend}
      </legend>
      <div className={`grid gap-3 ${columns}`}>
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              className={`relative flex cursor-pointer flex-col items-start gap-2 rounded-2xl sm:flex-row sm:gap-3 border-2 bg-white p-4 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 ${checked ? 'border-verde-700 bg-verde-50 shadow-sm' : 'border-field hover:border-verde-600'}`}
            >
              <span className="flex items-center gap-3">
                <input
                  type="radio"
                  name={name}
                  value={option.value}
                  checked={checked}
                  disabled={option.disabled}
                  onChange={() => onChange(option.value)}
                  className="mt-1 size-5 shrink-0 accent-verde-700 focus-visible:outline-none focus-visible:shadow-none"
                />
                {option.icon && (
                  <span aria-hidden="true" className="shrink-0 text-verde-700">
                    {option.icon}
                  </span>
                )}
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="font-display text-lg leading-tight font-bold tracking-wide text-ink uppercase [font-stretch:condensed]">
                  {option.label}
                </span>
                {option.description && (
                  <span className="mt-0.5 text-sm text-ink-muted">{option.description}</span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-semibold text-chile">
          {error}
        </p>
      )}
    </fieldset>
  );
}
