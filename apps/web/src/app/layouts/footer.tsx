import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { CacheRefreshCard } from '../../features/cache-refresh/components/cache-refresh-card';
import { Logo } from './logo';

const groups = [
  {
    title: 'For Filmmakers',
    links: [
      { to: paths.search, label: 'Browse Locations' },
      { to: paths.info.howItWorks, label: 'How It Works' },
      { to: paths.info.filmmakerFaq, label: 'Filmmaker FAQ' },
      { to: paths.info.filmmakerGuidelines, label: 'Filmmaker Guidelines' },
    ],
  },
  {
    title: 'For Owners',
    links: [
      { to: paths.listProperty, label: 'List Your Space' },
      { to: paths.info.ownerFaq, label: 'Owner FAQ' },
      { to: paths.info.ownerGuidelines, label: 'Owner Guidelines' },
      { to: paths.info.propertyOwnerResources, label: 'Property Owner Resources' },
      { to: paths.info.photographyTips, label: 'Photography Tips' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: paths.info.faq, label: 'FAQ' },
      { to: paths.info.cancellationPolicy, label: 'Cancellation Policy' },
      { to: paths.contact, label: 'Contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: paths.info.termsOfService, label: 'Terms of Service' },
      { to: paths.info.privacyPolicy, label: 'Privacy Policy' },
      { to: paths.info.disclaimer, label: 'Disclaimer' },
    ],
  },
];

export function Footer() {
  return (
    <footer className="border-t border-border bg-muted/50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[1.2fr_3fr]">
          <div className="grid content-start gap-3">
            <Logo />
            <p className="max-w-xs text-sm text-muted-foreground">
              Homes and businesses as filming locations for independent filmmakers.
            </p>
          </div>
          <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            {groups.map((group) => (
              <div key={group.title} className="grid content-start gap-3">
                <h2 className="text-sm font-semibold">{group.title}</h2>
                <ul className="grid gap-2">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link
                        to={link.to}
                        className="text-sm text-muted-foreground hover:text-foreground hover:underline"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <CacheRefreshCard />
        <p className="text-sm text-muted-foreground">
          © {new Date().getFullYear()} SetSpot. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
