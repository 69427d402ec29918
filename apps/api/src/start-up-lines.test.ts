import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { startUpLines } from './start-up-lines.ts';

describe('start-up log', () => {
  it('says which address the links in emails will use', () => {
    const lines = startUpLines(loadConfig({ PORT: '3000' }), { startedMs: 600, memoryMb: 180 });
    expect(lines).toContain(
      'Links in emails use http://localhost:3000 (set PUBLIC_URL to the address people open)',
    );
    expect(lines).toContain('Dev mailbox: http://localhost:3000/dev/mailbox');
    const behindProxy = startUpLines(
      loadConfig({ PUBLIC_URL: 'https://setspot.example/', SMTP_URL: 'smtp://mail.example:587' }),
      { startedMs: 600, memoryMb: 180 },
    );
    expect(behindProxy).toContain(
      'Links in emails use https://setspot.example (set PUBLIC_URL to the address people open)',
    );
    expect(behindProxy.some((line) => line.includes('mailbox'))).toBe(false);
  });
});
