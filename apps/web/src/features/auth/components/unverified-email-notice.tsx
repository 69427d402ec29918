import { MailWarning } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useResendConfirmation } from '../api/resend-confirmation';

/** Login was refused because the address is unconfirmed: say so plainly and offer a new link. */
export function UnverifiedEmailNotice({ email }: { email: string }) {
  const resend = useResendConfirmation();
  return (
    <Alert variant="warning">
      <MailWarning aria-hidden="true" />
      <AlertTitle>Your email address is not confirmed yet</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>
          We sent a confirmation link to <strong className="break-all">{email}</strong>. Click the link in
          that email, then log in here.
        </p>
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={resend.isPending || resend.isSuccess}
            onClick={() => resend.mutate(email)}
          >
            {resend.isPending ? 'Sending...' : 'Resend confirmation email'}
          </Button>
        </div>
        <p aria-live="polite" className="font-medium">
          {resend.isSuccess
            ? `A new confirmation email was sent to ${email}. Please check your inbox.`
            : null}
          {resend.isError ? `We could not send the email: ${errorMessage(resend.error)}` : null}
        </p>
      </AlertDescription>
    </Alert>
  );
}
