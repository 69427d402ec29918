import type { ForgotPasswordInput } from '@setspot/domain/auth/password-schemas';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { CardPageFrame } from '../../../components/card-page-frame';
import { EmailField } from '../../../components/credential-inputs';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRequestPasswordReset } from '../api/request-password-reset';

const forgotPasswordResolver = lazyZodResolver<ForgotPasswordInput>(() =>
  import('@setspot/domain/auth/password-schemas').then((module) => module.forgotPasswordSchema),
);

/** /forgot-password: asks for the address and mails a reset link (README: valid one hour, once). */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({
    resolver: forgotPasswordResolver,
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: () => setSentTo(values.email),
      onError: (error) => showToast((toast) => toast.error('Error', { description: errorMessage(error) })),
    }),
  );

  return (
    <CardPageFrame
      title="Forgot password"
      description="Enter the email address of your account and we will send you a link to choose a new password."
    >
      {sentTo ? (
        <Alert variant="success">
          <MailCheck aria-hidden="true" />
          <AlertTitle>Check your email</AlertTitle>
          <AlertDescription>
            If <span className="break-all">{sentTo}</span> belongs to a SetSpot account, a reset link is on
            its way. It works once, within one hour.
          </AlertDescription>
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <EmailField error={form.formState.errors.email?.message} {...form.register('email')} />
          <Button type="submit" size="lg" disabled={request.isPending} className="w-full">
            {request.isPending ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Remembered it?{' '}
        <Link to={paths.login} className="font-medium text-primary underline-offset-4 hover:underline">
          Back to Log In
        </Link>
      </p>
    </CardPageFrame>
  );
}
