// What other modules may use of claims (architecture section 4: one public file).

export { sendDocument } from './claim-download.ts';
export {
  findClaimOfBooking,
  findQueueRow,
  listClaimQueue,
  listDocuments,
  lockClaim,
  ownerWasPaidFor,
  type QueueRow,
  writeDecision,
} from './claims.repository.ts';
export { claimDocument, toClaim } from './claims.service.ts';
