// Validation rules of spec §5, shared by the server's zod schemas and the web's antd Form rules.
// Each rule answers with a message key of web/i18n (the server maps them to its own catalogue).
import { defaultPasswordPolicy, type PasswordPolicy } from './limits.ts';

export const messageKeys = {
  input: 'common.note.input',
  select: 'common.note.select',
  pwdRule: 'common.note.pwdrule',
  pwdConfirm: 'home.pwdnote',
  email: 'common.note.email',
  phone: 'common.note.phone',
  name: 'common.note.name',
  digits: 'common.note.digits',
  decimal: 'common.note.decimal',
  alnum: 'common.note.alnum',
  fileFormat: 'common.note.fileFormat',
} as const;

/** Required text: empty and whitespace-only are refused. */
export const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** Letters (any script's letters, Chinese characters included) and spaces only. */
export const namePattern = /^[\p{L}\p{Script=Han} ]+$/u;
export const isValidName = (value: string) => namePattern.test(value) && value.trim() !== '';

/** One address; top-level domain of 2–4 letters (spec §5); at most 254 characters (RFC 5321), as the server's field allows. */
export const emailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/;
export const emailMaxLength = 254;
export const isValidEmail = (value: string) => value.trim().length <= emailMaxLength && emailPattern.test(value.trim());
/** Several comma-separated addresses, each valid (spec §5: "may hold several"). */
export const isValidEmailList = (value: string) => value.split(/[,，]/).every((part) => isValidEmail(part));

/** Mainland China mobile (optionally +86) or an international number in +CC form; at most 30 characters as typed. */
export const phoneMaxLength = 30;
export const isValidPhone = (value: string): boolean => {
  if (value.trim().length > phoneMaxLength) return false;
  const compact = value.replace(/[\s-]/g, '');
  return /^(\+?86)?1[3-9]\d{9}$/.test(compact) || /^\+[1-9]\d{6,14}$/.test(compact);
};

export const isDigits = (value: string) => /^\d+$/.test(value);
/** Digits with at most one decimal point between digits (spec §5, simulation's numeric fields): 1.6, 50, 0.25. */
export const isDecimal = (value: string) => /^\d+(\.\d+)?$/.test(value);
/** ASCII letters and digits only (spec §5, simulation's identifiers). */
export const isAlnum = (value: string) => /^[A-Za-z0-9]+$/.test(value);

/** The classes and length of the password policy; common-word checks are the server's. */
export function meetsPasswordPolicy(password: string, policy: PasswordPolicy = defaultPasswordPolicy): boolean {
  if (password.length < policy.minLength || password.length > policy.maxLength) return false;
  if (policy.requireLetter && !/[A-Za-z]/.test(password)) return false;
  if (policy.requireDigit && !/\d/.test(password)) return false;
  if (policy.requireSpecial && !/[^A-Za-z0-9]/.test(password)) return false;
  return !/\s/.test(password);
}
