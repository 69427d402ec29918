import { describe, expect, it } from 'vitest';
import { titleWordsQuery } from './admin-search.repository.ts';

describe('titleWordsQuery: the words a title must hold to contain the text', () => {
  it('asks for the inner words whole and the last as the start of a word, never the first', () => {
    expect(titleWordsQuery('Bench space 777')).toBe("'space' & '777':*");
    expect(titleWordsQuery('ench space')).toBe("'space':*");
    expect(titleWordsQuery('a  b   c d')).toBe("'b' & 'c' & 'd':*");
    expect(titleWordsQuery('Loft, 12-B #3')).toBe("'12-B' & '#3':*");
  });

  it('leaves a single word, and text it cannot match alike, to the trigram index', () => {
    expect(titleWordsQuery('loft')).toBeNull();
    expect(titleWordsQuery('Mañana loft')).toBeNull();
    expect(titleWordsQuery('tab\tseparated words')).toBeNull();
    expect(titleWordsQuery("O'Neil's barn")).toBeNull();
    expect(titleWordsQuery('back\\slash barn')).toBeNull();
  });
});
