import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../ui/button';
import { CREATE_ACCOUNT_PATH, returnPathAfterSignIn } from '../../lib/account-paths';
import { LoginFormFields } from './login/login-form';

/** /account/login: sign in, then back to `prevPath` (ACC-SIGNIN-2). */
function LoginPage() {
  const [params] = useSearchParams();
  const prevPath = params.get('prevPath');

  return (
    <section className="mx-auto w-full max-w-lg px-4 py-8 sm:py-12">
      <h1 className="text-4xl text-verde-800 sm:text-5xl">SIGN IN</h1>
      <p className="mt-2 mb-6 text-ink-muted">
        Sign in to order from your history and earn rewards. You can still order as a guest.
      </p>
      <div className="rounded-3xl border border-masa-300 bg-white p-5 shadow-sm sm:p-8">
        <LoginFormFields prevPath={prevPath} />
      </div>
      <div className="mt-8 space-y-3 text-center">
        <p className="font-display text-lg font-bold tracking-wide [font-stretch:condensed]">
          NEW HERE?
        </p>
        <Link
          to={CREATE_ACCOUNT_PATH}
          className={buttonClass({ variant: 'secondary', block: true })}
        >
          CREATE AN ACCOUNT
        </Link>
        <Link
          to={returnPathAfterSignIn(prevPath)}
          className={buttonClass({ variant: 'link', className: 'mt-2' })}
        >
          Continue as a guest
        </Link>
      </div>
    </section>
  );
}

export { LoginPage as Component };
