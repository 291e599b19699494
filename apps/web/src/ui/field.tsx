import type { ReactNode } from 'react';

export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** The ids an input must point aria-describedby at: its hint and its error. */
export function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export const controlClass =
  'block w-full min-h-12 rounded-xl border-2 bg-white px-3.5 py-2.5 text-base text-ink shadow-xs transition-colors placeholder:text-ink-muted/80 hover:border-verde-600 focus:border-verde-700 disabled:bg-masa-200 aria-invalid:border-chile';

/** Label above, control, hint and error text below. */
export function FieldFrame({
  id,
  label,
  error,
  hint,
  required,
  className,
  children,
}: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-bold tracking-wide text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-chile">
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-semibold text-chile">
          {error}
        </p>
      )}
    </div>
  );
}
