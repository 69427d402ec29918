// What other modules may use of listings (architecture section 4: one public file).
export { listingCards } from './listing-cards.service.ts';
export { listingPreview } from './listing-preview.ts';
export { latestOwnerListings, loadEditForm, ownerListings } from './listings.service.ts';
