/** Listing wizard and edit texts, product sections 5 and 8. Word for word. */
export const PLEASE_FILL_IN_ALL_REQUIRED_FIELDS = 'Please fill in all required fields';
export const PLEASE_SET_A_DAILY_PRICE = 'Please set a daily price';
export const PROPERTY_NAME_REQUIRED = 'Property name is required';
export const PROPERTY_TYPE_REQUIRED = 'Property type is required';
export const DESCRIPTION_REQUIRED = 'Description is required';
export const COMPLETE_ADDRESS_REQUIRED = 'Complete address information is required';
export const VALID_PRICE_GREATER_THAN_ZERO = 'Please enter a valid price greater than zero';
export const MUST_BE_LOGGED_IN_TO_LIST = 'You must be logged in to list a property';
export const MUST_BE_LOGGED_IN_TO_UPDATE = 'You must be logged in to update a property';
export const PROFILE_NOT_SET_UP = 'Your profile is not properly set up. Please contact support.';
export const USER_ACCOUNT_NOT_SET_UP =
  'Error: Your user account is not properly set up in the system. Please contact support.';

// Create
export const FAILED_TO_CREATE_LISTING = 'Failed to create listing';
export const FAILED_TO_CREATE_PROPERTY_LISTING = 'Failed to create property listing';
export const LISTING_CREATED_IMAGES_FAILED = 'Your listing was created but some images failed to upload';
export const CREATING_PROPERTY_LISTING = 'Creating your property listing...';
export const PROPERTY_LISTED_SUCCESSFULLY = 'Property listed successfully!';
export const PROPERTY_LISTING_CREATED_SUCCESSFULLY = 'Property listing created successfully!';

/** 'Error listing property: {message}', or the account text when a foreign key constraint failed. */
export function errorListingProperty(message: string): string {
  if (/foreign key constraint/i.test(message)) return USER_ACCOUNT_NOT_SET_UP;
  return `Error listing property: ${message}`;
}

// Edit
export const PROPERTY_NOT_FOUND = 'Property not found';
export const UPDATING_PROPERTY_LISTING = 'Updating your property listing...';
export const PROPERTY_LISTING_UPDATED_SUCCESSFULLY = 'Property listing updated successfully!';
export const LISTING_UPDATED_IMAGES_FAILED = 'Your listing was updated but some images failed to upload';

export function errorFetchingProperty(message: string): string {
  return `Error fetching property: ${message}`;
}
export function failedToUpdateListing(message: string): string {
  return `Failed to update listing: ${message}`;
}
export function failedToUpdatePropertyListing(message: string): string {
  return `Failed to update property listing: ${message}`;
}

// Not in the spec: the hourly price rule of step 4 has no text of its own, nor do absurd prices.
export const PLEASE_SET_AN_HOURLY_PRICE = 'Please set an hourly price';
export const PRICE_TOO_HIGH = 'Please enter a price of at most $1,000,000';
