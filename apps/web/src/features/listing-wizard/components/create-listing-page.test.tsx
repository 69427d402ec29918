import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { CreateListingPage } from './create-listing-page';

// The wizard keeps its draft in session storage: each test starts without one.
beforeEach(() => sessionStorage.clear());

// The form arrives lazily after the page's heading (listing-form-loader.ts).
async function renderWizard() {
  const rendered = renderWithProviders(<CreateListingPage />, { route: '/list-property' });
  await screen.findByRole('form');
  return rendered;
}

const currentStep = () => screen.getByRole('form');
const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Next' }));
// Next first fetches the step checks, and steps 2 to 4 arrive lazily: what follows a press is awaited.
const stepError = () => within(currentStep()).findByRole('alert');
const stepNamed = (name: string) => screen.findByRole('form', { name });

async function fillBasics(user: UserEvent) {
  await user.type(screen.getByLabelText('Property name'), 'Sunlit Loft');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Property type' }), 'Loft');
  await user.type(screen.getByLabelText('Description'), 'Bright and open.');
  await user.type(screen.getByLabelText('Street address'), '12 Water St');
  await user.type(screen.getByLabelText('City'), 'Brooklyn');
  await user.type(screen.getByLabelText('State'), 'NY');
  await user.type(screen.getByLabelText('Zip code'), '11201');
}

describe('the listing wizard, step 1', () => {
  it('refuses Next while required fields are empty and marks them', async () => {
    const { user } = await renderWizard();
    expect(currentStep()).toHaveAccessibleName('Basic Info');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await next(user);
    expect(await stepError()).toHaveTextContent('Please fill in all required fields');
    expect(currentStep()).toHaveAccessibleName('Basic Info');
    expect(screen.getByLabelText('Property name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Zip code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Property name')).toHaveFocus();
  });

  it('goes on when every field is filled, and Back keeps what was typed', async () => {
    const { user } = await renderWizard();
    await fillBasics(user);
    await next(user);
    await stepNamed('Photos');
    expect(screen.getByText('Step 2 of 4: Photos')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentStep()).toHaveAccessibleName('Basic Info');
    expect(screen.getByLabelText('Property name')).toHaveValue('Sunlit Loft');
    expect(screen.getByRole('combobox', { name: 'Property type' })).toHaveDisplayValue('Loft');
  });
});

describe('the listing wizard draft', () => {
  it('comes back after a reload, on the step in the address, and asks again for what it lost', async () => {
    const first = await renderWizard();
    await fillBasics(first.user);
    await next(first.user);
    await stepNamed('Photos');
    first.unmount();

    // A reload on step 3: the same address, a new page.
    const { user } = renderWithProviders(<CreateListingPage />, { route: '/list-property?step=3' });
    await stepNamed('Features');
    expect(screen.getByText('Step 3 of 4: Features')).toBeVisible();
    // Step 2 has no photo (this browser kept none): Next goes back there and says so.
    await next(user);
    await stepNamed('Photos');
    expect(await stepError()).toHaveTextContent('Please upload at least one image');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepNamed('Basic Info');
    expect(screen.getByLabelText('Property name')).toHaveValue('Sunlit Loft');
    expect(screen.getByLabelText('Zip code')).toHaveValue('11201');
  });
});

// A real one-pixel PNG: photos are checked by content when picked, whatever their name says.
const PIXEL = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWPo6OgAAAM0AZmUse0HAAAAAElFTkSuQmCC',
  ),
  (char) => char.charCodeAt(0),
);
const photo = (name: string) => new File([PIXEL], name, { type: 'image/jpeg' });
const chosenPhotos = () =>
  within(screen.getByRole('list', { name: 'Chosen photos' }))
    .getAllByRole('img')
    .map((image) => image.getAttribute('alt'));

async function toPhotos(options?: Parameters<typeof renderWithProviders>[1]) {
  const view = renderWithProviders(<CreateListingPage />, { route: '/list-property', ...options });
  await screen.findByRole('form');
  await fillBasics(view.user);
  await next(view.user);
  await screen.findByLabelText('Choose photos');
  const choose = (...files: File[]) => view.user.upload(screen.getByLabelText('Choose photos'), files);
  return { ...view, choose };
}

