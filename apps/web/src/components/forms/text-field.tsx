import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { rewriteInput } from '../../lib/rewrite-input';
import { Input, type InputProps } from '../../ui/input';

export interface FormFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
}

export type TextFieldProps<T extends FieldValues> = FormFieldProps<T> &
  Omit<InputProps, 'name' | 'value' | 'defaultValue' | 'error' | 'onChange' | 'onBlur'> & {
    /** Rewrites what was typed before the form holds it, such as a mask. */
    format?: (value: string) => string;
  };

/** A labelled text input bound to a react-hook-form field; shows the field's first error (ACC-FIELD-1, -6). */
export function TextField<T extends FieldValues>({
  control,
  name,
  format,
  ...rest
}: TextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Input
      {...rest}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => {
        const input = event.currentTarget;
        field.onChange(format ? rewriteInput(input, format(input.value)) : input.value);
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
