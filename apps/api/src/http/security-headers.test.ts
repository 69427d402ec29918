import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { helmetHeaders } from './security-headers.ts';

/** What helmet itself writes on a real response. */
function writtenByHelmet(options: HelmetOptions): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

describe('helmetHeaders', () => {
  it("keeps exactly the headers helmet writes, the app's policy included", () => {
    const options: HelmetOptions = {
      contentSecurityPolicy: {
        directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'upgrade-insecure-requests': null },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: false,
    };
    const kept = Object.fromEntries(helmetHeaders(options));
    expect(kept).toEqual(writtenByHelmet(options));
    expect(kept['content-security-policy']).toContain("img-src 'self' data: blob:");
    expect(kept['strict-transport-security']).toBeUndefined();
  });

  it('refuses a policy worked out per request, which one kept copy would get wrong', () => {
    expect(() =>
      helmetHeaders({
        contentSecurityPolicy: { directives: { 'script-src': ["'self'", () => "'nonce-x'"] } },
      }),
    ).toThrow('The script-src directive is worked out per request');
  });
});
