import { z } from 'zod';
import { BOOKING_STATUSES } from './booking-status.ts';

// Apart from the statuses and their rules (booking-status.ts), which the browser uses without zod.
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
