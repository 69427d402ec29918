import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonHeaders, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webIndexHtml: '<!doctype html><title>SetSpot</title><div id="root"></div>' });
});
afterAll(() => t.close());

describe('platform routes', () => {
  it('reports health with the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('serves OpenAPI at /api/docs', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(Object.keys(spec.json().paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/me', '/api/errors']),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('answers unknown API paths with 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it('stores client error reports and refuses malformed ones', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/errors',
      headers: jsonHeaders,
      payload: { type: 'render', error: 'TypeError: x is undefined', location: '/search' },
    });
    expect(ok.statusCode).toBe(204);
    const rows = await t.database.query<{ type: string; location: string }>(
      `select type, location from error_logs`,
    );
    expect(rows).toEqual([{ type: 'render', location: '/search' }]);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/errors',
      headers: jsonHeaders,
      payload: { type: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('rate limits error reports', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 32; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/errors',
        headers: jsonHeaders,
        payload: { type: 'flood', error: 'e' },
      });
      statuses.add(res.statusCode);
    }
    expect(statuses.has(429)).toBe(true);
  });

  it('falls back to the web app for client routes, its 404 included', async () => {
    for (const url of ['/', '/search?q=loft', '/location/123', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves assets of a build made after the server started', async () => {
    const assets = path.join(t.deps.config.webDist, 'assets');
    fs.mkdirSync(assets, { recursive: true });
    fs.writeFileSync(path.join(assets, 'late-build.js'), 'console.log(1)');
    const res = await t.app.inject({ method: 'GET', url: '/assets/late-build.js' });
    expect(res.statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends security headers on answers, pages and errors alike', async () => {
    for (const url of ['/api/health', '/search', '/api/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      const security = Object.fromEntries(
        Object.entries(res.headers).filter(([name]) =>
          /^(content-security-policy|cross-origin-|origin-agent|referrer-policy|strict-transport|x-(content-type|dns|download|frame|permitted|xss))/.test(
            name,
          ),
        ),
      );
      const { 'content-security-policy': policy, ...others } = security;
      expect(others, url).toEqual({
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'SAMEORIGIN',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      expect(String(policy), url).toContain("default-src 'self'");
      expect(String(policy), url).toContain("img-src 'self' data: blob:");
      // Served over http here: no upgrade, no HSTS.
      expect(String(policy), url).not.toContain('upgrade-insecure-requests');
    }
  });
});
