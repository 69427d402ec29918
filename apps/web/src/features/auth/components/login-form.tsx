import type { LoginInput } from '@setspot/domain/auth/auth-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { showToast } from '../../../lib/toast';
import { useSignIn } from '../api/sign-in';
import { AuthSubmitButton, CredentialFields } from './credential-fields';
import { TwoFactorStep } from './two-factor-step';
import { UnverifiedEmailNotice } from './unverified-email-notice';

const loginResolver = lazyZodResolver<LoginInput>(() =>
  import('@setspot/domain/auth/auth-schemas').then((module) => module.loginSchema),
);

export function LoginForm() {
  const signIn = useSignIn();
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm<LoginInput>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setUnconfirmedEmail(null);
    try {
      // mutateAsync, not mutate: the page redirects as soon as the session appears, and the
      // success toast must still show after this form has unmounted.
      const answer = await signIn.mutateAsync(values);
      // Two-factor sign-in on: no session yet, a code from the app makes it (ADR 0049).
      if ((answer as { twoFactorRedirect?: boolean } | null)?.twoFactorRedirect) {
        setNeedsCode(true);
        return;
      }
      showToast((toast) =>
        toast.success('Email verified successfully', {
          description: 'Your email has been confirmed. Welcome!',
        }),
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') setUnconfirmedEmail(values.email);
      showToast((toast) => toast.error('Login failed', { description: errorMessage(error) }));
    }
  });

  if (needsCode) return <TwoFactorStep />;
  // POST, so a form sent before the app takes over the server-drawn page never puts the password
  // in the address (history, logs); the server sends that POST back to the page (pages.routes.ts).
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5">
      {unconfirmedEmail ? <UnverifiedEmailNotice email={unconfirmedEmail} /> : null}
      <CredentialFields
        email={form.register('email')}
        password={form.register('password')}
        errors={{ email: errors.email?.message, password: errors.password?.message }}
      />
      <Link
        to={paths.forgotPassword}
        className="-mt-2 justify-self-end text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        Forgot password?
      </Link>
      <AuthSubmitButton pending={signIn.isPending} label="Log In" pendingLabel="Logging in..." />
    </form>
  );
}
