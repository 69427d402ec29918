import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CardPageFrame } from '../../../components/card-page-frame';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth/get-me';
import { takePostLoginRedirect } from '../../../lib/auth/post-login-redirect';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EmailConfirmedNotice } from './email-confirmed-notice';
import { LoginForm } from './login-form';

export function LoginPage() {
  useDocumentTitle('Log In');
  const { user } = useSession();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: the query is removed right away, the notice stays for this visit.
  const [emailConfirmed] = useState(() => searchParams.get('confirmed_email') === 'true');
  // StrictMode runs effects twice; the stored path must be taken (and cleared) only once.
  const redirected = useRef(false);

  useEffect(() => {
    if (!searchParams.has('confirmed_email')) return;
    setSearchParams(
      (params) => {
        params.delete('confirmed_email');
        return params;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);

  useEffect(() => {
    if (!user || redirected.current) return;
    redirected.current = true;
    navigate(takePostLoginRedirect(paths.home), { replace: true });
  }, [user, navigate]);

  return (
    <CardPageFrame
      title="Log In"
      description="Welcome back. Log in to book locations, message owners and manage your listings."
      notice={emailConfirmed ? <EmailConfirmedNotice /> : null}
    >
      <LoginForm />
      <p className="mt-6 text-center text-sm text-muted-foreground">
        New to SetSpot?{' '}
        <Link to={paths.signup} className="font-medium text-primary underline-offset-4 hover:underline">
          Create an account
        </Link>
      </p>
    </CardPageFrame>
  );
}
