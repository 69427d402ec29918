/** The form of every id SetSpot makes (listings, bookings, accounts...): a UUID, any version. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** For ids that come from outside a schema (page addresses, notifications, payment metadata). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
