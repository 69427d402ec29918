/** Dashboard texts, product section 8: each error is the prefix plus the message. Word for word. */
export const BOOKING_APPROVED = 'Booking approved';
export const BOOKING_REJECTED = 'Booking rejected';
export const LISTING_DELETED_SUCCESSFULLY = 'Listing deleted successfully';
export const BOOKING_CANCELLED_SUCCESSFULLY = 'Booking cancelled successfully';

export function errorApprovingBooking(message: string): string {
  return `Error approving booking: ${message}`;
}
export function errorRejectingBooking(message: string): string {
  return `Error rejecting booking: ${message}`;
}
export function errorFetchingDashboardData(message: string): string {
  return `Error fetching dashboard data: ${message}`;
}
export function errorFetchingYourListings(message: string): string {
  return `Error fetching your listings: ${message}`;
}
export function errorDeletingListing(message: string): string {
  return `Error deleting listing: ${message}`;
}
export function errorFetchingYourBookings(message: string): string {
  return `Error fetching your bookings: ${message}`;
}
export function errorCancellingBooking(message: string): string {
  return `Error cancelling booking: ${message}`;
}

/** The owner's side of a daily price, as the wizard and the approve action say it (docs/decisions/0036). */
export const youEarnPerDay = (amount: string, percent: number) =>
  `You earn ${amount} per day after SetSpot's ${percent}% fee`;
