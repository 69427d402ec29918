import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { confirmationLinkFromMailbox, expect, STRONG_PASSWORD, uniqueEmail } from './fixtures';

export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

/** A real photo-like file made on the spot: a solid colour with a diagonal band, as PNG or JPEG. */
export async function imageFile(
  name: string,
  color: string,
  format: 'png' | 'jpeg' = 'png',
): Promise<UploadFile> {
  const band = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><path d="M0 600L900 0v160L240 600z" fill="#fff" fill-opacity=".35"/></svg>',
  );
  const image = sharp({ create: { width: 900, height: 600, channels: 3, background: color } }).composite([
    { input: band },
  ]);
  const buffer = await (format === 'png' ? image.png() : image.jpeg({ quality: 80 })).toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Signs up a new owner, confirms the address through the dev mailbox and logs in. */
export async function signUpOwner(page: Page): Promise<string> {
  const email = uniqueEmail('lister');
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Riley');
  await page.getByLabel('Last name').fill('Morgan');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(STRONG_PASSWORD);
  await page
    .getByRole('radiogroup', { name: 'I am a:' })
    .getByRole('radio', { name: 'Property owner looking to list my space' })
    .check();
  await page.getByRole('main').getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Email Confirmation Required')).toBeVisible();
  await page.goto(await confirmationLinkFromMailbox(page, email));
  await logIn(page, email, STRONG_PASSWORD);
  return email;
}

/** A toast or an inline message with exactly this text (the wizard shows its step errors in both). */
export async function expectMessage(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function clickNext(page: Page) {
  await page.getByRole('button', { name: 'Next' }).click();
}

export async function expectStep(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
}

export type BasicInfo = { name: string; city?: string };

export async function fillBasicInfo(page: Page, { name, city = 'Brooklyn' }: BasicInfo) {
  await page.getByLabel('Property name').fill(name);
  await page.getByLabel('Property type').selectOption({ label: 'Loft' });
  await page.getByLabel('Description').fill('A bright corner loft with brick walls and tall windows.');
  await page.getByLabel('Street address').fill('88 Water Street');
  await page.getByLabel('City').fill(city);
  await page.getByLabel('State').fill('NY');
  await page.getByLabel('Zip code').fill('11201');
  await page.getByLabel('Square footage (optional)').fill('1800');
  await page.getByLabel('Rooms (optional)').fill('3');
}

/** The id a listing row links to, read from its View action. */
export async function listingIdFromRow(page: Page, name: string): Promise<string> {
  const href = await page.getByRole('link', { name: `View ${name}` }).getAttribute('href');
  const id = href?.split('/').pop();
  if (!id) throw new Error(`No view link for ${name}`);
  return id;
}

/** The wizard form state as the API takes it (exactly these keys), for listings made without the UI. */
export function listingForm(name: string) {
  return {
    propertyType: 'loft',
    propertyName: name,
    description: 'Made for an end-to-end test.',
    address: '1 Test Street',
    city: 'Austin',
    state: 'TX',
    zip: '73301',
    squareFootage: '',
    rooms: '',
    features: [],
    amenities: [],
    rules: '',
    pricePerDay: '250',
    pricePerHour: '',
    pricingType: 'daily',
    availability: { weekdays: true, weekends: true, holidays: false },
    ceilingHeight: '',
    powerCapacity: '',
    naturalLightQuality: '',
    noiseLevel: '',
    parkingCapacity: '',
    loadInNotes: '',
    permitRequired: null,
    filmingRestrictions: '',
    availableEquipment: '',
  };
}
