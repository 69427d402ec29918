import { maximumDaysText, minimumDaysText } from '@setspot/domain/availability/availability-texts';
import { daysBetween } from '@setspot/domain/common/calendar-date';

/** The owner's days-per-booking rule, said when the chosen range breaks it (the API says the same). */
export function bookingLengthNote(
  value: { start?: string; end?: string },
  rules: { minDays: number; maxDays: number },
): string | null {
  if (!value.start || !value.end) {
    return rules.minDays > 1 ? `${minimumDaysText(rules.minDays)}.` : null;
  }
  const days = daysBetween(value.start, value.end) + 1;
  if (days < rules.minDays) return `${minimumDaysText(rules.minDays)}.`;
  if (days > rules.maxDays) return `${maximumDaysText(rules.maxDays)}.`;
  return null;
}
