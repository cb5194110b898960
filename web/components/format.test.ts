// Counts as UI.md writes them: thousands separators, the same in both languages of the portal.
import { describe, expect, it } from 'vitest';
import { formatCount } from './format.ts';

describe('formatCount', () => {
  it('groups the digits of a count by three with commas', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(72_345)).toBe('72,345');
    expect(formatCount(1_234_567)).toBe('1,234,567');
    expect(formatCount(2 ** 31)).toBe('2,147,483,648');
  });

  it('keeps a sign and a fraction as they are, grouping only the whole part', () => {
    expect(formatCount(-1234)).toBe('-1,234');
    expect(formatCount(1234.5)).toBe('1,234.5');
    expect(formatCount(0.25)).toBe('0.25');
  });

  it('writes what is not a finite number as JavaScript does', () => {
    expect(formatCount(Number.NaN)).toBe('NaN');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });

  it('never asks the browser for its number formatting', () => {
    const original = Number.prototype.toLocaleString;
    const asked: unknown[] = [];
    Number.prototype.toLocaleString = function (this: number, ...args: []) {
      asked.push(this);
      return original.apply(this, args);
    };
    try {
      formatCount(1_234_567);
    } finally {
      Number.prototype.toLocaleString = original;
    }
    expect(asked).toEqual([]);
  });
});
