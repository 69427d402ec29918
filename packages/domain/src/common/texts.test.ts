import { describe, expect, it } from 'vitest';
import * as auth from '../auth/auth-texts.ts';
import * as booking from '../bookings/booking-texts.ts';
import * as images from '../images/image-texts.ts';
import * as dashboard from '../listings/dashboard-texts.ts';
import * as listing from '../listings/listing-texts.ts';
import * as location from '../listings/location-texts.ts';
import * as messaging from '../messages/messaging-texts.ts';
import * as account from '../profiles/account-texts.ts';
import * as review from '../reviews/review-texts.ts';
import * as general from './general-texts.ts';

describe('spec texts, word for word', () => {
  it('booking', () => {
    expect(booking.PLEASE_SELECT_BOOKING_DATES).toBe('Please select booking dates');
    expect(booking.PLEASE_LOG_IN_TO_MAKE_A_BOOKING).toBe('Please log in to make a booking');
    expect(booking.PLEASE_PROVIDE_A_REASON_FOR_REJECTION).toBe('Please provide a reason for rejection');
    expect(booking.failedToCreateBooking('dates taken')).toBe('Failed to create booking: dates taken');
    expect(booking.BOOKING_NOT_FOUND_DESCRIPTION).toBe(
      "We couldn't find the booking details. Please check your bookings page.",
    );
  });

  it('images', () => {
    expect(images.fileNotAnImage('a.pdf')).toBe('File "a.pdf" is not an image');
    expect(images.fileExceedsSizeLimit('big.png')).toBe('File "big.png" exceeds 10MB size limit');
    expect(images.MAXIMUM_IMAGES_ALLOWED).toBe('Maximum of 4 images allowed');
    expect(images.MAXIMUM_IMAGES_ADDED).toBe('Maximum 4 images added. Additional images were ignored.');
    expect(images.PLEASE_UPLOAD_AT_LEAST_ONE_IMAGE).toBe('Please upload at least one image');
    expect(images.failedToUpload('a.jpg')).toBe('Failed to upload a.jpg');
    expect(images.uploadingImages(3)).toBe('Uploading 3 image(s)...');
    expect(images.successfullyUploadedImages(1)).toBe('Successfully uploaded 1 image(s)');
  });

  it('listing', () => {
    expect(listing.PLEASE_FILL_IN_ALL_REQUIRED_FIELDS).toBe('Please fill in all required fields');
    expect(listing.PLEASE_SET_A_DAILY_PRICE).toBe('Please set a daily price');
    expect(listing.VALID_PRICE_GREATER_THAN_ZERO).toBe('Please enter a valid price greater than zero');
    expect(listing.COMPLETE_ADDRESS_REQUIRED).toBe('Complete address information is required');
    expect(listing.PROFILE_NOT_SET_UP).toBe('Your profile is not properly set up. Please contact support.');
    expect(listing.errorFetchingProperty('gone')).toBe('Error fetching property: gone');
    expect(listing.failedToUpdateListing('x')).toBe('Failed to update listing: x');
    expect(listing.failedToUpdatePropertyListing('x')).toBe('Failed to update property listing: x');
  });

  it('listing errors mentioning a foreign key constraint become the account text', () => {
    expect(listing.errorListingProperty('timeout')).toBe('Error listing property: timeout');
    expect(
      listing.errorListingProperty('insert violates foreign key constraint "locations_owner_id_fkey"'),
    ).toBe('Error: Your user account is not properly set up in the system. Please contact support.');
  });

  it('dashboards: prefix plus message', () => {
    expect(dashboard.errorApprovingBooking('x')).toBe('Error approving booking: x');
    expect(dashboard.errorRejectingBooking('x')).toBe('Error rejecting booking: x');
    expect(dashboard.errorFetchingDashboardData('x')).toBe('Error fetching dashboard data: x');
    expect(dashboard.errorFetchingYourListings('x')).toBe('Error fetching your listings: x');
    expect(dashboard.errorDeletingListing('x')).toBe('Error deleting listing: x');
    expect(dashboard.errorFetchingYourBookings('x')).toBe('Error fetching your bookings: x');
    expect(dashboard.errorCancellingBooking('x')).toBe('Error cancelling booking: x');
    expect(dashboard.BOOKING_CANCELLED_SUCCESSFULLY).toBe('Booking cancelled successfully');
  });

  it('general, auth, location, review, messaging and account', () => {
    expect(general.UNEXPECTED_ERROR_TRY_AGAIN).toBe('We encountered an unexpected error. Please try again.');
    expect(general.errorWithMessage('boom')).toBe('Error: boom');
    expect(auth.MUST_BE_LOGGED_IN_TO_ACCESS_PAGE).toBe('You must be logged in to access this page');
    expect(location.LOCATION_NOT_FOUND_IN_DATABASE).toBe('Location not found in database or mock data');
    expect(review.FAILED_TO_SUBMIT_REVIEW).toBe('Failed to submit review. Please try again.');
    expect(messaging.errorLoadingMessages('x')).toBe('Error loading messages: x');
    expect(messaging.errorSendingMessage('x')).toBe('Error sending message: x');
    expect(account.PROFILE_UPDATED_DESCRIPTION).toBe('Your profile settings have been successfully updated.');
  });
});
