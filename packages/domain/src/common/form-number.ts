/**
 * Number inputs hold text ('' when blank): this reads it as the form schemas do (form-values.ts), and
 * lets the browser read it without zod (the listing preview).
 */
export type FormNumber = string | number | null | undefined;

const DECIMAL_TEXT = /^-?(?:\d+\.?\d*|\.\d+)$/;

/** undefined when blank, NaN when not a plain decimal number (so '1e3' and '0x10' are refused). */
export function readFormNumber(value: FormNumber): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return DECIMAL_TEXT.test(text) ? Number(text) : Number.NaN;
}
