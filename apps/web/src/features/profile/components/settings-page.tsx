import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { ListLoading } from '../../../components/list-loading';
import { LoadFailure } from '../../../components/load-failure';
import { PageHeading } from '../../../components/page-heading';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMyProfile } from '../api/get-my-profile';

// The form (react-hook-form and Radix's radio group and switch, about 25 KB gzipped) is fetched
// beside the profile it edits, not before the page shows: the page keeps within its JavaScript
// budget (ADR 0030), and the loading lines stay until both have arrived.
const loadSettingsForm = () => import('./settings-form');
const SettingsForm = lazy(() => loadSettingsForm().then((module) => ({ default: module.SettingsForm })));

type SettingsPageProps = {
  /** The profile screen of the user's account type, where saving and 'Back' lead. */
  profilePath: string;
};

/** /owner/profile/settings and /filmmaker/profile/settings: one screen for both (product section 2). */
export function SettingsPage({ profilePath }: SettingsPageProps) {
  useDocumentTitle('Profile Settings');
  const query = useMyProfile();
  const navigate = useNavigate();
  useEffect(() => void loadSettingsForm().catch(() => undefined), []);
  const loading = <ListLoading rows={3} rowClassName="h-24" />;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <PageHeading
        title="Profile Settings"
        description="Your name, contact details, preferences and photo."
        action={
          <Link to={profilePath} className={buttonClasses({ variant: 'outline' })}>
            <ArrowLeft aria-hidden="true" />
            Back to Profile
          </Link>
        }
      />
      {query.isPending ? loading : null}
      {query.isError ? <LoadFailure error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data ? (
        <Suspense fallback={loading}>
          <Card>
            <CardContent>
              <SettingsForm profile={query.data} onSaved={() => void navigate(profilePath)} />
            </CardContent>
          </Card>
        </Suspense>
      ) : null}
    </div>
  );
}
