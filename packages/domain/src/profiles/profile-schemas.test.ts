import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { INVALID_PHONE, profileSchema, profileUpdateSchema } from './profile-schemas.ts';

const update = { firstName: 'Ada', lastName: 'Lovelace' };
/** A profile as the spec's defaults leave it. */
const withDefaults = {
  ...update,
  phone: null,
  bio: null,
  timezone: 'UTC',
  preferredContactMethod: 'email',
  emailNotifications: true,
  visibleEmail: false,
  visiblePhone: false,
} as const;

describe('profileUpdateSchema', () => {
  it('fills the spec defaults', () => {
    expect(profileUpdateSchema.parse(update)).toEqual(withDefaults);
  });

  it('keeps a listed time zone and refuses others', () => {
    expect(profileUpdateSchema.parse({ ...update, timezone: 'America/Denver' }).timezone).toBe(
      'America/Denver',
    );
    expect(
      profileUpdateSchema.safeParse({ ...update, timezone: 'Europe/Paris' }).error?.issues[0]?.message,
    ).toBe('Please choose a time zone from the list');
  });

  it('makes any contact method other than email or phone email', () => {
    expect(
      profileUpdateSchema.parse({ ...update, preferredContactMethod: 'phone' }).preferredContactMethod,
    ).toBe('phone');
    expect(
      profileUpdateSchema.parse({ ...update, preferredContactMethod: 'pigeon' }).preferredContactMethod,
    ).toBe('email');
  });

  it('requires names and trims text', () => {
    expect(profileUpdateSchema.safeParse({ ...update, firstName: '  ' }).error?.issues[0]?.message).toBe(
      'First name is required',
    );
    expect(profileUpdateSchema.parse({ ...update, phone: ' 555-0100 ', bio: '' })).toMatchObject({
      phone: '555-0100',
      bio: null,
    });
  });

  it('never takes the avatar URL or user type from the client', () => {
    const parsed = profileUpdateSchema.parse({
      ...update,
      avatarUrl: 'https://evil.example/x.png',
      userType: 'owner',
    });
    expect(parsed).not.toHaveProperty('avatarUrl');
    expect(parsed).not.toHaveProperty('userType');
  });
});

describe('profileSchema', () => {
  it('serialises a profile and strips extra columns', () => {
    const profile = {
      id: 'u1',
      ...withDefaults,
      avatarUrl: null,
      userType: 'filmmaker',
    } as const;
    expect(z.encode(profileSchema, { ...profile, passwordHash: 'x' } as typeof profile)).toEqual(profile);
  });

  it('says what is wrong with a phone number or a long text', () => {
    const message = (patch: object) =>
      profileUpdateSchema.safeParse({ ...update, ...patch }).error?.issues[0]?.message;
    for (const phone of ['+1 (555) 010-0100', '555.010.0100', '+44 20 7946 0958']) {
      expect(message({ phone })).toBeUndefined();
    }
    for (const phone of ['call me', '12345', '+1 555 010 0100 ext 2', '1234567890123456']) {
      expect(message({ phone })).toBe(INVALID_PHONE);
    }
    expect(message({ firstName: 'a'.repeat(101) })).toBe('First name must be at most 100 characters');
    expect(message({ lastName: 'a'.repeat(101) })).toBe('Last name must be at most 100 characters');
    expect(message({ bio: 'a'.repeat(2001) })).toBe('Please keep this under 2000 characters');
  });
});
