import type { SignupInput } from '@setspot/domain/auth/auth-schemas';
import { WEAK_PASSWORD_TOAST } from '@setspot/domain/auth/password-texts';
import { Controller, useForm } from 'react-hook-form';
import { NameFields } from '../../../components/name-fields';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { showToast } from '../../../lib/toast';
import { useSignUp } from '../api/sign-up';
import { AuthSubmitButton, CredentialFields } from './credential-fields';
import { UserTypeField } from './user-type-field';

const signupResolver = lazyZodResolver<SignupInput>(() =>
  import('@setspot/domain/auth/auth-schemas').then((module) => module.signupSchema),
);

type SignupFormProps = { onSignedUp: (email: string) => void };

export function SignupForm({ onSignedUp }: SignupFormProps) {
  const signUp = useSignUp();
  const form = useForm<SignupInput>({
    resolver: signupResolver,
    defaultValues: { firstName: '', lastName: '', email: '', password: '', userType: 'filmmaker' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    signUp.mutate(values, {
      onSuccess: () => onSignedUp(values.email),
      onError: (error) => {
        // The spec's 'Error' toast stays; a weak password's reasons are said once, at the field.
        if (error instanceof ApiError && error.code === 'WEAK_PASSWORD') {
          form.setError('password', { message: error.message }, { shouldFocus: true });
          showToast((toast) => toast.error('Error', { description: WEAK_PASSWORD_TOAST }));
          return;
        }
        showToast((toast) => toast.error('Error', { description: errorMessage(error) }));
      },
    });
  });

  // POST, so a form sent before the app takes over the server-drawn page never puts the password
  // in the address (history, logs); the server sends that POST back to the page (pages.routes.ts).
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5">
      <NameFields
        firstName={form.register('firstName')}
        lastName={form.register('lastName')}
        errors={{ firstName: errors.firstName?.message, lastName: errors.lastName?.message }}
      />
      <CredentialFields
        email={form.register('email')}
        password={form.register('password')}
        errors={{ email: errors.email?.message, password: errors.password?.message }}
        newPassword
      />
      <Controller
        control={form.control}
        name="userType"
        render={({ field }) => (
          <UserTypeField value={field.value} onChange={field.onChange} disabled={signUp.isPending} />
        )}
      />
      <AuthSubmitButton pending={signUp.isPending} label="Sign Up" pendingLabel="Creating account..." />
    </form>
  );
}
