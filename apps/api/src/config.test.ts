import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const DEV_SECRET = 'setspot-development-secret-change-me-in-production-0123456789';

describe('configuration', () => {
  it('refuses to start in production with the published development secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: DEV_SECRET })).toThrow(
      /BETTER_AUTH_SECRET is a published example value/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/BETTER_AUTH_SECRET is required/);
    const real = loadConfig({
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'k'.repeat(16) + 'Zq81-x7Lm0pQvW2r',
    });
    expect(real.production).toBe(true);
  });

  it('trusts the loopback names of the port in development only', () => {
    const dev = loadConfig({ PORT: '3000' });
    expect(dev.trustedOrigins).toEqual(
      expect.arrayContaining(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']),
    );
    const prod = loadConfig({
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'k'.repeat(40),
      PUBLIC_URL: 'https://setspot.example',
    });
    expect(prod.trustedOrigins).toEqual(['https://setspot.example']);
  });
});
