import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CardPageFrame } from '../../../components/card-page-frame';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EmailConfirmationCard } from './email-confirmation-card';
import { EmailConfirmedNotice } from './email-confirmed-notice';
import { SignupForm } from './signup-form';

export function SignupPage() {
  useDocumentTitle('Sign Up');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const emailConfirmed = searchParams.get('confirmed_email') === 'true';
  const [submittedEmail, setSubmittedEmail] = useState<string | null>(null);

  useEffect(() => {
    // A confirmation link that lands here belongs on the login page; carry the notice along.
    if (emailConfirmed) navigate(`${paths.login}?confirmed_email=true`, { replace: true });
  }, [emailConfirmed, navigate]);

  if (submittedEmail) {
    return (
      <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
        <EmailConfirmationCard email={submittedEmail} />
      </div>
    );
  }

  return (
    <CardPageFrame
      title="Sign Up"
      description="Create your SetSpot account to book filming locations or list your space."
      notice={emailConfirmed ? <EmailConfirmedNotice /> : null}
    >
      <SignupForm onSignedUp={setSubmittedEmail} />
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Already registered?{' '}
        <Link to={paths.login} className="font-medium text-primary underline-offset-4 hover:underline">
          Go to login
        </Link>
      </p>
    </CardPageFrame>
  );
}
