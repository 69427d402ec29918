import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { confirmationLinkOf, expect, newAppContext, STRONG_PASSWORD, uniqueEmail } from './fixtures';
import { listingForm } from './listing-helpers';

// Booking journeys need two people at once (a filmmaker and an owner), each in a browser context of
// their own, and listings of their own so that journeys running side by side never want the same dates.

export type Person = { context: BrowserContext; page: Page; email: string; firstName: string };

/**
 * A new account (signed up, confirmed through the dev mailbox and signed in) in a fresh context,
 * all over HTTP: the sign-up and confirmation screens have journeys of their own (auth.e2e.ts), and
 * opening the mailbox and the confirmation link as pages cost each person two page loads.
 */
export async function newPerson(
  browser: Browser,
  userType: 'filmmaker' | 'owner',
  firstName: string,
  lastName = 'Tester',
): Promise<Person> {
  const context = await newAppContext(browser);
  const page = await context.newPage();
  const email = uniqueEmail(`${userType}.${firstName.toLowerCase()}`);
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: {
      email,
      password: STRONG_PASSWORD,
      name: `${firstName} ${lastName}`,
      firstName,
      lastName,
      userType,
      callbackURL: '/login?confirmed_email=true',
    },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const confirmed = await page.request.get(await confirmationLinkOf(page.request, email), {
    maxRedirects: 0,
  });
  // Better Auth sends the browser on to the callback page, with `?error=` when the link was refused.
  expect(confirmed.status(), await confirmed.text()).toBe(302);
  expect(confirmed.headers().location).not.toContain('error=');
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: STRONG_PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  return { context, page, email, firstName };
}

/** A listing of the owner's, $250 a day, bookable every day (holidays too, so any date will do). */
export async function createListing(
  owner: Person,
  name: string,
  where: Partial<Pick<ReturnType<typeof listingForm>, 'city' | 'state' | 'zip'>> = {},
): Promise<string> {
  const data = {
    ...listingForm(name),
    ...where,
    availability: { weekdays: true, weekends: true, holidays: true },
  };
  const answer = await owner.page.request.post('/api/locations', { data });
  expect(answer.status(), await answer.text()).toBe(201);
  const { listing } = (await answer.json()) as { listing: { id: string } };
  return listing.id;
}

/** The person's user id, as the API answers it to them. */
export async function userIdOf(person: Person): Promise<string> {
  const me = await person.page.request.get('/api/me');
  expect(me.status(), await me.text()).toBe(200);
  return ((await me.json()) as { user: { id: string } }).user.id;
}

/** `from` writes to `to` about a listing: how a filmmaker starts a conversation with its owner (ADR 0014). */
export async function sendMessage(from: Person, to: Person, locationId: string, content: string) {
  const receiverId = await userIdOf(to);
  const sent = await from.page.request.post('/api/messages', { data: { receiverId, content, locationId } });
  expect(sent.status(), await sent.text()).toBe(201);
}

/** 'YYYY-MM-DD' `days` from today (UTC). Journeys book well ahead, clear of any zone's today. */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A request made and paid for through the API (the UI journeys cover doing it by hand). */
export async function requestAndPay(
  filmmaker: Person,
  locationId: string,
  startDate: string,
  endDate: string,
  card = '4242 4242 4242 4242',
): Promise<string> {
  const request = filmmaker.page.request;
  const created = await request.post('/api/bookings', {
    data: { locationId, startDate, endDate, projectDetails: 'Short film, two scenes', crewSize: 5 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { booking } = (await created.json()) as { booking: { id: string } };
  const sessionId = await checkoutSession(request, booking.id);
  const paid = await request.post(`/api/payments/test/sessions/${sessionId}/pay`, {
    data: { cardNumber: card, expiry: '12 / 34', cvc: '123', name: `${filmmaker.firstName} Tester` },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return booking.id;
}

/** Asks for a payment page and returns its test checkout session id. */
export async function checkoutSession(request: APIRequestContext, bookingId: string): Promise<string> {
  const checkout = await request.post(`/api/bookings/${bookingId}/checkout`);
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { url } = (await checkout.json()) as { url: string };
  const sessionId = url.split('/test-checkout/')[1];
  if (!sessionId) throw new Error(`Not a test checkout URL: ${url}`);
  return sessionId;
}

/** The day button react-day-picker labels 'Monday, December 7th, 2026' (plus ', selected', 'Today, '). */
export function dayButtonName(date: string): RegExp {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, 1),
  );
  return new RegExp(`${monthName} ${day}(st|nd|rd|th), ${year}`);
}

/** Opens the booking calendar and picks the first and last day, paging months forward as needed. */
export async function pickDates(page: Page, startDate: string, endDate: string) {
  await page.getByRole('button', { name: /^Dates/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Choose booking dates' });
  for (const date of [startDate, endDate]) {
    const day = calendar.getByRole('button', { name: dayButtonName(date) });
    for (let month = 0; month < 12 && !(await day.isVisible()); month++) {
      await calendar.getByRole('button', { name: /next month/i }).click();
    }
    await day.click();
  }
  // The second day completes the range and closes the calendar.
  await expect(calendar).toBeHidden();
}

/** Fills the test checkout's card fields the way a person types them. */
export async function fillCard(page: Page, number: string, expiry = '1234', cvc = '123') {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration date').fill(expiry);
  await page.getByLabel('Security code').fill(cvc);
  await page.getByLabel('Name on card').fill('Casey Tester');
}
