import { z } from 'zod';
import { splitLines } from '../listings/text-lists.ts';
import { readFormNumber } from './form-number.ts';
import { toCents } from './money.ts';

// Schemas for values typed into forms. Number inputs hold text ('' when blank), so these accept a
// string or a number and give back a number, or null when left blank (stored as NULL).

export function optionalNumberSchema(options: { label: string; max: number; integer?: boolean }) {
  const kind = options.integer ? 'a whole number' : 'a number';
  const invalid = `${options.label} must be ${kind} of 0 or more`;
  return z
    .union([z.string(), z.number()], { error: invalid })
    .nullish()
    .transform((value, ctx) => {
      const number = readFormNumber(value);
      if (number === undefined) return null;
      if (!Number.isFinite(number) || number < 0 || (options.integer && !Number.isInteger(number))) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      if (number > options.max) {
        ctx.addIssue({ code: 'custom', message: `${options.label} must be at most ${options.max}` });
        return z.NEVER;
      }
      return number;
    });
}

/** A price in dollars: blank gives `requiredMessage`, anything not above zero `invalidMessage`. */
export function priceSchema(messages: { required: string; invalid: string; tooHigh: string; max: number }) {
  return z
    .union([z.string(), z.number()], { error: messages.invalid })
    .nullish()
    .transform((value, ctx) => {
      const price = readFormNumber(value);
      if (price === undefined) {
        ctx.addIssue({ code: 'custom', message: messages.required });
        return z.NEVER;
      }
      // Whole cents only: a price the money code cannot hold exactly is not a valid price.
      if (!Number.isFinite(price) || price <= 0 || !isWholeCents(price)) {
        ctx.addIssue({ code: 'custom', message: messages.invalid });
        return z.NEVER;
      }
      if (price > messages.max) {
        ctx.addIssue({ code: 'custom', message: messages.tooHigh });
        return z.NEVER;
      }
      return price;
    });
}

export function requiredTextSchema(message: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Please keep this under ${max} characters`);
}

/** A list typed one per line (or already a list): trimmed, blanks dropped, duplicates removed. */
export function lineListSchema(maxItems: number, maxLength = 200) {
  return z
    .union([z.string(), z.array(z.string())], { error: 'Please enter one item per line' })
    .nullish()
    .transform((value) => {
      const lines = typeof value === 'string' ? splitLines(value) : splitLines((value ?? []).join('\n'));
      return [...new Set(lines)];
    })
    .pipe(
      z
        .array(z.string().max(maxLength, `Please keep each line under ${maxLength} characters`))
        .max(maxItems, `Please list at most ${maxItems} items`),
    );
}

function isWholeCents(dollars: number): boolean {
  try {
    toCents(dollars);
    return true;
  } catch {
    return false;
  }
}

export { type FormNumber, readFormNumber } from './form-number.ts';
