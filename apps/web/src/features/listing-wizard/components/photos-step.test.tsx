import type { ListingImage } from '@setspot/domain/listings/owner-listing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { usePhotoItems } from '../hooks/use-photo-items';
import { PhotosStep } from './photos-step';

const stored = (position: number): ListingImage => ({
  id: `00000000-0000-4000-8000-00000000000${position}`,
  locationId: '00000000-0000-4000-8000-0000000000aa',
  imageUrl: `/uploads/photo-${position}.webp`,
  isPrimary: position === 0,
  position,
  variants: { '400': `/uploads/photo-${position}-400.webp`, '800': `/uploads/photo-${position}-800.webp` },
});

function EditPhotos({ initial }: { initial: ListingImage[] }) {
  return <PhotosStep photos={usePhotoItems(initial)} flow="edit" />;
}

const names = () =>
  within(screen.getByRole('list', { name: 'Chosen photos' }))
    .getAllByRole('img')
    .map((image) => image.getAttribute('alt'));

describe('the photos step when editing', () => {
  it('shows the current photos, the first primary, from their 800 px variants', () => {
    renderWithProviders(<EditPhotos initial={[stored(0), stored(1)]} />);
    expect(names()).toEqual(['Current photo 1 (primary)', 'Current photo 2']);
    expect(screen.getByRole('img', { name: 'Current photo 2' })).toHaveAttribute(
      'src',
      '/uploads/photo-1-800.webp',
    );
    expect(screen.getByText('Primary')).toBeVisible();
  });

  it('never lets the last photo go', async () => {
    const { user } = renderWithProviders(<EditPhotos initial={[stored(0), stored(1)]} />);
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(names()).toEqual(['Current photo 2 (primary)']);
    expect(screen.getByRole('button', { name: 'Remove photo 1' })).toBeDisabled();
  });

  it('swaps every current photo for new ones at once', async () => {
    const { user } = renderWithProviders(<EditPhotos initial={[stored(0), stored(1)]} />);
    // The smallest GIF header there is: checked by content, so it has to look like an image.
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0]);
    const file = new File([gif], 'new-front.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Replace all photos'), file);
    expect(await screen.findByText('Photos replaced with 1 new photo(s)')).toBeInTheDocument();
    expect(names()).toEqual(['new-front.jpg (primary)']);
  });
});
