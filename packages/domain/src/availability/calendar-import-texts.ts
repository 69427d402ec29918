/**
 * Calendar import texts (issue 31, ADR 0044). The fetch refusals are stored as the calendar's last
 * error and shown to the owner as they are, so each says what went wrong and what to do.
 */
export const blockedByText = (calendarName: string) => `Blocked by ${calendarName}`;

export const CALENDAR_URL_NOT_A_URL =
  'That is not a web address. Paste the whole calendar link, starting with https://';
export const CALENDAR_URL_SCHEME = 'Only http:// and https:// calendar links can be imported';
export const CALENDAR_TOO_MANY_REDIRECTS =
  'The calendar link redirected more than 3 times; paste the final address instead';
export const CALENDAR_TOO_LARGE = 'The calendar is larger than 2 MB, so it was not imported';
export const CALENDAR_TIMED_OUT =
  "The calendar's server did not answer within 10 seconds; it will be tried again";
export const CALENDAR_NOT_ICAL =
  'The link did not return an iCalendar (.ics) file. Copy the export or iCal link of the calendar';
export const CALENDAR_NOT_FOUND_HERE = 'No imported calendar with that id on this listing';
export const CALENDAR_LIMIT = 'A listing can import at most 10 calendars';
export const CALENDAR_ALREADY_IMPORTED = 'That calendar link is already imported on this listing';

const ADDRESS_KINDS = {
  loopback: 'a loopback address (this server itself)',
  private: 'a private network address',
  'link-local': 'a link-local address',
  metadata: "a cloud metadata service's address",
  unspecified: 'an unspecified or reserved address',
  multicast: 'a multicast address',
} as const;

/** The fetcher refused to connect: the host is, or resolves to, an address that is not public. */
export function calendarAddressRefusedText(host: string, kind: keyof typeof ADDRESS_KINDS): string {
  return `SetSpot only fetches calendars from public internet addresses: ${host} is ${ADDRESS_KINDS[kind]}`;
}

export function calendarHostNotFoundText(host: string): string {
  return `The calendar's host ${host} could not be found. Check the link`;
}

export function calendarConnectFailedText(host: string): string {
  return `Could not connect to ${host}; it will be tried again`;
}

export function calendarHttpStatusText(status: number): string {
  if (status === 404 || status === 410) {
    return `The calendar was not found at that link (HTTP ${status}). Copy the link again`;
  }
  if (status === 401 || status === 403) {
    return `The calendar's server refused access (HTTP ${status}). Copy the private or secret link`;
  }
  return `The calendar's server answered with an error (HTTP ${status}); it will be tried again`;
}
