import { describe, expect, it } from 'vitest';
import { bookingDatesProblem, bookingRequestSchema, rejectBookingSchema } from './booking-request.ts';

const LOCATION = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const request = { locationId: LOCATION, startDate: '2024-06-10', endDate: '2024-06-12' };
const firstMessage = (value: unknown) => bookingRequestSchema.safeParse(value).error?.issues[0]?.message;

describe('bookingRequestSchema', () => {
  it('fills defaults: crew of one, no details', () => {
    expect(bookingRequestSchema.parse(request)).toEqual({
      ...request,
      projectDetails: null,
      crewSize: 1,
      specialRequests: null,
    });
  });

  it('asks for dates when one is missing or blank', () => {
    expect(firstMessage({ locationId: LOCATION, endDate: '2024-06-12' })).toBe('Please select booking dates');
    expect(firstMessage({ ...request, endDate: '' })).toBe('Please select booking dates');
    expect(firstMessage({ ...request, startDate: null })).toBe('Please select booking dates');
  });

  it('refuses dates that do not exist', () => {
    expect(firstMessage({ ...request, startDate: '2024-02-30' })).toBe(
      'Please use a real date in the form YYYY-MM-DD',
    );
  });

  it('allows a one-day booking and refuses an end before the start', () => {
    expect(bookingRequestSchema.safeParse({ ...request, endDate: '2024-06-10' }).success).toBe(true);
    const result = bookingRequestSchema.safeParse({ ...request, endDate: '2024-06-09' });
    expect(result.error?.issues[0]).toMatchObject({
      message: 'End date must be on or after the start date',
      path: ['endDate'],
    });
  });

  it('allows at most 90 days', () => {
    expect(
      bookingRequestSchema.safeParse({ ...request, startDate: '2024-01-01', endDate: '2024-03-30' }).success,
    ).toBe(true);
    expect(firstMessage({ ...request, startDate: '2024-01-01', endDate: '2024-03-31' })).toBe(
      'A booking can be at most 90 days long',
    );
  });

  it('says what is wrong with a range of dates, for the booking panel too', () => {
    expect(bookingDatesProblem('2024-01-01', '2024-03-30')).toBeNull();
    expect(bookingDatesProblem('2024-01-01', '2024-03-31')).toBe('A booking can be at most 90 days long');
    expect(bookingDatesProblem('2024-01-02', '2024-01-01')).toBe(
      'End date must be on or after the start date',
    );
  });

  it('refuses a location id that is not a UUID, and reads one in capitals as stored', () => {
    for (const locationId of ['l1', '', ' ', '1'.repeat(300), 'ünïcode', 42, null]) {
      expect(firstMessage({ ...request, locationId })).toBe('Not a valid id');
    }
    expect(bookingRequestSchema.parse({ ...request, locationId: LOCATION.toUpperCase() }).locationId).toBe(
      LOCATION,
    );
  });

  it.each([
    [3, 3],
    ['3', 3],
    ['', 1],
    [null, 1],
  ])('reads crew size %j as %i', (crewSize, expected) => {
    expect(bookingRequestSchema.parse({ ...request, crewSize }).crewSize).toBe(expected);
  });

  it.each([0, -1, 1.5, 'many', 1001])('refuses crew size %j', (crewSize) => {
    expect(bookingRequestSchema.safeParse({ ...request, crewSize }).success).toBe(false);
  });

  it('says crew size must be at least 1, and at most 1000', () => {
    expect(firstMessage({ ...request, crewSize: 0 })).toBe('Crew size must be at least 1');
    expect(firstMessage({ ...request, crewSize: 'many' })).toBe('Crew size must be at least 1');
    expect(firstMessage({ ...request, crewSize: 1001 })).toBe('Crew size must be at most 1000');
    expect(bookingRequestSchema.parse({ ...request, crewSize: 1000 }).crewSize).toBe(1000);
  });

  it('drops any price the client sends', () => {
    const parsed = bookingRequestSchema.parse({ ...request, totalPrice: 1, price: 1 });
    expect(parsed).not.toHaveProperty('totalPrice');
    expect(parsed).not.toHaveProperty('price');
  });

  it('keeps the request details, trimmed', () => {
    const parsed = bookingRequestSchema.parse({
      ...request,
      projectDetails: ' Music video ',
      specialRequests: ' ',
    });
    expect(parsed.projectDetails).toBe('Music video');
    expect(parsed.specialRequests).toBeNull();
  });
});

describe('rejectBookingSchema', () => {
  it.each([undefined, '', '   '])('asks for a reason when it is %j', (reason) => {
    expect(rejectBookingSchema.safeParse({ reason }).error?.issues[0]?.message).toBe(
      'Please provide a reason for rejection',
    );
  });

  it('trims the reason', () => {
    expect(rejectBookingSchema.parse({ reason: '  Dates taken ' })).toEqual({ reason: 'Dates taken' });
  });
});
