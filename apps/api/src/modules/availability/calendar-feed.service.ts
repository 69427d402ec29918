import { randomBytes } from 'node:crypto';
import { addDays, toDayNumber } from '@setspot/domain/common/calendar-date';
import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import { calendarDateAt } from '@setspot/domain/common/time-zone';
import { PROPERTY_NOT_FOUND } from '@setspot/domain/listings/listing-texts';
import ical from 'ical-generator';
import type { AppDeps } from '../../app-deps.ts';
import { findOwnedCalendarListing } from './availability.repository.ts';
import {
  findFeedDays,
  findFeedListing,
  findFeedToken,
  replaceFeedToken,
} from './calendar-feed.repository.ts';

export const FEED_NOT_FOUND = 'This calendar link has ended or does not exist';

const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/calendar-feeds/${token}.ics`;

/** The listing's feed address, or null before the owner made one. */
export async function currentFeedUrl(deps: Pick<AppDeps, 'db' | 'config'>, locationId: string) {
  const token = await findFeedToken(deps.db, locationId);
  return token ? feedUrl(deps.config.publicUrl, token) : null;
}

/** 'Make a new link': a fresh unguessable token (192 bits); the old link stops working at once. */
export async function makeNewFeedLink(
  deps: Pick<AppDeps, 'db' | 'config'>,
  ownerId: string,
  id: string,
): Promise<Outcome<{ feedUrl: string }>> {
  if (!(await findOwnedCalendarListing(deps.db, id, ownerId)))
    return refusal('not_found', PROPERTY_NOT_FOUND);
  const token = randomBytes(24).toString('base64url');
  await replaceFeedToken(deps.db, id, token);
  return success({ feedUrl: feedUrl(deps.config.publicUrl, token) });
}

/** Midnight UTC of a calendar date: ical-generator writes an all-day event's date from its UTC parts. */
const utcDay = (date: string) => new Date((toDayNumber(date) ?? 0) * 86_400_000);

/**
 * GET /api/calendar-feeds/{token}.ics: booked and blocked days as all-day events, for Google, Apple
 * and Outlook calendars. Only 'Booked' or 'Blocked': no renter's name, contact or note.
 */
export async function calendarFeed(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  file: string,
): Promise<Outcome<string>> {
  const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
  const listing = /^[A-Za-z0-9_-]{32}$/.test(token) ? await findFeedListing(deps.db, token) : null;
  if (!listing) return refusal('not_found', FEED_NOT_FOUND);
  const today = calendarDateAt(deps.clock.now(), listing.timeZone);
  const { held, blocked } = await findFeedDays(deps.db, listing.id, addDays(today, -30));
  const calendar = ical({
    name: `SetSpot: ${listing.title}`,
    prodId: { company: 'SetSpot', product: 'Calendar', language: 'EN' },
  });
  for (const booking of held) {
    calendar.createEvent({
      id: `booking-${booking.id}@setspot`,
      start: utcDay(booking.start),
      end: utcDay(addDays(booking.end, 1)),
      allDay: true,
      summary: 'Booked',
    });
  }
  for (const day of blocked) {
    calendar.createEvent({
      id: `blocked-${listing.id}-${day}@setspot`,
      start: utcDay(day),
      end: utcDay(addDays(day, 1)),
      allDay: true,
      summary: 'Blocked',
    });
  }
  return success(calendar.toString());
}
