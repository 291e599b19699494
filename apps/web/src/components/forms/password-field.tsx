import { MAX_LENGTH } from '@catering/domain';
import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { controlClass, describedBy, FieldFrame } from '../../ui/field';
import { PasswordStrengthMeter } from './password-strength-meter';
import type { FormFieldProps } from './text-field';

export interface PasswordFieldProps<T extends FieldValues> extends FormFieldProps<T> {
  label: ReactNode;
  /** Shows the strength meter under the field (new passwords). */
  showStrength?: boolean;
  autoComplete?: 'current-password' | 'new-password';
  required?: boolean;
  className?: string;
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'>;
}

/** A password input with a show/hide toggle and, for new passwords, the strength meter. */
export function PasswordField<T extends FieldValues>({
  control,
  name,
  label,
  showStrength = false,
  autoComplete = 'current-password',
  required,
  className,
  inputProps,
}: PasswordFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const [visible, setVisible] = useState(false);
  const id = useId();
  const value = (field.value as string | undefined) ?? '';
  const error = fieldState.error?.message;
  const hint = showStrength && value ? <PasswordStrengthMeter password={value} /> : undefined;
  return (
    <FieldFrame
      id={id}
      label={label}
      error={error}
      hint={hint}
      required={required}
      className={className}
    >
      <div className="relative">
        <input
          {...inputProps}
          ref={field.ref}
          id={id}
          name={field.name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          maxLength={MAX_LENGTH.password}
          value={value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          aria-required={required || undefined}
          className={`${controlClass} pr-12 ${error ? 'border-chile' : 'border-field'}`}
        />
        <button
          type="button"
          aria-pressed={visible}
          aria-label="Show password"
          onClick={() => setVisible((shown) => !shown)}
          className="absolute top-1/2 right-1 flex size-10 -translate-y-1/2 items-center justify-center rounded-lg text-verde-700 hover:bg-masa-200"
        >
          {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </button>
      </div>
    </FieldFrame>
  );
}
