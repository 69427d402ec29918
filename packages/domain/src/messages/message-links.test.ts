import { describe, expect, it } from 'vitest';
import { messageParts } from './message-links.ts';

describe('messageParts', () => {
  it('finds http and https links and leaves the rest as text', () => {
    expect(messageParts('See https://example.com/a?b=1, then call.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ', then call.' },
    ]);
  });

  it('keeps other schemes and markup as plain text', () => {
    const text = 'javascript:alert(1) <b>bold</b> data:text/html,x';
    expect(messageParts(text)).toEqual([{ kind: 'text', text }]);
  });

  it('gives no parts for no text, one link for a link alone', () => {
    expect(messageParts('')).toEqual([]);
    expect(messageParts('http://a.example')).toEqual([
      { kind: 'link', text: 'http://a.example', href: 'http://a.example/' },
    ]);
  });
});
