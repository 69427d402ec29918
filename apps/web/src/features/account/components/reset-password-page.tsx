import type { ResetPasswordFormInput } from '@setspot/domain/auth/password-schemas';
import { INVALID_RESET_TOKEN, RESET_LINK_INVALID } from '@setspot/domain/auth/password-texts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CardPageFrame } from '../../../components/card-page-frame';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordFields } from './new-password-fields';

const resetPasswordFormResolver = lazyZodResolver<ResetPasswordFormInput>(() =>
  import('@setspot/domain/auth/password-schemas').then((module) => module.resetPasswordFormSchema),
);

/**
 * /reset-password?token=…: the emailed link lands here (through the API, which checks the token and
 * adds it to the address, or adds error=INVALID_TOKEN). A new password ends every session.
 */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [linkInvalid, setLinkInvalid] = useState(!token || searchParams.get('error') === INVALID_RESET_TOKEN);
  const reset = useResetPassword();
  const navigate = useNavigate();
  const form = useForm<ResetPasswordFormInput>({
    resolver: resetPasswordFormResolver,
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(
      { token: token ?? '', newPassword: values.newPassword },
      {
        onSuccess: async () => {
          showToast((toast) =>
            toast.success('Password updated', { description: 'Log in with your new password.' }),
          );
          await navigate(paths.login, { replace: true });
        },
        // Said once: at the field, or as the page's notice about the link, or else in a toast.
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'WEAK_PASSWORD') {
            form.setError('newPassword', { message: error.message }, { shouldFocus: true });
          } else if (error instanceof ApiError && error.code === INVALID_RESET_TOKEN) {
            setLinkInvalid(true);
          } else {
            showToast((toast) => toast.error('Error', { description: errorMessage(error) }));
          }
        },
      },
    ),
  );

  return (
    <CardPageFrame
      title="Choose a new password"
      description="Pick a password you do not use anywhere else. Every device signed in to your account will be signed out."
    >
      {linkInvalid ? (
        <Alert variant="destructive">
          <AlertTitle>Link not valid</AlertTitle>
          <AlertDescription>
            {RESET_LINK_INVALID}{' '}
            <Link to={paths.forgotPassword} className="font-medium underline underline-offset-4">
              Send a new link
            </Link>
          </AlertDescription>
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <NewPasswordFields
            newPassword={form.register('newPassword')}
            confirmPassword={form.register('confirmPassword')}
            errors={{
              newPassword: form.formState.errors.newPassword?.message,
              confirmPassword: form.formState.errors.confirmPassword?.message,
            }}
          />
          <Button type="submit" size="lg" disabled={reset.isPending} className="w-full">
            {reset.isPending ? 'Saving...' : 'Set new password'}
          </Button>
        </form>
      )}
    </CardPageFrame>
  );
}
