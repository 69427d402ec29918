import { zodResolver } from '@hookform/resolvers/zod';
import { type SignupInput, signupSchema } from '@setspot/domain/auth/auth-schemas';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { NameFields } from '../../../components/name-fields';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSignUp } from '../api/sign-up';
import { AuthSubmitButton, CredentialFields } from './credential-fields';
import { UserTypeField } from './user-type-field';

type SignupFormProps = { onSignedUp: (email: string) => void };

export function SignupForm({ onSignedUp }: SignupFormProps) {
  const signUp = useSignUp();
  const form = useForm<SignupInput>({
    resolver: zodResolver(signupSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', userType: 'filmmaker' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    signUp.mutate(values, {
      onSuccess: () => onSignedUp(values.email),
      onError: (error) => {
        // The server judges password strength and says why; show the reasons at the field too.
        if (error instanceof ApiError && error.code === 'WEAK_PASSWORD') {
          form.setError('password', { message: error.message }, { shouldFocus: true });
        }
        toast.error('Error', { description: errorMessage(error) });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
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
