import { DEFAULT_COUNTRY, updateCountrySchema, type UpdateCountryForm } from '@catering/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { sessionQueryOptions } from '../../api/customerauth';
import { updateCustomer } from '../../api/customer';
import { showErrorDialog } from '../../lib/error-dialog';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { CountryField } from '../forms/country-field';

/** "WELCOME BACK": choose United States or Canada, then SAVE updates the customer (ACC-PROFILE-3). */
export function UpdateCountryModal() {
  const queryClient = useQueryClient();
  const form = useForm<UpdateCountryForm>({
    resolver: zodResolver(updateCountrySchema),
    defaultValues: { country: DEFAULT_COUNTRY },
  });
  const save = form.handleSubmit(async ({ country }) => {
    try {
      const customer = await updateCustomer({ country });
      queryClient.setQueryData(sessionQueryOptions().queryKey, (session) =>
        session ? { ...session, customer } : session,
      );
    } catch (error) {
      await showErrorDialog(error);
    }
  });
  return (
    <Dialog
      open
      onOpenChange={() => undefined}
      dismissible={false}
      title="WELCOME BACK"
      description="Please tell us which country you live in."
    >
      <form noValidate onSubmit={(event) => void save(event)} className="mt-6 space-y-6 text-left">
        <CountryField control={form.control} name="country" label="Country" required />
        <Button type="submit" size="lg" block busy={form.formState.isSubmitting}>
          SAVE
        </Button>
      </form>
    </Dialog>
  );
}
