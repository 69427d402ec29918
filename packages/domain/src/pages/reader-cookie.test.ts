import { describe, expect, it } from 'vitest';
import { READER_COOKIE, readerCookieValue, readerFromCookies, serverDrawsDaysFor } from './reader-cookie.ts';

describe('the reader cookie', () => {
  it('carries the language and the zone through a Cookie header', () => {
    const value = readerCookieValue({ language: 'en-US', timeZone: 'America/Argentina/Buenos_Aires' });
    // What a cookie value may not hold (RFC 6265 cookie-octet), and the zone's slashes, encoded.
    expect(value).not.toMatch(/[;,\s"\\/]/);
    const header = `sidebar_state=false; ${READER_COOKIE}=${value}; other=1`;
    expect(readerFromCookies(header)).toEqual({
      language: 'en-US',
      timeZone: 'America/Argentina/Buenos_Aires',
    });
  });

  it('names no reader when the cookie is missing or malformed', () => {
    expect(readerFromCookies('')).toBeNull();
    expect(readerFromCookies('sidebar_state=true')).toBeNull();
    expect(readerFromCookies(`${READER_COOKIE}=en-US`)).toBeNull();
    expect(readerFromCookies(`${READER_COOKIE}=en-US~UTC~x`)).toBeNull();
    expect(readerFromCookies(`${READER_COOKIE}=%E0%A4%A`)).toBeNull();
    expect(readerFromCookies(`x${READER_COOKIE}=en-US~UTC`)).toBeNull();
  });

  it('lets the server draw days only in the hand-written English form and a zone Intl knows', () => {
    expect(serverDrawsDaysFor({ language: 'en-US', timeZone: 'Pacific/Kiritimati' })).toBe(true);
    expect(serverDrawsDaysFor({ language: 'en', timeZone: 'UTC' })).toBe(true);
    expect(serverDrawsDaysFor({ language: 'en-GB', timeZone: 'Europe/London' })).toBe(false);
    expect(serverDrawsDaysFor({ language: 'en-US', timeZone: 'Mars/Olympus_Mons' })).toBe(false);
    expect(serverDrawsDaysFor(null)).toBe(false);
  });
});
