import { lazy } from 'react';

/** The wizard's forms (listing-forms.tsx), asked for once by whichever page needs them first. */
export const loadListingForms = () => import('./listing-forms');

export const LazyCreateListingForm = lazy(() =>
  loadListingForms().then((module) => ({ default: module.CreateListingForm })),
);
export const LazyEditListingForm = lazy(() =>
  loadListingForms().then((module) => ({ default: module.EditListingForm })),
);
