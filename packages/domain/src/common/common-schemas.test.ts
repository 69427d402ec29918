import { describe, expect, it } from 'vitest';
import {
  calendarDateSchema,
  idSchema,
  instantSchema,
  moneySchema,
  optionalTextSchema,
} from './common-schemas.ts';

describe('common schemas', () => {
  it('accepts real calendar dates only', () => {
    expect(calendarDateSchema.safeParse('2024-02-29').success).toBe(true);
    const bad = calendarDateSchema.safeParse('2023-02-29');
    expect(bad.error?.issues[0]?.message).toBe('Please use a real date in the form YYYY-MM-DD');
    expect(calendarDateSchema.safeParse('2024-02-29T00:00:00Z').success).toBe(false);
  });

  it('accepts ISO instants with Z or an offset', () => {
    expect(instantSchema.safeParse('2024-06-10T12:00:00.000Z').success).toBe(true);
    expect(instantSchema.safeParse('2024-06-10T12:00:00+02:00').success).toBe(true);
    expect(instantSchema.safeParse('2024-06-10').success).toBe(false);
  });

  it('accepts dollars with at most two decimals', () => {
    expect(moneySchema.safeParse(59.97).success).toBe(true);
    expect(moneySchema.safeParse(0).success).toBe(true);
    expect(moneySchema.safeParse(1.234).success).toBe(false);
    expect(moneySchema.safeParse(-1).success).toBe(false);
    expect(moneySchema.safeParse('59.97').success).toBe(false);
  });

  it('refuses blank ids', () => {
    expect(idSchema.safeParse('  ').error?.issues[0]?.message).toBe('An id is required');
    expect(idSchema.parse(' abc ')).toBe('abc');
  });

  it('turns blank optional text into null', () => {
    const schema = optionalTextSchema(5);
    expect(schema.parse('  hi  ')).toBe('hi');
    expect(schema.parse('   ')).toBeNull();
    expect(schema.parse(undefined)).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.safeParse('123456').error?.issues[0]?.message).toBe('Please keep this under 5 characters');
  });
});
