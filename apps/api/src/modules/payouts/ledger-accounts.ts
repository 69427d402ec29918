/**
 * The ledger's accounts (docs/decisions/0036). An entry's amount is what moves into the account
 * (negative: out of it); the entries of one movement sum to zero, so the whole ledger does too.
 * - renter_card: the renters' cards, outside SetSpot; goes negative by what was taken from them.
 * - card_holds: authorised on a card, not yet captured.
 * - service_fees, platform_fees: what SetSpot keeps.
 * - owner:{id}: captured money the owner has earned and SetSpot still holds (their balance).
 * - connected:{id}: transferred to the owner's payout account, not yet paid out to their bank.
 * - bank:{id}: paid out to the owner's bank, outside SetSpot.
 * - provider_fees: what the payment provider charged SetSpot (Stripe's fee on a card payment).
 */
export const RENTER_CARD = 'renter_card';
export const CARD_HOLDS = 'card_holds';
export const SERVICE_FEES = 'service_fees';
export const PLATFORM_FEES = 'platform_fees';
export const PROVIDER_FEES = 'provider_fees';
export const ownerAccount = (ownerId: string) => `owner:${ownerId}`;
export const connectedAccount = (ownerId: string) => `connected:${ownerId}`;
export const bankAccount = (ownerId: string) => `bank:${ownerId}`;
/** A booking whose listing lost its owner (account deleted) still balances, under this name. */
export const NO_OWNER = 'deleted';
