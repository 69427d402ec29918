import { z } from 'zod';
import { daysBetween, isCalendarDate } from '../common/calendar-date.ts';
import { MAX_BOOKING_DAYS } from '../common/constants.ts';

/**
 * Date search (ADR 0039): `from` and `to` are the first and last day of a shoot, both included, in
 * each listing's own calendar; `instantBook=true` keeps only listings that confirm at once.
 */
const dateParam = (name: string, description: string) =>
  z
    .string({ error: `${name} must be given once, as a date` })
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      if (!isCalendarDate(value)) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a real date in the form YYYY-MM-DD` });
        return z.NEVER;
      }
      return value;
    })
    .describe(description);

export const dateParams = {
  from: dateParam(
    'from',
    "First day of the shoot (YYYY-MM-DD, with to): only listings free on every day from it to 'to', under all their rules, in each listing's own calendar",
  ),
  to: dateParam(
    'to',
    `Last day of the shoot, included (YYYY-MM-DD, with from; at most ${MAX_BOOKING_DAYS} days)`,
  ),
  instantBook: z
    .enum(['true', 'false'], { error: 'instantBook must be true or false' })
    .optional()
    // Only true is kept: a search without the filter parses as it always did.
    .transform((value) => (value === 'true' ? true : undefined))
    .describe('true: only listings with Instant Book (confirmed as soon as the card is authorised)'),
};

export const SEARCH_DATES_BOTH = 'Give both from and to, or neither';
export const SEARCH_DATES_ORDER = 'to must be on or after from';
export const SEARCH_DATES_TOO_LONG = `A date search covers at most ${MAX_BOOKING_DAYS} days`;

export function checkDateRange(
  query: { from?: string | undefined; to?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  const { from, to } = query;
  if ((from === undefined) !== (to === undefined)) {
    ctx.addIssue({ code: 'custom', message: SEARCH_DATES_BOTH, path: [from === undefined ? 'from' : 'to'] });
  } else if (from !== undefined && to !== undefined) {
    if (to < from) ctx.addIssue({ code: 'custom', message: SEARCH_DATES_ORDER, path: ['to'] });
    else if (daysBetween(from, to) >= MAX_BOOKING_DAYS) {
      ctx.addIssue({ code: 'custom', message: SEARCH_DATES_TOO_LONG, path: ['to'] });
    }
  }
}
