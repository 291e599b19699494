import { MAX_LENGTH } from '@catering/domain';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { TextField } from './text-field';

/** The person fields that sign-up, personal details and checkout's contact share, by their wire names. */
interface PersonValues {
  firstName: string;
  lastName: string;
  emailAddress: string;
}

interface PersonFieldProps<T extends FieldValues & PersonValues> {
  control: Control<T>;
  className?: string;
}

/** First and last name, as two cells of the caller's grid. */
export function NameFields<T extends FieldValues & PersonValues>({ control }: PersonFieldProps<T>) {
  return (
    <>
      <TextField
        control={control}
        name={'firstName' as FieldPath<T>}
        label="First name"
        autoComplete="given-name"
        maxLength={MAX_LENGTH.firstName}
        required
      />
      <TextField
        control={control}
        name={'lastName' as FieldPath<T>}
        label="Last name"
        autoComplete="family-name"
        maxLength={MAX_LENGTH.lastName}
        required
      />
    </>
  );
}

/** The email address a confirmation or an account's messages go to. */
export function EmailField<T extends FieldValues & PersonValues>({
  control,
  className,
}: PersonFieldProps<T>) {
  return (
    <TextField
      control={control}
      name={'emailAddress' as FieldPath<T>}
      label="Email"
      type="email"
      autoComplete="email"
      maxLength={MAX_LENGTH.email}
      required
      className={className}
    />
  );
}
