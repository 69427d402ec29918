import { z } from 'zod';
import { uuidSchema } from '../common/common-schemas.ts';
import { reportSchema } from './admin-schemas.ts';
import { REPORT_REASONS, REPORT_RESOLUTIONS, REPORT_TARGETS } from './report-reasons.ts';

const reportReasonSchema = z.enum(REPORT_REASONS);
const reportTargetSchema = z.enum(REPORT_TARGETS);
const reportResolutionSchema = z.enum(REPORT_RESOLUTIONS);

/** A user's report of a listing, a user, a message or a review ('Report'). */
export const newReportSchema = z.object({
  targetType: reportTargetSchema,
  targetId: uuidSchema('What you reported could not be found'),
  reason: reportReasonSchema,
  details: z.string().trim().max(2000).optional(),
});
export type NewReport = z.infer<typeof newReportSchema>;

export const reportReceivedSchema = z.object({ id: z.string(), message: z.string() });

export const reportsQuerySchema = z.object({
  status: z.enum(['open', 'resolved']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const resolveReportSchema = z.object({
  action: reportResolutionSchema,
  note: z.string().trim().min(1, 'Please add a note').max(1000),
});
export type ResolveReport = z.infer<typeof resolveReportSchema>;

/** A report with what it is about, for the queue. */
export const reportWithContextSchema = reportSchema.extend({
  context: z.object({
    title: z.string(),
    excerpt: z.string().nullable(),
    /** Whose content it is: the account a suspension would reach. */
    accountId: z.string().nullable(),
    accountEmail: z.string().nullable(),
    hidden: z.boolean(),
  }),
});
export type ReportWithContext = z.infer<typeof reportWithContextSchema>;

export const reportsPageSchema = z.object({
  items: z.array(reportWithContextSchema),
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type ReportsPage = z.infer<typeof reportsPageSchema>;
