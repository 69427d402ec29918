import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
// zxcvbn score 0..4; 3 means "safely unguessable" against an online attack with throttling.
const MIN_SCORE = 3;

const zxcvbn = new ZxcvbnFactory({
  translations: en.translations,
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...en.dictionary },
});

/** Judges a password on the server and says why it is weak, in words a person can act on. */
export function passwordWeaknesses(password: string, userInputs: string[] = []): string[] {
  if (password.length < MIN_PASSWORD_LENGTH) return [`Use at least ${MIN_PASSWORD_LENGTH} characters.`];
  if (password.length > MAX_PASSWORD_LENGTH) return [`Use at most ${MAX_PASSWORD_LENGTH} characters.`];
  const result = zxcvbn.check(password, userInputs.filter(Boolean));
  if (result.score >= MIN_SCORE) return [];
  const reasons = [result.feedback.warning, ...result.feedback.suggestions].filter(
    (r): r is string => typeof r === 'string' && r.length > 0,
  );
  return reasons.length > 0 ? reasons : ['Add more words or characters that are hard to guess.'];
}
