/** Location detail texts, product sections 2 and 8. Word for word. */
export const NO_LOCATION_ID_PROVIDED = 'No location ID provided';
export const LOCATION_NOT_FOUND_IN_DATABASE = 'Location not found in database or mock data';
export const LOCATION_NOT_FOUND = 'Location not found';
export const ERROR_LOADING_LOCATION_DETAILS = 'Error loading location details';
export const LOCATION_NOT_FOUND_TITLE = 'Location Not Found';
export const LOCATION_NOT_FOUND_DESCRIPTION =
  "The location you're looking for doesn't exist or has been removed.";
