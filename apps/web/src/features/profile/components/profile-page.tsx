import type { MyProfile } from '@setspot/domain/profiles/profile-schemas';
import type { ReactNode } from 'react';
import { ListLoading } from '../../../components/list-loading';
import { LoadFailure } from '../../../components/load-failure';
import { PageHeading } from '../../../components/page-heading';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMyProfile } from '../api/get-my-profile';
import { ProfileAvatar } from './profile-avatar';
import { PublicDetails } from './public-details';

type ProfilePageProps = {
  /**
   * The profile's actions (product section 2: edit settings, change password, download my data, delete
   * account, log out). Other features own most of them, so the route composes them here.
   */
  extraActions?: ReactNode;
  /** Sections other features add under the profile, e.g. a filmmaker's reviews from owners. */
  extraSections?: ReactNode;
};

const ACCOUNT_TYPES: Record<MyProfile['userType'], string> = {
  owner: 'Property owner',
  filmmaker: 'Filmmaker',
};

/** /owner/profile and /filmmaker/profile: one screen for both account types (product section 2). */
export function ProfilePage({ extraActions, extraSections }: ProfilePageProps) {
  useDocumentTitle('Profile');
  const query = useMyProfile();
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <PageHeading title="Profile" description="Your account information and what others see of you." />
      {query.isPending ? <ListLoading rows={2} rowClassName="h-40" /> : null}
      {query.isError ? <LoadFailure error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data ? <ProfileCards profile={query.data} /> : null}
      {extraSections}
      {extraActions ? (
        <section aria-labelledby="profile-actions" className="grid gap-3">
          <h2 id="profile-actions" className="text-lg font-semibold">
            Account actions
          </h2>
          <div className="flex flex-wrap gap-3 [&>*]:max-sm:w-full">{extraActions}</div>
        </section>
      ) : null}
    </div>
  );
}

function ProfileCards({ profile }: { profile: MyProfile }) {
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  const memberSince = new Date(profile.memberSince).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  return (
    <>
      <Card>
        <CardContent className="flex flex-col items-start gap-5 sm:flex-row sm:items-center">
          <ProfileAvatar src={profile.avatarUrl} className="size-24" />
          <div className="grid min-w-0 gap-1">
            <h2 className="text-xl font-semibold break-words">{name}</h2>
            <p className="[overflow-wrap:anywhere] text-muted-foreground">{profile.email}</p>
            <div className="flex flex-wrap items-center gap-2 pt-1 text-sm">
              <Badge variant="secondary">{ACCOUNT_TYPES[profile.userType]}</Badge>
              <span className="text-muted-foreground">Member since {memberSince}</span>
            </div>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>What others see</CardTitle>
          <CardDescription>
            Signed-in users see these on your listings and bookings; visitors see only your name and photo.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <PublicDetails profile={profile} />
        </CardContent>
      </Card>
    </>
  );
}
