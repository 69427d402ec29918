import { FILMMAKER_BOOKINGS_PAGE_SIZE } from '@setspot/domain/common/constants';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../testing/accounts';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { FilmmakerBookingsPage } from './filmmaker-bookings-page';
import { FilmmakerDashboardPage } from './filmmaker-dashboard-page';

// A filmmaker with one booking more than a page holds, made on the demo listings of the real API
// server of the run (scripts/web-test-api.mjs), then cancelled once so Past has one.
const MADE = FILMMAKER_BOOKINGS_PAGE_SIZE + 1;
let cancelledTitle = '';

function daysAhead(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function post(url: string, body: unknown) {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  await signedInAs('filmmaker');
  const { items } = (await (await fetch('/api/locations')).json()) as {
    items: { id: string; title: string }[];
  };
  const ids: string[] = [];
  // Each demo listing has its own rules (notice, weekdays): take the days each one accepts.
  for (const listing of items) {
    for (let day = 20; day < 120 && ids.length < MADE; day++) {
      const res = await post('/api/bookings', {
        locationId: listing.id,
        startDate: daysAhead(day),
        endDate: daysAhead(day),
      });
      if (res.status === 201) ids.push(((await res.json()) as { booking: { id: string } }).booking.id);
    }
    if (ids.length === MADE) break;
  }
  expect(ids).toHaveLength(MADE);
  const cancelled = await post(`/api/bookings/${ids[0]}/cancel`, {});
  expect(cancelled.status).toBe(200);
  cancelledTitle = ((await cancelled.json()) as { booking: { location: { title: string } } }).booking.location
    .title;
}, 60_000);

describe('FilmmakerBookingsPage', () => {
  it('counts every tab and shows a page at a time', async () => {
    const { user } = renderWithProviders(<FilmmakerBookingsPage />, {
      route: '/filmmaker/bookings?tab=all',
    });
    const tabs = await screen.findByRole('navigation', { name: 'Bookings by time' });
    const tab = (name: string) => within(tabs).getByRole('link', { name });
    expect(await within(tabs).findByRole('link', { name: `All (${MADE})` })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(tab(`Upcoming (${MADE - 1})`)).not.toHaveAttribute('aria-current');
    expect(tab('Active (0)')).toBeVisible();
    expect(tab('Past (1)')).toHaveAttribute('href', '/filmmaker/bookings?tab=past');
    expect(screen.getByRole('status')).toHaveTextContent('Page 1 of 2');
    expect(screen.getAllByRole('article')).toHaveLength(FILMMAKER_BOOKINGS_PAGE_SIZE);

    await user.click(screen.getByRole('link', { name: /Next/ }));
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(MADE - FILMMAKER_BOOKINGS_PAGE_SIZE);

    await user.click(tab('Past (1)'));
    const past = await screen.findByRole('region', { name: 'Past bookings' });
    expect(await within(past).findAllByRole('article')).toHaveLength(1);
    expect(within(past).getByRole('article')).toHaveAccessibleName(cancelledTitle);
    expect(within(past).queryByText(/Page \d/)).toBeNull();
    expect(tab('Past (1)')).toHaveAttribute('aria-current', 'page');
  });

  it('shows the last page for a page past the end (a stale link)', async () => {
    renderWithProviders(<FilmmakerBookingsPage />, { route: '/filmmaker/bookings?tab=all&page=4' });
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(MADE - FILMMAKER_BOOKINGS_PAGE_SIZE);
  });
});

describe('FilmmakerDashboardPage', () => {
  it('counts the shoots ahead and all bookings, and shows the three newest requests', async () => {
    renderWithProviders(<FilmmakerDashboardPage />, { route: '/filmmaker/dashboard' });
    const total = await screen.findByText('Total Bookings');
    expect(total.parentElement).toHaveTextContent(String(MADE));
    expect(screen.getByText('Upcoming Shoots').parentElement).toHaveTextContent(String(MADE - 1));
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });
});
