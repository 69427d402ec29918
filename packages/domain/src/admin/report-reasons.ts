// Plain constants, no zod: the web app's pages import them (zod would add ~25 KB to their bundle).

/** Why a user flags something (the list, in its order). */
export const REPORT_REASONS = ['spam', 'scam', 'offensive', 'unsafe', 'not_as_described', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  scam: 'Scam or fraud',
  offensive: 'Offensive',
  unsafe: 'Unsafe',
  not_as_described: 'Not as described',
  other: 'Other',
};

export const REPORT_TARGETS = ['listing', 'user', 'message', 'review'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

export const REPORT_RESOLUTIONS = ['none', 'hide_content', 'suspend_user'] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];

export const REPORT_RESOLUTION_LABELS: Record<ReportResolution, string> = {
  none: 'No action',
  hide_content: 'Hide content',
  suspend_user: 'Suspend user',
};