describe('the listing wizard, step 2', () => {
  it('asks for at least one photo', async () => {
    const { user } = await toPhotos();
    expect(
      screen.getByText('No photos yet. The first photo you add becomes the primary photo.'),
    ).toBeVisible();
    await next(user);
    expect(await stepError()).toHaveTextContent('Please upload at least one image');
    expect(currentStep()).toHaveAccessibleName('Photos');
  });

  it('lists the chosen photos in order, the first one primary', async () => {
    const { choose } = await toPhotos();
    await choose(photo('front.jpg'), photo('kitchen.jpg'));
    expect(await screen.findByText('2 photo(s) added')).toBeInTheDocument();
    expect(chosenPhotos()).toEqual(['front.jpg (primary)', 'kitchen.jpg']);
    expect(screen.getByText('2 of 4 photos')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move photo 2 later' })).toBeDisabled();
    expect(screen.getByText('2 photo(s) added')).toBeInTheDocument();
  });

  it('reorders with the move buttons, focus following the photo', async () => {
    const { user, choose } = await toPhotos();
    await choose(photo('front.jpg'), photo('kitchen.jpg'), photo('roof.jpg'));
    await screen.findByText('3 photo(s) added');
    await user.click(screen.getByRole('button', { name: 'Move photo 3 earlier' }));
    expect(chosenPhotos()).toEqual(['front.jpg (primary)', 'roof.jpg', 'kitchen.jpg']);
    expect(screen.getByRole('button', { name: 'Move photo 2 earlier' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    expect(chosenPhotos()).toEqual(['roof.jpg (primary)', 'front.jpg', 'kitchen.jpg']);
    expect(screen.getByText('Photo moved to position 1 of 3, now the primary photo')).toBeInTheDocument();
    // At the top the earlier button is disabled, so focus moves to its neighbour.
    expect(screen.getByRole('button', { name: 'Move photo 1 later' })).toHaveFocus();
  });

  it('removes a photo, and the next one becomes primary', async () => {
    const { user, choose } = await toPhotos();
    await choose(photo('front.jpg'), photo('kitchen.jpg'));
    await user.click(await screen.findByRole('button', { name: 'Remove photo 1' }));
    expect(chosenPhotos()).toEqual(['kitchen.jpg (primary)']);
    expect(screen.getByText('front.jpg removed')).toBeInTheDocument();
    // Creating a listing may remove the last photo too; Next then asks for one again.
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.queryByRole('list', { name: 'Chosen photos' })).not.toBeInTheDocument();
  });

  it('takes at most 4 photos and says so beside the picker', async () => {
    const { choose } = await toPhotos();
    await choose(...['a', 'b', 'c', 'd', 'e'].map((name) => photo(`${name}.jpg`)));
    expect(await screen.findByText('Maximum 4 images added. Additional images were ignored.')).toBeVisible();
    expect(chosenPhotos()).toEqual(['a.jpg (primary)', 'b.jpg', 'c.jpg', 'd.jpg']);
    expect(screen.getByText('4 of 4 photos (remove one to add another)')).toBeVisible();
    await choose(photo('f.jpg'));
    expect(await screen.findByText('Maximum of 4 images allowed')).toBeVisible();
    expect(chosenPhotos()).toHaveLength(4);
  });

  it('refuses by content and size just the bad files, by name beside the picker; the good ones stay', async () => {
    const { choose } = await toPhotos({ userOptions: { applyAccept: false } });
    await choose(
      new File(['plain text, renamed'], 'fake.jpg', { type: 'image/jpeg' }),
      photo('front.jpg'),
      new File([PIXEL, new Uint8Array(10 * 1024 * 1024)], 'huge.jpg', { type: 'image/jpeg' }),
      photo('kitchen.jpg'),
    );
    const notices = await screen.findByRole('alert');
    await within(notices).findByText('File "fake.jpg" is not an image');
    expect(within(notices).getByText('File "huge.jpg" exceeds 10MB size limit')).toBeVisible();
    expect(screen.getByLabelText('Choose photos')).toHaveAccessibleDescription(
      'File "fake.jpg" is not an image File "huge.jpg" exceeds 10MB size limit',
    );
    expect(chosenPhotos()).toEqual(['front.jpg (primary)', 'kitchen.jpg']);
  });
});

describe('the listing wizard, steps 3 and 4', () => {
  async function toPricing() {
    const view = await toPhotos();
    await view.choose(photo('front.jpg'));
    await screen.findByText('1 photo(s) added');
    await next(view.user);
    await stepNamed('Features');
    await next(view.user);
    await stepNamed('Pricing');
    await screen.findByLabelText('Price per day ($)');
    return view;
  }

  it('ends with Submit Listing, which asks for a daily price first', async () => {
    const { user } = await toPricing();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));
    expect(await stepError()).toHaveTextContent('Please set a daily price');
    expect(screen.getByLabelText('Price per day ($)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for an hourly price too when pricing is hourly', async () => {
    const { user } = await toPricing();
    await user.type(screen.getByLabelText('Price per day ($)'), '350');
    await user.click(screen.getByRole('radio', { name: 'Hourly' }));
    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));
    expect(await stepError()).toHaveTextContent('Please set an hourly price');
  });

  it('refuses a price of zero', async () => {
    const { user } = await toPricing();
    await user.type(screen.getByLabelText('Price per day ($)'), '0');
    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));
    expect(await stepError()).toHaveTextContent('Please enter a valid price greater than zero');
  });
});
