import type { LocationType } from '@setspot/domain/listings/location-types';
import { Building2, Coffee, Home, type LucideIcon, Warehouse } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { QuickSearch } from './quick-search';

/** Product section 1: find locations, list your space, and a quick search. */
export function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-primary-soft to-background">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[3fr_2fr] lg:px-8">
        <div className="grid gap-8">
          <div className="grid max-w-3xl gap-5">
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">
              Film location rentals
            </p>
            <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              Find the perfect location for your next shoot
            </h1>
            <p className="max-w-2xl text-lg text-muted-foreground">
              SetSpot connects independent filmmakers with homes, lofts, cafés and warehouses available to
              rent by the day. Owners earn from spaces they already have.
            </p>
          </div>
          <QuickSearch />
          <div className="flex flex-wrap gap-3">
            <Link to={paths.search} className={buttonClasses({ size: 'lg' })}>
              Find Locations
            </Link>
            <Link to={paths.listProperty} className={buttonClasses({ size: 'lg', variant: 'outline' })}>
              List Your Space
            </Link>
          </div>
        </div>
        <SpaceKinds />
      </div>
    </section>
  );
}

// Each tile opens the search narrowed to its kinds of space (the search page's types filter).
const kinds: readonly { icon: LucideIcon; label: string; note: string; types: LocationType[] }[] = [
  { icon: Home, label: 'Homes', note: 'Kitchens, living rooms, backyards', types: ['house', 'apartment'] },
  {
    icon: Building2,
    label: 'Lofts and offices',
    note: 'Open floors and big windows',
    types: ['loft', 'office'],
  },
  { icon: Warehouse, label: 'Warehouses', note: 'Room for sets and crews', types: ['warehouse'] },
  {
    icon: Coffee,
    label: 'Cafés and restaurants',
    note: 'Real interiors, off hours',
    types: ['cafe/restaurant'],
  },
];

function SpaceKinds() {
  return (
    <ul aria-label="Kinds of spaces on SetSpot" className="grid grid-cols-2 gap-3 sm:gap-4">
      {kinds.map(({ icon: Icon, label, note, types }) => (
        <li key={label} className="grid">
          <Link
            to={`${paths.search}?types=${types.map(encodeURIComponent).join(',')}`}
            className="grid content-start gap-2 rounded-xl border border-border bg-surface p-4 shadow-sm transition-colors hover:border-primary hover:bg-primary-soft/40 sm:p-5"
          >
            <Icon aria-hidden="true" className="size-6 text-primary" />
            <span className="font-semibold">{label}</span>
            <span className="text-sm text-muted-foreground max-sm:hidden">{note}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
