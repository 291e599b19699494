import { COUNTRY_OPTIONS } from '@catering/domain';
import type { FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { Select, type SelectProps } from '../../ui/select';
import type { FormFieldProps } from './text-field';

const OPTIONS = COUNTRY_OPTIONS.map(({ value, text }) => ({ value, label: text }));

export type CountryFieldProps<T extends FieldValues> = FormFieldProps<T> &
  Omit<SelectProps, 'name' | 'options' | 'value' | 'error' | 'onChange' | 'onBlur'>;

/** A select of United States (US) and Canada (CA) bound to a form field (ACC-PROFILE-1). */
export function CountryField<T extends FieldValues>({
  control,
  name,
  ...rest
}: CountryFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Select
      autoComplete="country"
      {...rest}
      ref={field.ref}
      name={field.name}
      options={OPTIONS}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
