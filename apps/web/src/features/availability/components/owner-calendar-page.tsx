import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { DateRange } from 'react-day-picker';
import { Link } from 'react-router';
import { ListLoading } from '../../../components/list-loading';
import { PageHeading } from '../../../components/page-heading';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ownerCalendarQueryOptions } from '../api/owner-calendar';
import { calendarDays } from '../lib/calendar-days';
import { BlockDaysPanel } from './block-days-panel';
import { BookingRulesForm } from './booking-rules-form';
import { CalendarFeedLink } from './calendar-feed-link';
import { CalendarLists } from './calendar-lists';
import { ImportConflicts } from './import-conflicts';
import { ImportedCalendars } from './imported-calendars';
import { OwnerMonthView } from './owner-month-view';

const LEGEND = [
  ['legend-confirmed', 'Confirmed booking'],
  ['legend-requested', 'Requested'],
  ['legend-blocked', 'Blocked'],
  ['legend-imported', 'Blocked by an imported calendar'],
  ['legend-excluded', 'Not offered (your weekday, weekend and holiday choice)'],
] as const;

/** /owner/listings/{id}/calendar: bookings, blocked days and booking rules of one listing. */
export function OwnerCalendarPage({ listingId }: { listingId: string }) {
  useDocumentTitle('Calendar');
  const query = useQuery(ownerCalendarQueryOptions(listingId));
  const [selected, setSelected] = useState<DateRange | undefined>();
  const days = useMemo(() => (query.data ? calendarDays(query.data) : null), [query.data]);

  let content = <ListLoading rowClassName="h-24" />;
  if (query.error) {
    content = (
      <Alert variant="destructive">
        The calendar could not be loaded: {errorMessage(query.error)}{' '}
        <Button variant="link" className="h-auto p-0" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (query.data && days) {
    const calendar = query.data;
    content = (
      <>
        <ImportConflicts conflicts={calendar.importConflicts} />
        <p className="text-sm text-muted-foreground">
          Dates are the listing's own, in its time zone ({calendar.timeZone.replace('_', ' ')}).
        </p>
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm" aria-label="Legend">
          {LEGEND.map(([className, text]) => (
            <li key={className} className="flex items-center gap-2">
              <span aria-hidden="true" className={`inline-block size-4 rounded-sm border ${className}`} />
              {text}
            </li>
          ))}
        </ul>
        <div className="grid gap-6 lg:grid-cols-[auto_1fr] lg:items-start">
          <div className="overflow-x-auto">
            <OwnerMonthView days={days} today={calendar.today} selected={selected} onSelect={setSelected} />
          </div>
          <BlockDaysPanel listingId={listingId} selected={selected} onDone={() => setSelected(undefined)} />
        </div>
        <CalendarLists calendar={calendar} />
        <BookingRulesForm listingId={listingId} rules={calendar.rules} />
        <ImportedCalendars listingId={listingId} calendars={calendar.importedCalendars} />
        <CalendarFeedLink listingId={listingId} feedUrl={calendar.feedUrl} />
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <Link
        to={paths.owner.listings}
        className="flex w-fit items-center gap-1 text-sm font-medium text-primary"
      >
        <span aria-hidden="true">←</span>
        My Listings
      </Link>
      <PageHeading
        title={query.data ? `Calendar: ${query.data.title}` : 'Calendar'}
        description="Block days, see who booked and set your booking rules."
      />
      {content}
    </div>
  );
}
