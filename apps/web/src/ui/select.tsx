import { ChevronDown } from 'lucide-react';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { forwardRef, useId } from 'react';
import { controlClass, describedBy, FieldFrame } from './field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice such as "Choose an event type". */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  id?: string;
  className?: string;
}

/** A labelled native select; works with react-hook-form's register(). */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, placeholder, error, hint, id, className, required, value, ...rest },
  ref,
) {
  const generated = useId();
  const selectId = id ?? generated;
  // A value none of the options has yet (a time kept while its slots load) is shown as the
  // placeholder until they arrive: the browser would otherwise select nothing, which
  // react-hook-form reads as the customer's own choice and keeps (decision 263).
  const shown =
    value === undefined || placeholder === undefined || options.some((o) => o.value === value)
      ? value
      : '';
  return (
    <FieldFrame
      id={selectId}
      label={label}
      error={error}
      hint={hint}
      required={required}
      className={className}
    >
      <div className="relative">
        <select
          ref={ref}
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(selectId, error, hint)}
          aria-required={required || undefined}
          className={`${controlClass} appearance-none pr-10 ${error ? 'border-chile' : 'border-field'}`}
          {...rest}
          value={shown}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-verde-700"
        />
      </div>
    </FieldFrame>
  );
});
