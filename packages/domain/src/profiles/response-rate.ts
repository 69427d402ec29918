import { DEFAULT_RESPONSE_RATE } from '../common/constants.ts';

/**
 * architecture section 2: the owner's response rate is the share of booking requests answered (approved or
 * rejected) within 24 hours, in whole percent; 95 until there is data.
 */
export function responseRate(answeredInTime: number, requests: number): number {
  if (!Number.isFinite(requests) || requests <= 0) return DEFAULT_RESPONSE_RATE;
  const share = Math.min(Math.max(answeredInTime, 0), requests) / requests;
  return Math.round(share * 100);
}
