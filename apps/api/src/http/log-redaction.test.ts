import { describe, expect, it } from 'vitest';
import { logSerializers, redactEmails, redactUrl } from './log-redaction.ts';

// Finding 12: verification tokens and failing rows with email addresses appeared in the log.
describe('log redaction', () => {
  it('replaces tokens and addresses in logged URLs, keeping the rest', () => {
    expect(
      redactUrl('/api/auth/verify-email?token=eyJhbGciOi.abc&callbackURL=%2Flogin%3Fconfirmed_email%3Dtrue'),
    ).toBe('/api/auth/verify-email?token=[redacted]&callbackURL=[redacted]');
    expect(redactUrl('/dev/mailbox.json?to=rosa%40example.com')).toBe('/dev/mailbox.json?to=[redacted]');
    expect(redactUrl('/api/locations?q=loft&page=2')).toBe('/api/locations?q=loft&page=2');
  });

  it('logs a database error without the failing row or its values', () => {
    const error = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_unique"'),
      {
        code: '23505',
        detail: 'Key (email)=(rosa@example.com) already exists.',
        parameters: ['rosa@example.com', 'Rosa'],
      },
    );
    const logged = JSON.stringify(logSerializers.err(error as never));
    expect(logged).not.toContain('rosa@example.com');
    expect(logged).toContain('23505');
    expect(redactEmails('mail to rosa@example.com failed')).toBe('mail to [email] failed');
  });
});
