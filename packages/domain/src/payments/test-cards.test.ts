import { describe, expect, it } from 'vitest';
import { CARD_CVC_INVALID, CARD_EXPIRY_INVALID, CARD_NUMBER_INVALID } from './payment-texts.ts';
import { TEST_CARDS } from './test-card-numbers.ts';
import {
  isCardExpired,
  parseCardExpiry,
  passesLuhn,
  testCardPaymentSchema,
  testCardResult,
} from './test-cards.ts';

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Rosa Diaz' };
const firstMessage = (value: unknown) => testCardPaymentSchema.safeParse(value).error?.issues[0]?.message;

describe('test cards', () => {
  it('authorises 4242, declines 0002, runs out of funds on 9995, declines other numbers', () => {
    expect(testCardResult('4242 4242 4242 4242')).toBe('authorized');
    expect(testCardResult('4000 0000 0000 0002')).toBe('declined');
    expect(testCardResult('4000-0000-0000-9995')).toBe('insufficient_funds');
    expect(testCardResult('5555 5555 5555 4444')).toBe('declined');
  });

  it('all pass the Luhn check; a mistyped number does not', () => {
    for (const number of Object.values(TEST_CARDS)) expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42424242')).toBe(false);
    expect(passesLuhn('4242abcd42424242')).toBe(false);
  });
});

describe('card expiry', () => {
  it.each([
    ['12 / 34', { month: 12, year: 2034 }],
    ['1/30', { month: 1, year: 2030 }],
    ['06 / 2031', { month: 6, year: 2031 }],
  ])('reads %j', (text, expected) => {
    expect(parseCardExpiry(text)).toEqual(expected);
  });

  it.each(['13 / 30', '00 / 30', '1230', '', '12 / 3'])('refuses %j', (text) => {
    expect(parseCardExpiry(text)).toBeNull();
  });

  it('is good through the last day of the month, in UTC', () => {
    const expiry = { month: 6, year: 2030 };
    expect(isCardExpired(expiry, new Date('2030-06-30T23:59:59.999Z'))).toBe(false);
    expect(isCardExpired(expiry, new Date('2030-07-01T00:00:00.000Z'))).toBe(true);
  });
});

describe('testCardPaymentSchema', () => {
  it('accepts a well-formed card', () => {
    expect(testCardPaymentSchema.parse(card)).toEqual(card);
  });

  it('says which field is wrong, in Stripe words', () => {
    expect(firstMessage({ ...card, cardNumber: '4242 4242 4242 4241' })).toBe(CARD_NUMBER_INVALID);
    expect(firstMessage({ ...card, cardNumber: undefined })).toBe(CARD_NUMBER_INVALID);
    expect(firstMessage({ ...card, expiry: '13 / 30' })).toBe(CARD_EXPIRY_INVALID);
    expect(firstMessage({ ...card, cvc: '12' })).toBe(CARD_CVC_INVALID);
    expect(firstMessage({ ...card, cvc: 'abc' })).toBe(CARD_CVC_INVALID);
    expect(CARD_EXPIRY_INVALID).toBe("Your card's expiration date is invalid.");
  });
});
