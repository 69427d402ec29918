import { DEMO_PASSWORD, expect, test } from './fixtures';
import { clickNext, expectMessage, expectStep, fillBasicInfo, imageFile, logIn } from './listing-helpers';

// The create wizard's safety nets: a bad file costs only itself, the draft outlives a reload and the
// browser's Back, and a publish that lost photos says so where the owner can fix it.
const OWNER = 'owner@setspot.example';

const chosenPhotos = (page: import('@playwright/test').Page) =>
  page.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem');

async function toPricingAndSubmit(page: import('@playwright/test').Page) {
  await clickNext(page);
  await expectStep(page, 'Features');
  await clickNext(page);
  await expectStep(page, 'Pricing');
  await page.getByLabel('Price per day ($)').fill('300');
  await page.getByRole('button', { name: 'Submit Listing' }).click();
}

test('a text file renamed fake.jpg among three photos is refused alone; the listing gets the three', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, OWNER, DEMO_PASSWORD);
  await page.goto('/list-property');
  const name = `Fake photo loft ${Date.now()}`;
  await fillBasicInfo(page, { name });
  await clickNext(page);
  await expectStep(page, 'Photos');

  await page
    .getByLabel('Choose photos')
    .setInputFiles([
      { name: 'fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just some text, renamed') },
      await imageFile('front.png', '#b45309'),
      await imageFile('stage.jpg', '#0e7490', 'jpeg'),
      await imageFile('roof.png', '#7e22ce'),
    ]);
  const refusal = page.getByRole('form', { name: 'Photos' }).getByRole('alert');
  await expect(refusal).toHaveText('File "fake.jpg" is not an image');
  await expect(page.getByLabel('Choose photos')).toHaveAccessibleDescription(
    'File "fake.jpg" is not an image',
  );
  await expect(chosenPhotos(page)).toHaveCount(3);
  await expect(page.getByRole('img', { name: 'front.png (primary)' })).toBeVisible();
  await expect(page.getByRole('img', { name: /fake\.jpg/ })).toHaveCount(0);

  await toPricingAndSubmit(page);
  await expectMessage(page, 'Property listed successfully!');
  await expectMessage(page, 'Successfully uploaded 3 image(s)');
  await expect(page).toHaveURL(/\/location\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const id = page.url().split('/').pop();
  const stored = await (await page.request.get(`/api/owner/listings/${id}`)).json();
  expect(stored.images).toHaveLength(3);
});

test("the draft outlives a reload on step 3 and the browser's Back, and goes once published", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, OWNER, DEMO_PASSWORD);
  await page.goto('/list-property');
  const name = `Draft loft ${Date.now()}`;
  await fillBasicInfo(page, { name, city: 'Queens' });
  await clickNext(page);
  await expectStep(page, 'Photos');
  await expect(page).toHaveURL(/\/list-property\?step=2$/);

  // The browser's Back on step 2 goes to step 1, with what was typed; Forward comes back.
  await page.goBack();
  await expectStep(page, 'Basic Info');
  await expect(page).toHaveURL(/\/list-property$/);
  await expect(page.getByLabel('Property name')).toHaveValue(name);
  await page.goForward();
  await expectStep(page, 'Photos');

  await page
    .getByLabel('Choose photos')
    .setInputFiles([await imageFile('front.png', '#b45309'), await imageFile('side.png', '#4d7c0f')]);
  await expect(chosenPhotos(page)).toHaveCount(2);
  await clickNext(page);
  await expectStep(page, 'Features');
  await page.getByLabel('House rules').fill('No smoking');
  await page.getByRole('checkbox', { name: 'High ceilings' }).check();

  // A reload stays on step 3 with its fields; the earlier steps kept theirs, photos included.
  await page.reload();
  await expectStep(page, 'Features');
  await expect(page.getByLabel('House rules')).toHaveValue('No smoking');
  await expect(page.getByRole('checkbox', { name: 'High ceilings' })).toBeChecked();
  await page.goBack();
  await expectStep(page, 'Photos');
  await expect(chosenPhotos(page)).toHaveCount(2);
  await expect(page.getByRole('img', { name: 'front.png (primary)' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expectStep(page, 'Basic Info');
  await expect(page.getByLabel('City')).toHaveValue('Queens');

  await clickNext(page);
  await expectStep(page, 'Photos');
  await toPricingAndSubmit(page);
  await expectMessage(page, 'Property listed successfully!');
  await expect(page).toHaveURL(/\/location\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop();
  const stored = await (await page.request.get(`/api/owner/listings/${id}`)).json();
  expect(stored.form).toMatchObject({ propertyName: name, city: 'Queens', rules: 'No smoking' });
  expect(stored.images).toHaveLength(2);

  // Published: the next listing starts empty.
  await page.goto('/list-property');
  await expectStep(page, 'Basic Info');
  await expect(page.getByLabel('Property name')).toHaveValue('');
});

test('a photo lost on the way is named, and the owner lands on the listing photos to add it again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, OWNER, DEMO_PASSWORD);
  await page.goto('/list-property');
  await fillBasicInfo(page, { name: `Lost photo loft ${Date.now()}` });
  await clickNext(page);
  await page
    .getByLabel('Choose photos')
    .setInputFiles([
      await imageFile('front.png', '#b45309'),
      await imageFile('cut-off.png', '#0e7490'),
      await imageFile('roof.png', '#7e22ce'),
    ]);
  await expect(chosenPhotos(page)).toHaveCount(3);
  // The connection drops while the second photo is sent.
  let uploads = 0;
  await page.route('**/api/locations/*/images?mode=append', async (route) => {
    uploads += 1;
    if (uploads === 2) await route.abort('connectionreset');
    else await route.continue();
  });
  await toPricingAndSubmit(page);

  await expectMessage(page, 'Your listing was created but some images failed to upload');
  await expect(page.getByText(/^Failed to upload cut-off\.png: /)).toBeVisible();
  await expect(page).toHaveURL(/\/edit-property\/[0-9a-f-]{36}\?step=2$/);
  await expectStep(page, 'Photos');
  await expect(chosenPhotos(page)).toHaveCount(2);
});
