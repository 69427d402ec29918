import { describe, expect, it } from 'vitest';
import { contactInputSchema } from './contact-schemas.ts';

describe('contactInputSchema', () => {
  const message = { name: ' Ada ', email: 'ada@example.com', message: ' Hello ' };

  it('trims and accepts a message', () => {
    expect(contactInputSchema.parse(message)).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      subject: null,
      message: 'Hello',
    });
  });

  it('says what is missing', () => {
    expect(contactInputSchema.safeParse({ ...message, name: ' ' }).error?.issues[0]?.message).toBe(
      'Name is required',
    );
    expect(contactInputSchema.safeParse({ ...message, email: 'nope' }).error?.issues[0]?.message).toBe(
      'Please enter a valid email address',
    );
    expect(contactInputSchema.safeParse({ ...message, message: '' }).error?.issues[0]?.message).toBe(
      'Message is required',
    );
  });

  it('limits lengths with a message per field and keeps the honeypot apart', () => {
    expect(
      contactInputSchema.safeParse({ ...message, name: 'a'.repeat(201) }).error?.issues[0]?.message,
    ).toBe('Name must be at most 200 characters');
    expect(
      contactInputSchema.safeParse({ ...message, message: 'a'.repeat(5001) }).error?.issues[0]?.message,
    ).toBe('Message must be at most 5000 characters');
    expect(contactInputSchema.parse({ ...message, website: 'spam.example' }).website).toBe('spam.example');
  });
});
