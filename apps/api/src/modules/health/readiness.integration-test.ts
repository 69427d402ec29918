import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

describe('readiness and request ids', () => {
  it('answers starting while the instance warms up, then ready', async () => {
    let finish = () => {};
    server.lifecycle.warmUp(new Promise<void>((resolve) => (finish = resolve)));
    const starting = await server.app.inject({ url: '/api/ready' });
    expect(starting.statusCode).toBe(503);
    expect(starting.json()).toEqual({ status: 'starting' });
    expect((await server.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    // A warm-up that fails counts as done: the instance serves without it, only slower.
    server.lifecycle.warmUp(Promise.reject(new Error('card store not filled')));
    finish();
    await server.lifecycle.warmedUp();
    expect((await server.app.inject({ url: '/api/ready' })).json()).toEqual({ status: 'ready' });
  });

  it('answers ready until shutdown starts, while liveness stays ok', async () => {
    expect((await server.app.inject({ url: '/api/ready' })).json()).toEqual({ status: 'ready' });
    server.lifecycle.startDraining();
    const draining = await server.app.inject({ url: '/api/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'draining' });
    expect((await server.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers with the caller’s well-formed x-request-id, or a new one', async () => {
    const given = await server.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'web-abc123-xyz' },
    });
    expect(given.headers['x-request-id']).toBe('web-abc123-xyz');
    const forged = await server.app.inject({ url: '/api/health', headers: { 'x-request-id': 'a\u200bb' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
