// What other modules may use of bookings (DESIGN section 4: one public file).
export { countOwnerRequests, recentOwnerBookings } from './owner-bookings.service.ts';
