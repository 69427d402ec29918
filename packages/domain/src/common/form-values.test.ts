import { describe, expect, it } from 'vitest';
import { lineListSchema, optionalNumberSchema, priceSchema, readFormNumber } from './form-values.ts';

describe('readFormNumber', () => {
  it.each([
    ['12', 12],
    [' 12.5 ', 12.5],
    ['.5', 0.5],
    ['-3', -3],
    [7, 7],
    ['', undefined],
    ['  ', undefined],
    [null, undefined],
    [undefined, undefined],
  ] as const)('reads %j as %j', (value, expected) => {
    expect(readFormNumber(value)).toBe(expected);
  });

  it.each(['abc', '1e3', '0x10', '1,000', '12px'])('reads %j as NaN', (value) => {
    expect(readFormNumber(value)).toBeNaN();
  });
});

describe('optionalNumberSchema', () => {
  const rooms = optionalNumberSchema({ label: 'Rooms', max: 100, integer: true });

  it('gives null for blank and a number otherwise', () => {
    expect(rooms.parse('')).toBeNull();
    expect(rooms.parse(undefined)).toBeNull();
    expect(rooms.parse('0')).toBe(0);
    expect(rooms.parse(100)).toBe(100);
  });

  it.each(['-1', '2.5', 'many', true])('refuses %j', (value) => {
    expect(rooms.safeParse(value).error?.issues[0]?.message).toBe(
      'Rooms must be a whole number of 0 or more',
    );
  });

  it('refuses values over the maximum', () => {
    expect(rooms.safeParse(101).error?.issues[0]?.message).toBe('Rooms must be at most 100');
  });
});

describe('priceSchema', () => {
  const price = priceSchema({ required: 'Required', invalid: 'Invalid', tooHigh: 'Too high', max: 1000 });
  const message = (value: unknown) => price.safeParse(value).error?.issues[0]?.message;

  it('reads prices', () => {
    expect(price.parse('350')).toBe(350);
    expect(price.parse(' 19.99 ')).toBe(19.99);
    expect(price.parse(0.01)).toBe(0.01);
    expect(price.parse(1000)).toBe(1000);
  });

  it.each(['', '  ', null, undefined])('asks for a price when it is %j', (value) => {
    expect(message(value)).toBe('Required');
  });

  it.each(['0', 0, '-5', 'abc', '19.999', 0.001, false])('refuses %j as not a valid price', (value) => {
    expect(message(value)).toBe('Invalid');
  });

  it('refuses prices over the maximum', () => {
    expect(message('1000.01')).toBe('Too high');
  });
});

describe('lineListSchema', () => {
  const list = lineListSchema(3, 10);

  it('reads text one item per line, or a list', () => {
    expect(list.parse('a\n\n b \nc')).toEqual(['a', 'b', 'c']);
    expect(list.parse([' a ', '', 'b'])).toEqual(['a', 'b']);
    expect(list.parse(undefined)).toEqual([]);
  });

  it('removes duplicates', () => {
    expect(list.parse('a\na\nb')).toEqual(['a', 'b']);
  });

  it('refuses too many items or too long a line', () => {
    expect(list.safeParse('a\nb\nc\nd').error?.issues[0]?.message).toBe('Please list at most 3 items');
    expect(list.safeParse('x'.repeat(11)).error?.issues[0]?.message).toBe(
      'Please keep each line under 10 characters',
    );
  });
});
