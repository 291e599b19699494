import { loginSchema, MAX_LENGTH, type LoginForm, type LoginFormInput } from '@catering/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { passwordResetUrl } from '../../../config';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/input';
import { useSignIn } from './use-sign-in';
import type { StartVerification } from './start-verification';

const ERROR_ID = 'sign-in-error';

export interface LoginFormProps {
  prevPath: string | null;
  startVerification?: StartVerification;
}

/** Email, password and "Remember me", every field checked on submit (ACC-SIGNIN-1). */
export function LoginFormFields({ prevPath, startVerification }: LoginFormProps) {
  const form = useForm<LoginFormInput, unknown, LoginForm>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', shouldRemember: false },
  });
  const { register, handleSubmit, formState, reset } = form;
  const { errors } = formState;
  const { signIn, busy, formError } = useSignIn({
    prevPath,
    startVerification,
    onReset: () => reset(),
  });

  return (
    <form
      noValidate
      aria-describedby={formError ? ERROR_ID : undefined}
      onSubmit={(event) => void handleSubmit(signIn)(event)}
      className="space-y-5"
    >
      <Input
        label="Email"
        type="email"
        autoComplete="username"
        maxLength={MAX_LENGTH.email}
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <Input
        label="Password"
        type="password"
        autoComplete="current-password"
        maxLength={MAX_LENGTH.password}
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="inline-flex min-h-11 items-center gap-2.5 text-base text-ink">
          <input
            type="checkbox"
            className="size-5 rounded accent-verde-700"
            {...register('shouldRemember')}
          />
          Remember me
        </label>
        <a
          href={passwordResetUrl(window.location.href)}
          className="inline-flex min-h-11 items-center rounded font-semibold text-verde-700 underline underline-offset-4 hover:text-verde-900"
        >
          Forgot password?
        </a>
      </div>
      {formError && (
        <p
          id={ERROR_ID}
          role="alert"
          className="rounded-xl border-2 border-chile bg-white px-4 py-3 font-semibold text-chile"
        >
          {formError}
        </p>
      )}
      <Button type="submit" size="lg" block busy={busy}>
        SIGN IN
      </Button>
    </form>
  );
}
