import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatShortDay } from './format-date';
import { RequestCookieProvider } from './request-cookie';
import { useShortDay } from './use-short-day';

function Day({ at }: { at: Date }) {
  return <time>{useShortDay()(at)}</time>;
}

// 20:30 UTC on March 3: March 4 at UTC+14, March 3 at UTC-11.
const at = new Date('2027-03-03T20:30:00Z');
const drawnFor = (cookie: string) =>
  renderToString(
    <RequestCookieProvider cookie={cookie}>
      <Day at={at} />
    </RequestCookieProvider>,
  );

describe('useShortDay', () => {
  it("draws the day in the reader cookie's zone on the server, as the reader's browser writes it", () => {
    expect(drawnFor('sidebar_state=true; setspot-reader=en-US~Pacific%2FKiritimati')).toBe(
      '<time>Mar 4, 2027</time>',
    );
    expect(drawnFor('setspot-reader=en~Pacific%2FPago_Pago')).toBe('<time>Mar 3, 2027</time>');
  });

  it("falls back to the process's own day where the server may not draw days for the reader", () => {
    const own = `<time>${formatShortDay(at)}</time>`;
    expect(drawnFor('setspot-reader=de-DE~Europe%2FBerlin')).toBe(own);
    expect(drawnFor('')).toBe(own);
  });

  it("writes the browser's own day in the browser, whatever a cookie says", () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie a sign-in would leave.
    document.cookie = 'setspot-reader=en-US~Pacific%2FKiritimati';
    render(<Day at={at} />);
    expect(screen.getByText(formatShortDay(at))).toBeInTheDocument();
  });
});
