import http from 'node:http';
import { createListing, dayButtonName, daysFromNow, newPerson, requestAndPay } from './booking-helpers';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { lookAt } from './look-at';

/** An all-day event as Airbnb writes it: DTEND is the day after the last blocked day. */
function allDay(first: string, last: string, summary: string) {
  const compact = (date: string) => date.replaceAll('-', '');
  const after = new Date(Date.parse(`${last}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return [
    'BEGIN:VEVENT',
    `UID:${first}-${summary.replaceAll(' ', '')}@airbnb.example`,
    `DTSTART;VALUE=DATE:${compact(first)}`,
    `DTEND;VALUE=DATE:${compact(after)}`,
    `SUMMARY:${summary}`,
    'END:VEVENT',
  ].join('\r\n');
}

test('an owner imports an .ics from a local server: its days are blocked and refused in the booking panel', async ({
  browser,
}, testInfo) => {
  // Two people, a sync, an a11y scan and the booking panel: past 150 s on a machine at load 30.
  test.setTimeout(240_000);
  // The calendar's own server, started here (ports 4310-4319: one per parallel worker).
  let events: string[] = [];
  const server = http.createServer((request, response) => {
    if (request.url === '/gone.ics') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/calendar' });
    response.end(
      ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events, 'END:VCALENDAR'].join('\r\n'),
    );
  });
  const port = 4310 + testInfo.parallelIndex;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  try {
    const owner = await newPerson(browser, 'owner', 'Ivy');
    const filmmaker = await newPerson(browser, 'filmmaker', 'Theo', 'Double');
    const name = `Synced Loft ${Date.now()}`;
    const id = await createListing(owner, name);
    const [first, last, booked] = [daysFromNow(12), daysFromNow(13), daysFromNow(15)];
    await requestAndPay(filmmaker, id, booked, booked);
    events = [allDay(first, last, 'Reserved')];

    const page = owner.page;
    await page.goto(`/owner/listings/${id}/calendar`);
    // The first owner page after signing in loads the owner area's code: slow on a loaded machine.
    await expect(page.getByRole('heading', { level: 1, name: `Calendar: ${name}` })).toBeVisible({
      timeout: 30_000,
    });
    const imports = page.getByRole('region', { name: 'Imported calendars' });
    await imports.getByLabel('Calendar name').fill('Airbnb');
    await imports.getByLabel('Calendar link (iCal)').fill(`http://127.0.0.1:${port}/listing-123.ics`);
    await imports.getByRole('button', { name: 'Add calendar' }).click();
    await expect(imports.getByText(/^Last synced /)).toBeVisible();

    // The Airbnb calendar gains a guest over the SetSpot request's day: 'Sync now' brings it in.
    events = [allDay(first, last, 'Reserved'), allDay(booked, booked, 'Airbnb guest')];
    await imports.getByRole('button', { name: 'Sync now: Airbnb' }).click();
    await expect(page.getByText('An imported event overlaps a SetSpot booking')).toBeVisible();
    await expect(page.getByText(/'Airbnb guest' from Airbnb/)).toBeVisible();

    const grid = page.locator('.owner-calendar');
    const day = (date: string) => grid.getByRole('button', { name: dayButtonName(date) });
    for (let month = 0; month < 3 && !(await day(first).isVisible()); month++) {
      await grid.getByRole('button', { name: /next month/i }).click();
    }
    await expect(day(first)).toHaveAccessibleName(/Blocked by Airbnb/);
    await expect(day(booked)).toHaveAccessibleName(/requested by Theo Double; also Blocked by Airbnb/);
    await expect(day(last)).toHaveAccessibleName(/Blocked by Airbnb/);
    await expect(
      page
        .getByRole('region', { name: 'Blocked days' })
        .getByText(/Blocked by Airbnb/)
        .first(),
    ).toBeVisible();
    // A link that fails says why, in words.
    await imports.getByLabel('Calendar name').fill('Old Google');
    await imports.getByLabel('Calendar link (iCal)').fill(`http://127.0.0.1:${port}/gone.ics`);
    await imports.getByRole('button', { name: 'Add calendar' }).click();
    await expect(
      imports.getByText(/Last sync failed: The calendar was not found at that link \(HTTP 404\)/),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await lookAt(page, 'calimport/calendar-imports', { fullPage: true });

    // The filmmaker: the imported days cannot be picked, and a request for them is refused (409).
    const fpage = filmmaker.page;
    await fpage.goto(`/location/${id}`);
    await fpage.getByRole('button', { name: /^Dates/ }).click();
    const calendar = fpage.getByRole('dialog', { name: 'Choose booking dates' });
    const panelDay = (date: string) => calendar.getByRole('button', { name: dayButtonName(date) });
    for (let month = 0; month < 3 && !(await panelDay(first).isVisible()); month++) {
      await calendar.getByRole('button', { name: /next month/i }).click();
    }
    await expect(panelDay(first)).toBeDisabled();
    await expect(panelDay(last)).toBeDisabled();
    await lookAt(fpage, 'calimport/panel-imported');
    const refused = await fpage.request.post('/api/bookings', {
      data: { locationId: id, startDate: first, endDate: last, projectDetails: 'Short film', crewSize: 3 },
    });
    expect(refused.status()).toBe(409);

    // Removing the calendar frees its days.
    await imports.getByRole('button', { name: 'Remove Airbnb' }).click();
    await expect(imports.getByText(/^Last synced /)).toHaveCount(0);
    await expect(imports.getByText('Airbnb', { exact: true })).toHaveCount(0);
    await expect(day(first)).toHaveAccessibleName(/open$/);
    await owner.context.close();
    await filmmaker.context.close();
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
