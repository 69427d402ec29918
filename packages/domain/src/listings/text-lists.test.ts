import { describe, expect, it } from 'vitest';
import { joinLines, splitLines } from './text-lists.ts';

describe('splitLines', () => {
  it('gives one item per line, trimmed, without blank lines', () => {
    expect(splitLines('No smoking\n\n  No pets  \r\nQuiet after 10pm\r\n')).toEqual([
      'No smoking',
      'No pets',
      'Quiet after 10pm',
    ]);
  });

  it('gives nothing for blank text', () => {
    expect(splitLines('')).toEqual([]);
    expect(splitLines(' \n \n')).toEqual([]);
  });

  it('round-trips with joinLines', () => {
    expect(splitLines(joinLines(['a', 'b']))).toEqual(['a', 'b']);
  });
});
