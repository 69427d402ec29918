import { DEMO_PASSWORD, expect, test } from './fixtures';
import {
  clickNext,
  expectMessage,
  expectStep,
  fillBasicInfo,
  imageFile,
  listingForm,
  logIn,
} from './listing-helpers';

// The wizard's photos (product section 5): the browser's checks, reordering, dropping, replacing, and
// the server's own check by content.
const OWNER = 'owner@setspot.example';

test('photos are checked in the browser as the server will: type, size and count', async ({ page }) => {
  await logIn(page, OWNER, DEMO_PASSWORD);
  await page.goto('/list-property');
  await fillBasicInfo(page, { name: 'Photo check loft' });
  await clickNext(page);
  await expectStep(page, 'Photos');
  const picker = page.getByLabel('Choose photos');
  const photos = page.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem');

  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just text') });
  await expectMessage(page, 'File "notes.txt" is not an image');
  const big = await imageFile('huge.png', '#1d4ed8');
  await picker.setInputFiles({ ...big, buffer: Buffer.concat([big.buffer, Buffer.alloc(10_485_760)]) });
  await expectMessage(page, 'File "huge.png" exceeds 10MB size limit');
  await expect(photos).toHaveCount(0);

  const five = await Promise.all(
    ['#111827', '#7f1d1d', '#064e3b', '#1e3a8a', '#78350f'].map((c, i) => imageFile(`p${i + 1}.png`, c)),
  );
  await picker.setInputFiles(five);
  await expectMessage(page, 'Maximum 4 images added. Additional images were ignored.');
  await expect(photos).toHaveCount(4);
  await picker.setInputFiles(five[4]!);
  await expectMessage(page, 'Maximum of 4 images allowed');
  await expect(photos).toHaveCount(4);

  await page.getByRole('button', { name: 'Remove photo 1' }).click();
  await expect(photos).toHaveCount(3);
  await expect(page.getByRole('img', { name: 'p2.png (primary)' })).toBeVisible();

  // Dragging: a photo onto the first place makes it primary; files dropped on the zone are added.
  await photos.nth(2).dragTo(photos.nth(0));
  await expect(page.getByRole('img', { name: 'p4.png (primary)' })).toBeVisible();
  const dropped = await imageFile('dropped.png', '#be185d');
  const transfer = await page.evaluateHandle(
    ({ name, base64 }) => {
      const data = new DataTransfer();
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      data.items.add(new File([bytes], name, { type: 'image/png' }));
      return data;
    },
    { name: dropped.name, base64: dropped.buffer.toString('base64') },
  );
  await page.getByText('Drag and drop photos here').dispatchEvent('drop', { dataTransfer: transfer });
  await expect(photos).toHaveCount(4);
  await expect(page.getByRole('img', { name: 'dropped.png' })).toBeVisible();
});

test('an owner replaces every photo of a listing from the edit screen', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, OWNER, DEMO_PASSWORD);
  const name = `Replace photos loft ${Date.now()}`;
  const created = await page.request.post('/api/locations', { data: listingForm(name) });
  expect(created.status()).toBe(201);
  const { listing } = await created.json();
  const first = await imageFile('old.png', '#334155');
  const uploaded = await page.request.post(`/api/locations/${listing.id}/images`, {
    multipart: { images: first },
  });
  expect(uploaded.status()).toBe(201);

  await page.goto(`/edit-property/${listing.id}`);
  await expect(page.getByLabel('Property name')).toHaveValue(name);
  await clickNext(page);
  await expectStep(page, 'Photos');
  const photos = page.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem');
  await expect(photos).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Remove photo 1' })).toBeDisabled();
  await page
    .getByLabel('Replace all photos')
    .setInputFiles([
      await imageFile('new-a.jpg', '#0f766e', 'jpeg'),
      await imageFile('new-b.png', '#a16207'),
    ]);
  await expect(photos).toHaveCount(2);
  await expect(page.getByRole('img', { name: 'new-a.jpg (primary)' })).toBeVisible();
  // Each step is waited for: a click while the next step mounts is lost (seen in CI on 2026-11-27).
  await clickNext(page);
  await expectStep(page, 'Features');
  await clickNext(page);
  await expectStep(page, 'Pricing');
  await page.getByRole('button', { name: 'Update Listing' }).click();
  await expectMessage(page, 'Successfully uploaded 2 image(s)');
  await expectMessage(page, 'Property listing updated successfully!');
  await expect(page).toHaveURL(/\/owner\/listings$/);

  const stored = await (await page.request.get(`/api/owner/listings/${listing.id}`)).json();
  expect(stored.images).toHaveLength(2);
  const oldId = (await uploaded.json()).images[0].id;
  expect(stored.images.map((image: { id: string }) => image.id)).not.toContain(oldId);
  expect((await page.request.delete(`/api/locations/${listing.id}`)).status()).toBe(200);
});

test('a file that passes the browser but not the server is named, the listing kept to add photos to', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, OWNER, DEMO_PASSWORD);
  const name = `Broken file loft ${Date.now()}`;
  await page.goto('/list-property');
  await fillBasicInfo(page, { name });
  await clickNext(page);
  // A PNG's first bytes and a sensible size in its header, then nothing a decoder can use: the
  // browser reads only the header; the server decodes the file and refuses it.
  const header = Buffer.from('89504e470d0a1a0a0000000d49484452000000640000006408020000', 'hex');
  await page.getByLabel('Choose photos').setInputFiles({
    name: 'broken.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([header, Buffer.from('INT. LOFT - DAY\nNot a photo.')]),
  });
  await expect(page.getByRole('img', { name: 'broken.png (primary)' })).toBeAttached();
  // Each step is waited for: a click while the next step mounts is lost (seen in CI on 2026-11-27).
  await clickNext(page);
  await expectStep(page, 'Features');
  await clickNext(page);
  await expectStep(page, 'Pricing');
  await page.getByLabel('Price per day ($)').fill('300');
  await page.getByRole('button', { name: 'Submit Listing' }).click();
  await expectMessage(page, 'Your listing was created but some images failed to upload');
  await expectMessage(page, 'File "broken.png" is not an image');
  await expect(page).toHaveURL(/\/edit-property\/[0-9a-f-]{36}\?step=2$/);
  await expectStep(page, 'Photos');
  await page.goto('/owner/listings');
  await expect(page.getByText(name)).toBeVisible();

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectMessage(page, 'Listing deleted successfully');
  await expect(page.getByText(name)).toHaveCount(0);
});
