import { createListing, newPerson } from './booking-helpers';
import { expect, expectNoSeriousA11yViolations, newAppContext, test } from './fixtures';
import { clickNext, expectStep, imageFile } from './listing-helpers';
import { lookAt } from './look-at';

// The owner moves the pin onto the building (ADR 0041): a small map in the wizard's first step,
// loaded when asked for, on the shipped offline basemap. The moved point stays private: a visitor's
// answer holds only the 500 m circle.

type Position = { area: { lat: number; lng: number } | null; exact: { lat: number; lng: number } | null };

test('the owner moves the pin on edit; visitors still get only the area', async ({ browser }) => {
  test.setTimeout(300_000);
  const owner = await newPerson(browser, 'owner', 'Pia');
  const name = `Pin loft ${Date.now()}`;
  const id = await createListing(owner, name, { city: 'Oakland', state: 'CA', zip: '94607' });
  const photo = await imageFile('pin.png', '#475569');
  const uploaded = await owner.page.request.post(`/api/locations/${id}/images`, {
    multipart: { images: photo },
  });
  expect(uploaded.status()).toBe(201);
  const positionAs = async (request: typeof owner.page.request) =>
    (await (await request.get(`/api/locations/${id}/position`)).json()) as Position;
  const before = (await positionAs(owner.page.request)).exact!;

  const page = owner.page;
  await page.goto(`/edit-property/${id}`);
  await expect(page.getByLabel('Property name')).toHaveValue(name, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Move the pin' }).click();
  const pinMap = page.getByTestId('pin-map');
  const canvas = pinMap.locator('canvas.maplibregl-canvas');
  await expect(canvas).toBeVisible();
  await expect(page.getByTestId('pin-marker')).toBeVisible();
  await expect(pinMap.getByText('US Census Bureau')).toBeVisible();
  await expect(page.getByText('Drag the pin, or click the map where the building is.')).toBeVisible();

  // Click a few streets away: the pin goes there.
  const box = (await canvas.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.35);
  await expect(
    page.getByText(/^Pin moved to -?\d+\.\d{5}, -?\d+\.\d{5}: saved with the listing\.$/),
  ).toBeVisible();
  // Or by keyboard, with the building's coordinates from another map: Enter places the pin, it does not
  // move to the next step.
  const coordinates = page.getByLabel("Or type the building's coordinates");
  await coordinates.fill('37.80412, -122.27531');
  await coordinates.press('Enter');
  await expect(page.getByText('Pin moved to 37.80412, -122.27531: saved with the listing.')).toBeVisible();
  await expect(page.getByLabel('Property name')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await pinMap.scrollIntoViewIfNeeded();
  await lookAt(page, 'scouting/wizard-pin');

  // Each step is waited for: a click while the next step mounts is lost (seen in CI on 2026-11-27,
  // and here on 2026-11-29, when the lost click left the journey waiting out its five minutes).
  await clickNext(page);
  await expectStep(page, 'Photos');
  await clickNext(page);
  await expectStep(page, 'Features');
  await clickNext(page);
  await expectStep(page, 'Pricing');
  await page.getByRole('button', { name: 'Update Listing' }).click();
  await expect(page).toHaveURL(/\/owner\/listings$/);

  const after = (await positionAs(page.request)).exact!;
  expect(before).not.toEqual(after);
  expect(after).toEqual({ lat: 37.80412, lng: -122.27531 });

  // Signed out: the circle, never the point.
  const visitor = await newAppContext(browser);
  const answer = await visitor.request.get(`/api/locations/${id}/position`);
  const text = await answer.text();
  expect((JSON.parse(text) as Position).exact).toBeNull();
  expect(text).not.toContain(String(after.lat));
  expect(text).not.toContain(String(after.lng));
  await visitor.close();
});
