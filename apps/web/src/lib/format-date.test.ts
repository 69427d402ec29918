import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishShortDay, formatShortDay, lazyDateFormat } from './format-date';

// Intl is the reference: the hand-written form must write what it writes for en-US.
const intlShortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const intlMedium = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('englishShortDay', () => {
  it("writes every day of a leap year, and far years, as Intl's en-US short day and medium date do", () => {
    const days = Array.from({ length: 366 }, (_, i) => new Date(2028, 0, 1 + i));
    const far = [new Date(1999, 11, 31), new Date(2100, 1, 28), new Date(9999, 11, 31, 23, 59)];
    for (const date of [...days, ...far]) {
      expect(englishShortDay(date)).toBe(intlShortDay.format(date));
      expect(englishShortDay(date)).toBe(intlMedium.format(date));
    }
  });

  it("uses the date's local day, not its UTC day", () => {
    expect(englishShortDay(new Date(2027, 2, 3, 23, 59))).toBe('Mar 3, 2027');
    expect(englishShortDay(new Date(2027, 2, 3, 0, 0))).toBe('Mar 3, 2027');
  });
});

describe('formatShortDay', () => {
  it("writes by hand for en-US readers and in the reader's own format for others", () => {
    const date = new Date(2027, 2, 3);
    vi.stubGlobal('navigator', { language: 'en-US' });
    expect(formatShortDay(date)).toBe('Mar 3, 2027');
    vi.stubGlobal('navigator', { language: 'de-DE' });
    // Intl with no locale: the runtime's own default, which the browser takes from its language.
    expect(formatShortDay(date)).toBe(
      new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' }).format(date),
    );
  });
});

describe('lazyDateFormat', () => {
  it('builds its formatter on the first format only', () => {
    const RealFormat = Intl.DateTimeFormat;
    let built = 0;
    function counted(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      built++;
      return new RealFormat(...args);
    }
    vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: counted });
    const format = lazyDateFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
    expect(built).toBe(0);
    expect(format.format(new Date('2027-03-03T00:00:00Z'))).toBe('Mar 3');
    expect(format.format(new Date('2027-03-05T00:00:00Z'))).toBe('Mar 5');
    expect(built).toBe(1);
  });
});
