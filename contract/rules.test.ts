import { describe, expect, it } from 'vitest';
import { isBlank, isValidEmail, isValidEmailList, isValidName, isValidPhone, meetsPasswordPolicy } from './rules.ts';

describe('shared validation rules (spec §5)', () => {
  it('required text refuses empty, whitespace-only and empty arrays', () => {
    expect(isBlank('')).toBe(true);
    expect(isBlank('   ')).toBe(true);
    expect(isBlank([])).toBe(true);
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });

  it('name: letters, Chinese characters and spaces only', () => {
    expect(isValidName('张 三')).toBe(true);
    expect(isValidName('Alex Morgan')).toBe(true);
    expect(isValidName('Alex3')).toBe(false);
    expect(isValidName('李-工')).toBe(false);
    expect(isValidName('   ')).toBe(false);
  });

  it('password: 8–20 with a letter, a digit and a special character', () => {
    expect(meetsPasswordPolicy('Portal#2026')).toBe(true);
    expect(meetsPasswordPolicy('Ab#1')).toBe(false);
    expect(meetsPasswordPolicy('abcdefgh1')).toBe(false); // no special
    expect(meetsPasswordPolicy('abcdefgh#')).toBe(false); // no digit
    expect(meetsPasswordPolicy('12345678#')).toBe(false); // no letter
    expect(meetsPasswordPolicy('Aa#4567890123456789012')).toBe(false); // 22 > 20
    expect(meetsPasswordPolicy('Aa#45678901234567890', { ...defaultPolicy(), maxLength: 64 })).toBe(true);
  });

  it('e-mail: TLD of 2–4 letters; lists of comma-separated addresses', () => {
    expect(isValidEmail('a.b@demo.test')).toBe(true);
    expect(isValidEmail('a@b.c')).toBe(false);
    expect(isValidEmail('a@b.abcde')).toBe(false);
    expect(isValidEmail('no-at.example.com')).toBe(false);
    expect(isValidEmailList('a@x.com,b@y.cn')).toBe(true);
    expect(isValidEmailList('a@x.com,b@y')).toBe(false);
  });

  it('e-mail and phone stop at the lengths the server accepts (254 and 30 characters), so the web refuses what the server would', () => {
    const local = 'a'.repeat(64);
    const longest = `${local}@${'b'.repeat(180)}.com`; // 64 + 1 + 184 = 249
    expect(isValidEmail(longest)).toBe(true);
    expect(isValidEmail(`${local}@${'b'.repeat(186)}.com`)).toBe(false); // 255
    expect(isValidPhone('+86 138 0000 0002')).toBe(true);
    expect(isValidPhone(`+86 ${' '.repeat(20)}13800000002`)).toBe(false); // 35 as typed
  });

  it('phone: mainland mobile or +CC international', () => {
    expect(isValidPhone('13800000002')).toBe(true);
    expect(isValidPhone('+86 138 0000 0002')).toBe(true);
    expect(isValidPhone('+44 7700 900123')).toBe(true);
    expect(isValidPhone('12345')).toBe(false);
    expect(isValidPhone('23800000002')).toBe(false);
  });
});

function defaultPolicy() {
  return { minLength: 8, maxLength: 20, requireLetter: true, requireDigit: true, requireSpecial: true, maxAgeDays: 90 };
}
