import { z } from 'zod';

/** Why a user flags something (the list, in its order). */
export const REPORT_REASONS = ['spam', 'scam', 'offensive', 'unsafe', 'not_as_described', 'other'] as const;
export const reportReasonSchema = z.enum(REPORT_REASONS);
export type ReportReason = z.infer<typeof reportReasonSchema>;

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  scam: 'Scam or fraud',
  offensive: 'Offensive',
  unsafe: 'Unsafe',
  not_as_described: 'Not as described',
  other: 'Other',
};

export const REPORT_TARGETS = ['listing', 'user', 'message', 'review'] as const;
export const reportTargetSchema = z.enum(REPORT_TARGETS);
export type ReportTarget = z.infer<typeof reportTargetSchema>;

export const REPORT_RESOLUTIONS = ['none', 'hide_content', 'suspend_user'] as const;
export const reportResolutionSchema = z.enum(REPORT_RESOLUTIONS);
export type ReportResolution = z.infer<typeof reportResolutionSchema>;

export const REPORT_RESOLUTION_LABELS: Record<ReportResolution, string> = {
  none: 'No action',
  hide_content: 'Hide content',
  suspend_user: 'Suspend user',
};
