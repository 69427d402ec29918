import { DEMO_PASSWORD, expect, expectNoSeriousA11yViolations, test } from './fixtures';
import {
  choose,
  clickNext,
  expectMessage,
  expectStep,
  fillBasicInfo,
  imageFile,
  listingIdFromRow,
  logIn,
  signUpOwner,
} from './listing-helpers';

const OWNER = 'owner@setspot.example';
const FILMMAKER = 'filmmaker@setspot.example';

test('an owner lists a space with four photos, sees it, edits it and deletes it', { tag: '@phone' }, async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signUpOwner(page);
  const name = `Water Street Loft ${Date.now()}`;

  await page.goto('/list-property');
  await expect(page.getByRole('heading', { level: 1, name: 'List Your Property' })).toBeVisible();
  await expect(page.getByText('Share your space with filmmakers')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Listing progress' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Listing' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Step 1: every text field is required, with the one message of the spec.
  await clickNext(page);
  await expectMessage(page, 'Please fill in all required fields');
  // Said once, beside the step (an alert), not in a toast as well.
  await expect(page.getByText('Please fill in all required fields', { exact: true })).toHaveCount(1);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please fill in all required fields' }),
  ).toBeVisible();
  await expectStep(page, 'Basic Info');
  await fillBasicInfo(page, { name });
  await page.getByLabel('Zip code').fill('');
  await clickNext(page);
  await expectMessage(page, 'Please fill in all required fields');
  await page.getByLabel('Zip code').fill('11201');
  await clickNext(page);

  // Step 2: at least one photo; four by the picker, then reordered from the keyboard.
  await expectStep(page, 'Photos');
  await clickNext(page);
  await expectMessage(page, 'Please upload at least one image');
  await page
    .getByLabel('Choose photos')
    .setInputFiles([
      await imageFile('front.png', '#b45309'),
      await imageFile('stage.jpg', '#0e7490', 'jpeg'),
      await imageFile('kitchen.png', '#4d7c0f'),
      await imageFile('roof.jpg', '#7e22ce', 'jpeg'),
    ]);
  const photos = page.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem');
  await expect(photos).toHaveCount(4);
  await expect(page.getByRole('img', { name: 'front.png (primary)' })).toBeVisible();
  await page.getByRole('button', { name: 'Move photo 2 earlier' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('img', { name: 'stage.jpg (primary)' })).toBeVisible();
  await expect(photos.first().getByText('Primary')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Listing preview' }).locator('img')).toHaveAttribute(
    'src',
    /^blob:/,
  );
  await expectNoSeriousA11yViolations(page);
  await clickNext(page);

  // Step 3: no checks; the option lists of the spec and every scout field.
  await expectStep(page, 'Features');
  await page.getByRole('checkbox', { name: 'High ceilings' }).check();
  await page.getByRole('checkbox', { name: 'Natural light' }).check();
  await page.getByRole('checkbox', { name: 'WiFi' }).check();
  await page.getByLabel('House rules').fill('No smoking\n\nQuiet after 10pm');
  await expect(page.getByLabel('Ceiling height (ft)')).toHaveAttribute('step', '0.1');
  await expect(page.getByLabel('Ceiling height (ft)')).toHaveAttribute('min', '0');
  await expect(page.getByLabel('Parking (vehicles)')).toHaveAttribute('min', '0');
  await page.getByLabel('Ceiling height (ft)').fill('14.5');
  await page.getByLabel('Power capacity').fill('200 amp, 3-phase');
  await page.getByRole('combobox', { name: 'Natural light' }).click();
  await expect(page.getByRole('option')).toHaveText([
    'Not specified',
    'Excellent',
    'Good',
    'Moderate',
    'Poor',
    'Controlled/Blackout',
  ]);
  await page.getByRole('option', { name: 'Excellent' }).click();
  await choose(page, 'Noise level', 'Very quiet');
  await page.getByLabel('Parking (vehicles)').fill('3');
  await page.getByRole('radio', { name: 'Filming permit required' }).check();
  await page.getByLabel('Load-in notes').fill('Freight elevator to the loft');
  await page.getByLabel('Filming restrictions').fill('No open flames\n\nNo drones');
  await page.getByLabel('Available equipment').fill('C-stands\nApple boxes');
  await expect(
    page.getByRole('complementary', { name: 'Listing preview' }).getByText('Scout Info'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await clickNext(page);

  // Step 4: availability defaults, price tips, and the price rules.
  await expectStep(page, 'Pricing');
  await expect(page.getByRole('switch', { name: 'Weekdays' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Weekends' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Holidays' })).not.toBeChecked();
  await expect(page.getByText('$200-$500 per day')).toBeVisible();
  await expect(page.getByText('$25-$100 per hour')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Submit Listing' }).click();
  await expectMessage(page, 'Please set a daily price');
  await page.getByLabel('Price per day ($)').fill('450');
  await page.getByRole('radio', { name: 'Hourly' }).check();
  await page.getByRole('button', { name: 'Submit Listing' }).click();
  await expectMessage(page, 'Please set an hourly price');
  await page.getByLabel('Price per hour ($)').fill('60');
  await page.getByRole('switch', { name: 'Holidays' }).click();
  await page.getByRole('button', { name: 'Submit Listing' }).click();

  await expectMessage(page, 'Property listed successfully!');
  await expectMessage(page, 'Successfully uploaded 4 image(s)');
  // The owner lands on the new listing's page, not on home where it may not show.
  await expect(page).toHaveURL(/\/location\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Everything the wizard collected was stored.
  await page.goto('/owner/listings');
  await expect(page.getByText(name)).toBeVisible();
  const id = await listingIdFromRow(page, name);
  const stored = await (await page.request.get(`/api/owner/listings/${id}`)).json();
  expect(stored.form).toMatchObject({
    propertyType: 'loft',
    zip: '11201',
    pricePerDay: '450',
    pricePerHour: '60',
    pricingType: 'hourly',
    availability: { weekdays: true, weekends: true, holidays: true },
    features: ['High ceilings', 'Natural light'],
    amenities: ['WiFi'],
    rules: 'No smoking\nQuiet after 10pm',
    ceilingHeight: '14.5',
    powerCapacity: '200 amp, 3-phase',
    naturalLightQuality: 'Excellent',
    noiseLevel: 'Very quiet',
    parkingCapacity: '3',
    loadInNotes: 'Freight elevator to the loft',
    permitRequired: true,
    filmingRestrictions: 'No open flames\nNo drones',
    availableEquipment: 'C-stands\nApple boxes',
  });
  expect(stored.images).toHaveLength(4);
  expect(stored.images[0].isPrimary).toBe(true);

  // Its page shows it.
  await page.getByRole('link', { name: `View ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/location/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Edit: the owner's own listing, prefilled, with the edit flow's messages.
  await page.goto('/owner/listings');
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Your Property' })).toBeVisible();
  await expect(page.getByText('Update your property details and keep your listing accurate.')).toBeVisible();
  await expect(page.getByLabel('Property name')).toHaveValue(name);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Property name').fill('');
  await clickNext(page);
  await expectMessage(page, 'Property name is required');
  await page.getByLabel('Property name').fill(`${name} edited`);
  await page.getByLabel('City').fill(' ');
  await clickNext(page);
  await expectMessage(page, 'Complete address information is required');
  await page.getByLabel('City').fill('Queens');
  await clickNext(page);
  await expectStep(page, 'Photos');
  await expect(photos).toHaveCount(4);
  await page.getByRole('button', { name: 'Remove photo 4' }).click();
  await page.getByRole('button', { name: 'Move photo 3 earlier' }).click();
  await expect(photos).toHaveCount(3);
  await clickNext(page);
  await expectStep(page, 'Features');
  await clickNext(page);
  await expectStep(page, 'Pricing');
  await page.getByLabel('Price per day ($)').fill('');
  await page.getByRole('button', { name: 'Update Listing' }).click();
  await expectMessage(page, 'Please set a daily price');
  await page.getByLabel('Price per day ($)').fill('0');
  await page.getByRole('button', { name: 'Update Listing' }).click();
  await expectMessage(page, 'Please enter a valid price greater than zero');
  await page.getByLabel('Price per day ($)').fill('500');
  await page.getByRole('button', { name: 'Update Listing' }).click();
  await expectMessage(page, 'Property listing updated successfully!');
  await expect(page).toHaveURL(/\/owner\/listings$/);
  await expect(page.getByText(`${name} edited`)).toBeVisible();
  await expect(page.getByText('$500 / day')).toBeVisible();
  const edited = await (await page.request.get(`/api/owner/listings/${id}`)).json();
  expect(edited.form).toMatchObject({ city: 'Queens', pricePerDay: '500' });
  expect(edited.images.map((image: { id: string }) => image.id)).toEqual([
    stored.images[0].id,
    stored.images[2].id,
    stored.images[1].id,
  ]);

  // Delete, after confirming.
  await page.getByRole('button', { name: `Delete ${name} edited` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this listing?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectMessage(page, 'Listing deleted successfully');
  await expect(page.getByText('No listings yet')).toBeVisible();
  await page.getByRole('link', { name: 'List your first property' }).click();
  await expect(page).toHaveURL(/\/list-property$/);
});

test('a filmmaker is told clearly that only owners list properties', async ({ page }) => {
  await logIn(page, FILMMAKER, DEMO_PASSWORD);
  await page.goto('/list-property');
  await expect(page.getByRole('heading', { level: 1, name: 'List Your Property' })).toBeVisible();
  await expect(page.getByText('Only property owner accounts can list and manage properties')).toBeVisible();
  await expect(page.getByLabel('Property name')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/owner/listings');
  await expect(page.getByText('Only property owner accounts can list and manage properties')).toBeVisible();
});

test('a signed-out visitor is sent to log in with the listing text, and comes back after', async ({
  page,
}) => {
  await page.goto('/list-property');
  await expectMessage(page, 'You must be logged in to list a property');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(OWNER);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/list-property$/);
  await expect(page.getByRole('heading', { level: 1, name: 'List Your Property' })).toBeVisible();
});

test("an owner who opens a listing that is not theirs is told 'Property not found'", async ({ page }) => {
  await logIn(page, OWNER, DEMO_PASSWORD);
  await page.goto('/edit-property/00000000-0000-4000-8000-000000000000');
  await expectMessage(page, 'Property not found');
  await expect(page).toHaveURL(/\/owner\/listings$/);
});
