import { createListing, newPerson } from './booking-helpers';
import { expect, expectNoSeriousA11yViolations, newAppContext, test } from './fixtures';
import { lookAt } from './look-at';

// A board's map (ADR 0041 amendment): the board's listings as price pills at their approximate areas,
// for the crew on /boards/{id} and for anyone on the shared link; never the exact points. The board is
// made through the API (boards.e2e.ts saves by hand).

type Position = { exact: { lat: number; lng: number } | null };

test(
  "a board's map, for its crew and on the shared link signed out",
  { tag: '@phone' },
  async ({ browser }, testInfo) => {
    test.setTimeout(240_000);
    const phone = testInfo.project.name === 'mobile';
    const owner = await newPerson(browser, 'owner', 'Mara');
    const director = await newPerson(browser, 'filmmaker', 'Dev', 'Director');
    const word = `Bm${Math.random().toString(36).slice(2, 8)}`;
    const first = await createListing(owner, `${word} Dock`, { city: 'Oakland', state: 'CA', zip: '94607' });
    const second = await createListing(owner, `${word} Hall`, { city: 'Oakland', state: 'CA', zip: '94612' });

    const api = director.page.request;
    const created = await api.post('/api/boards', { data: { name: `Oakland ${word}`, locationId: first } });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await api.put(`/api/boards/${id}/items/${second}`, { data: { note: '' } })).ok()).toBe(true);
    const shared = await api.post(`/api/boards/${id}/share`);
    const { shareToken } = (await shared.json()) as { shareToken: string };

    const page = director.page;
    await page.goto(`/boards/${id}`);
    const boardMap = page.getByRole('region', { name: 'Map of the board' });
    await expect(boardMap.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 30_000 });
    await expect(boardMap.locator('[data-pin], button[aria-label^="2 locations"]').first()).toBeVisible();
    await expect(boardMap.getByText('US Census Bureau')).toBeVisible();
    await lookAt(page, 'scouting/board-map');
    if (!phone) {
      // Hovering a card lifts its pill.
      await page
        .getByRole('article')
        .filter({ hasText: `${word} Dock` })
        .hover();
      await expect(boardMap.locator(`[data-pin="${first}"][data-active]`)).toHaveCount(1);
    }
    await expectNoSeriousA11yViolations(page);

    // Signed out, on the link: the map from the visitor cards' areas; the answer holds no exact point.
    const visitor = await newAppContext(browser);
    const guest = await visitor.newPage();
    await guest.goto(`/boards/shared/${shareToken}`);
    const sharedMap = guest.getByRole('region', { name: 'Map of the board' });
    await expect(sharedMap.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 30_000 });
    await expect(sharedMap.locator('[data-pin], button[aria-label^="2 locations"]').first()).toBeVisible();
    await lookAt(guest, 'scouting/shared-board-map');
    const answer = await (await visitor.request.get(`/api/shared-boards/${shareToken}`)).text();
    // No field of the answer carries a point but the areas, and no area is centred on the building.
    // (Comparing digits in the text fails by chance: an area offset due east shares the latitude.)
    expect(answer).not.toMatch(/"(latitude|longitude|exact|point)"/);
    const { items } = JSON.parse(answer) as {
      items: { location: { id: string; area: { lat: number; lng: number } } }[];
    };
    for (const listingId of [first, second]) {
      const { exact } = (await (
        await owner.page.request.get(`/api/locations/${listingId}/position`)
      ).json()) as Position;
      const area = items.find((item) => item.location.id === listingId)?.location.area;
      expect(area).toBeDefined();
      const metres = Math.hypot(
        (area!.lat - exact!.lat) * 111_320,
        (area!.lng - exact!.lng) * 111_320 * Math.cos((exact!.lat * Math.PI) / 180),
      );
      expect(metres).toBeGreaterThan(50);
    }
    await visitor.close();
  },
);
