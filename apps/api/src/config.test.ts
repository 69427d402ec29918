import { describe, expect, it } from 'vitest';
import { loadConfig, secretWeakness } from './config.ts';

const DEV_SECRET = 'setspot-development-secret-change-me-in-production-0123456789';

describe('configuration', () => {
  it('refuses to start in production with the published development secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: DEV_SECRET })).toThrow(
      /BETTER_AUTH_SECRET is a published example value/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/BETTER_AUTH_SECRET is required/);
    const real = loadConfig({
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'uhPvgy0LS+FJWF4zsB2TiLn9MeGMzp4XtuIImocy83U=',
    });
    expect(real.production).toBe(true);
  });

  it.each([
    ['32 spaces', ' '.repeat(32), /only 1 different characters/],
    ['32 times a', 'a'.repeat(32), /only 1 different characters/],
    ['two letters', 'ab'.repeat(16), /only 2 different characters/],
    ['nine characters', 'abcdefghi'.repeat(4), /only 9 different characters/],
    ['one piece repeated', 'password1234'.repeat(3), /one short piece repeated/],
    ['mostly one character', `${'k'.repeat(16)}Zq81-x7Lm0pQvW2r`, /too little variety/],
  ])('refuses a production secret with too little variety: %s', (_, secret, reason) => {
    const start = () => loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: secret });
    expect(start).toThrow(reason);
    expect(start).toThrow(/openssl rand -base64 32/);
  });

  it('accepts random secrets of the usual shapes (hex and base64 of openssl rand)', () => {
    for (const secret of [
      '097caee7884c27ae1b54c696a6e7a394', // openssl rand -hex 16
      'uhPvgy0LS+FJWF4zsB2TiLn9MeGMzp4XtuIImocy83U=', // openssl rand -base64 32
      '097caee7884c27ae1b54c696a6e7a394315ed720445ebc965da429ea5a0142db', // openssl rand -hex 32
    ]) {
      expect(secretWeakness(secret)).toBeNull();
    }
    // Development takes any secret of the allowed length: the check guards production.
    expect(loadConfig({ BETTER_AUTH_SECRET: 'a'.repeat(32) }).production).toBe(false);
  });

  it('trusts the loopback names of the port in development only', () => {
    const dev = loadConfig({ PORT: '3000' });
    expect(dev.trustedOrigins).toEqual(
      expect.arrayContaining(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']),
    );
    const prod = loadConfig({
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: '097caee7884c27ae1b54c696a6e7a394',
      PUBLIC_URL: 'https://setspot.example',
    });
    expect(prod.trustedOrigins).toEqual(['https://setspot.example']);
  });

  it('takes fees from 0 to 50 percent with at most two decimals, 15 and 10 by default', () => {
    expect(loadConfig({}).fees).toEqual({ platformPercent: 15, servicePercent: 10 });
    expect(loadConfig({}).payouts).toEqual({ delayHours: 24 });
    expect(loadConfig({ PLATFORM_FEE_PERCENT: '12.5', SERVICE_FEE_PERCENT: '0' }).fees).toEqual({
      platformPercent: 12.5,
      servicePercent: 0,
    });
    expect(() => loadConfig({ PLATFORM_FEE_PERCENT: '51' })).toThrow(/PLATFORM_FEE_PERCENT/);
    expect(() => loadConfig({ SERVICE_FEE_PERCENT: '10.005' })).toThrow(/SERVICE_FEE_PERCENT/);
  });
});
