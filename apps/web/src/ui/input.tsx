import type { InputHTMLAttributes, ReactNode } from 'react';
import { forwardRef, useId } from 'react';
import { controlClass, describedBy, FieldFrame } from './field';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** Error text, linked with aria-describedby; sets aria-invalid. */
  error?: string;
  hint?: ReactNode;
  id?: string;
  /** Class of the wrapper (label, input, texts). */
  className?: string;
}

/** A labelled text input; works with react-hook-form's register(). */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { label, error, hint, id, className, required, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldFrame
      id={inputId}
      label={label}
      error={error}
      hint={hint}
      required={required}
      className={className}
    >
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        aria-required={required || undefined}
        className={`${controlClass} ${error ? 'border-chile' : 'border-field'}`}
        {...rest}
      />
    </FieldFrame>
  );
});
