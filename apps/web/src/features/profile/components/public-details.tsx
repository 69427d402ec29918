import type { MyProfile } from '@setspot/domain/profiles/profile-schemas';

const CONTACT_METHODS: Record<MyProfile['preferredContactMethod'], string> = {
  email: 'Email',
  phone: 'Phone',
};

/** The profile fields as a description list; hidden contact details say so instead of vanishing. */
export function PublicDetails({ profile }: { profile: MyProfile }) {
  const rows: [string, string][] = [
    ['Email shown', profile.visibleEmail ? profile.email : 'Hidden'],
    ['Phone shown', profile.visiblePhone && profile.phone ? profile.phone : 'Hidden'],
    ['Phone', profile.phone ?? 'Not set'],
    ['Preferred contact', CONTACT_METHODS[profile.preferredContactMethod]],
    ['Time zone', profile.timezone],
    ['Email notifications', profile.emailNotifications ? 'On' : 'Off'],
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <div className="grid gap-1 sm:col-span-2">
        <dt className="text-sm font-medium text-muted-foreground">Bio</dt>
        <dd className="whitespace-pre-line break-words">{profile.bio ?? 'No bio yet.'}</dd>
      </div>
      {rows.map(([label, value]) => (
        <div key={label} className="grid min-w-0 content-start gap-1">
          <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
          <dd className="[overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
