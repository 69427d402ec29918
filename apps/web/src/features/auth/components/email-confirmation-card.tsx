import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { paths } from '../../../config/paths';

/** Spec 'Signup': after a successful signup no session exists until the address is confirmed. */
export function EmailConfirmationCard({ email }: { email: string }) {
  return (
    <Card role="status" className="text-center">
      <CardHeader className="justify-items-center">
        <span className="grid size-12 place-items-center rounded-full bg-primary-soft text-primary">
          <MailCheck aria-hidden="true" className="size-6" />
        </span>
        <CardTitle as="h1" className="text-2xl">
          Email Confirmation Required
        </CardTitle>
        <CardDescription>
          We've sent a confirmation email to <strong className="break-all text-foreground">{email}</strong>.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <p className="text-sm text-muted-foreground">
          Please click the link in the email to confirm your address, then log in. If it does not arrive
          within a few minutes, check your spam folder.
        </p>
        <Link to={paths.login} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
          Go to Login Page
        </Link>
      </CardContent>
    </Card>
  );
}
