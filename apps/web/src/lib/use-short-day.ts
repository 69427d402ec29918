import { localDateOfCalendarDate } from '@setspot/domain/common/calendar-date';
import { calendarDateAt } from '@setspot/domain/common/time-zone';
import { readerFromCookies, serverDrawsDaysFor } from '@setspot/domain/pages/reader-cookie';
import { useMemo } from 'react';
import { englishShortDay, formatShortDay } from './format-date';
import { useRequestCookie } from './request-cookie';

/**
 * formatShortDay for a component that the server may draw for its reader (docs/decisions/0054): in
 * the browser the reader's own zone and language; on the server the zone and language their sign-in
 * left in the reader cookie, written as the browser will write them when the app takes the page over.
 * The pages module draws such a page only for a reader it can draw days for.
 */
export function useShortDay(): (date: Date) => string {
  const requestCookie = useRequestCookie();
  return useMemo(() => {
    const reader = requestCookie === undefined ? null : readerFromCookies(requestCookie);
    if (!serverDrawsDaysFor(reader)) return formatShortDay;
    return (date: Date) => englishShortDay(localDateOfCalendarDate(calendarDateAt(date, reader.timeZone)));
  }, [requestCookie]);
}
