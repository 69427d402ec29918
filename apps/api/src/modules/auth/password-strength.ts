import { createRequire } from 'node:module';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

// The dictionaries take a noticeable part of start-up to load: loaded at the first
// password check instead, synchronously, so the checks stay plain functions.
const require = createRequire(import.meta.url);

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
// zxcvbn score 0..4; 3 means "safely unguessable" against an online attack with throttling.
const MIN_SCORE = 3;

let zxcvbn: ZxcvbnFactory | undefined;
function checker(): ZxcvbnFactory {
  if (!zxcvbn) {
    const core: typeof import('@zxcvbn-ts/core') = require('@zxcvbn-ts/core');
    const common: typeof import('@zxcvbn-ts/language-common') = require('@zxcvbn-ts/language-common');
    const en: typeof import('@zxcvbn-ts/language-en') = require('@zxcvbn-ts/language-en');
    zxcvbn = new core.ZxcvbnFactory({
      translations: en.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...en.dictionary },
    });
  }
  return zxcvbn;
}

/** Judges a password on the server and says why it is weak, in words a person can act on. */
export function passwordWeaknesses(password: string, userInputs: string[] = []): string[] {
  if (password.length < MIN_PASSWORD_LENGTH) return [`Use at least ${MIN_PASSWORD_LENGTH} characters.`];
  if (password.length > MAX_PASSWORD_LENGTH) return [`Use at most ${MAX_PASSWORD_LENGTH} characters.`];
  const result = checker().check(password, userInputs.filter(Boolean));
  if (result.score >= MIN_SCORE) return [];
  const reasons = [result.feedback.warning, ...result.feedback.suggestions].filter(
    (r): r is string => typeof r === 'string' && r.length > 0,
  );
  return reasons.length > 0 ? reasons : ['Add more words or characters that are hard to guess.'];
}
