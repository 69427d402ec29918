// What other modules may use of availability (architecture section 4: one public file).
export {
  bookingPanelAvailability,
  refusalByAvailability,
  takesInstantBookings,
} from './availability.service.ts';
