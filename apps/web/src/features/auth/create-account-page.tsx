import { Link, useNavigate, useSearchParams } from 'react-router';
import { loginPath, returnPathAfterSignIn } from '../../lib/account-paths';
import { buttonClass } from '../../ui/button';
import { CreateAccountForm } from './create/create-account-form';

/** /account/create: a new account, verified by a texted code, then back to `prevPath` (ACC-SIGNUP-1). */
function CreateAccountPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const prevPath = params.get('prevPath');

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      <h1 className="text-4xl text-verde-800 sm:text-5xl">CREATE AN ACCOUNT</h1>
      <p className="mt-2 mb-6 text-ink-muted">
        Earn rewards, save your addresses and cards, and reorder in a few taps.
      </p>
      <div className="rounded-3xl border border-masa-300 bg-white p-5 shadow-sm sm:p-8">
        <CreateAccountForm
          onCreated={() => void navigate(returnPathAfterSignIn(prevPath), { replace: true })}
        />
      </div>
      <div className="mt-8 text-center">
        <Link
          to={loginPath(prevPath ?? undefined)}
          className={buttonClass({ variant: 'secondary', block: true })}
        >
          ALREADY A MEMBER? SIGN IN
        </Link>
      </div>
    </section>
  );
}

export { CreateAccountPage as Component };
