import { z } from 'zod';
import { CONTACT_METHODS, DEFAULT_CONTACT_METHOD, TIMEZONES } from './profile-options.ts';

// Apart from the choices themselves (profile-options.ts), which the browser shows without zod.
export const timezoneSchema = z.enum(TIMEZONES, { error: 'Please choose a time zone from the list' });

/** Spec: 'email or phone, otherwise email', so any other value becomes email instead of an error. */
export const contactMethodSchema = z
  .enum(CONTACT_METHODS)
  .catch(DEFAULT_CONTACT_METHOD)
  .default(DEFAULT_CONTACT_METHOD);
