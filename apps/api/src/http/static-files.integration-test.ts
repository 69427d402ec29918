import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
const script = `export const answer = ${'42 + '.repeat(400)}0;\n`;

beforeAll(async () => {
  t = await createTestApp({
    webIndexHtml:
      '<!doctype html><html><head><title>SetSpot</title></head><body><div id="root"></div></body></html>',
  });
  // A build as scripts/compress-web-build.mjs leaves it: each text file with .br and .gz beside it.
  const web = path.join(t.dataDir, 'web');
  fs.mkdirSync(path.join(web, 'assets'));
  const write = (name: string, text: string) => {
    fs.writeFileSync(path.join(web, name), text);
    fs.writeFileSync(path.join(web, `${name}.br`), brotliCompressSync(text));
    fs.writeFileSync(path.join(web, `${name}.gz`), gzipSync(text));
  };
  write('assets/app-Ab12Cd34.js', script);
  write('sw.js', script);
  fs.writeFileSync(path.join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => t.close());

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the built web app', () => {
  it('sends the build-time brotli or gzip copy the browser accepts, varying on Accept-Encoding', async () => {
    const br = await get('/assets/app-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    const gzip = await get('/assets/app-Ab12Cd34.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/app-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('caches content-hashed assets for a year, and makes the service worker and pages revalidate', async () => {
    expect((await get('/assets/app-Ab12Cd34.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/sw.js', 'br')).headers['cache-control']).toBe('no-cache');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
    const page = await get('/search', 'br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toContain('accept-encoding');
  });

  it('answers HEAD for a page as GET does, without the body', async () => {
    for (const url of ['/', '/search', '/how-it-works']) {
      const head = await t.app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
      const got = await get(url, 'br');
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type'], url).toBe(got.headers['content-type']);
      expect(head.headers['cache-control'], url).toBe('no-cache');
      expect(head.body, url).toBe('');
    }
    const api = await t.app.inject({ method: 'HEAD', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
  });

  it('sends pages uncompressed to a client that refuses both encodings', async () => {
    const page = await get('/search', 'br;q=0, gzip;q=0');
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body).toContain('<div id="root"></div>');
  });
});
