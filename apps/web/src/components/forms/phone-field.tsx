import { maskPhoneNumber } from '@catering/domain';
import type { FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from './text-field';

/** A phone number input masked as (###) ###-#### while typing (ACC-FIELD-3); the form holds the masked text. */
export function PhoneField<T extends FieldValues>(props: Omit<TextFieldProps<T>, 'format'>) {
  return (
    <TextField
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(###) ###-####"
      {...props}
      format={maskPhoneNumber}
    />
  );
}
