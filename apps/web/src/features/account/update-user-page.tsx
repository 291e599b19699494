import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { customerQueryOptions } from '../../api/customer';
import type { SessionCustomer } from '../../api/customerauth';
import { CountryField } from '../../components/forms/country-field';
import { PhoneField } from '../../components/forms/phone-field';
import { EmailField, NameFields } from '../../components/forms/person-fields';
import { returnPathAfterSignIn } from '../../lib/account-paths';
import { Button } from '../../ui/button';
import { AccountLayout } from './account-layout';
import { useUpdateUser } from './update-user/use-update-user';

/** /account/updateuser (ACC-PROFILE-2): name, email, phone and country; prevPath leads back. */
function UpdateUserPage() {
  const customer = useQuery(customerQueryOptions());
  const [params] = useSearchParams();
  const prevPath = params.get('prevPath');
  const back = prevPath ? returnPathAfterSignIn(prevPath) : null;
  return (
    <AccountLayout title="Personal details and preferences">
      {customer.data ? (
        <PersonalDetailsForm customer={customer.data} back={back} />
      ) : customer.isPending ? (
        <p role="status" className="text-ink-muted">
          Loading your details…
        </p>
      ) : (
        <p className="text-ink-muted">Your details could not be loaded.</p>
      )}
    </AccountLayout>
  );
}

function PersonalDetailsForm({
  customer,
  back,
}: {
  customer: SessionCustomer;
  back: string | null;
}) {
  const { form, submit, saved } = useUpdateUser(customer);
  const { control } = form;
  return (
    <form
      noValidate
      aria-label="Personal details"
      onSubmit={(event) => void submit(event)}
      className="max-w-2xl space-y-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields control={control} />
        <EmailField control={control} className="sm:col-span-2" />
        <PhoneField
          control={control}
          name="phoneNumber"
          label="Mobile number"
          required
          hint="A new number is verified with a texted code."
        />
        <CountryField control={control} name="country" label="Country" required />
      </div>
      <p role="status" className="font-semibold text-verde-800">
        {saved ? 'Your details are saved.' : ''}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" busy={form.formState.isSubmitting}>
          Save changes
        </Button>
        {back && (
          <Link
            to={back}
            className="min-h-11 content-center font-semibold text-verde-700 underline underline-offset-4"
          >
            Back
          </Link>
        )}
      </div>
    </form>
  );
}

export { UpdateUserPage as Component };
