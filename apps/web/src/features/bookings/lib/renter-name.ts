import type { OwnerBooking } from '@setspot/domain/listings/owner-dashboard';

/** The filmmaker behind a request; their name is gone once they deleted their account. */
export function renterName(renter: OwnerBooking['renter']): string {
  return renter ? `${renter.firstName} ${renter.lastName}`.trim() : 'Deleted user';
}
