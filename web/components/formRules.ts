// antd Form rules for the validation rules of spec §5, built from contract/rules.ts and
// contract/limits.ts so that the web and the server judge a value alike. Every rule answers
// with the spec's message key; a format rule lets a blank value pass (the required rule reports it).
import type { FormRule } from 'antd';
import { defaultPasswordPolicy } from '../../contract/limits.ts';
import type { PasswordPolicy } from '../../contract/limits.ts';
import {
  isAlnum,
  isBlank,
  isDecimal,
  isValidEmail,
  isValidEmailList,
  isValidName,
  isValidPhone,
  meetsPasswordPolicy,
  messageKeys,
} from '../../contract/rules.ts';
import { checkPassword } from '../api/auth.ts';
import { ApiError } from '../api/request.ts';

/** Spec §5: every rule is checked on blur and on change. */
export const validateTrigger = ['onBlur', 'onChange'];

export type Translate = (key: string, options?: Record<string, unknown>) => string;

const check = (ok: boolean, message: string): Promise<void> =>
  ok ? Promise.resolve() : Promise.reject(new Error(message));
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Required text (or list): empty and whitespace-only are refused with 'please input'. */
export const requiredText = (t: Translate): FormRule => ({
  required: true,
  validator: (_rule, value) => check(!isBlank(value), t(messageKeys.input)),
});

/** Required choice: 'please select'. */
export const requiredSelect = (t: Translate): FormRule => ({
  required: true,
  validator: (_rule, value) => check(!isBlank(value), t(messageKeys.select)),
});

/** One address, or several comma-separated ones with `list`. */
export const emailRule = (t: Translate, options: { list?: boolean } = {}): FormRule => ({
  validator: (_rule, value) => {
    const input = text(value);
    if (input.trim() === '') return Promise.resolve();
    return check(options.list ? isValidEmailList(input) : isValidEmail(input), t(messageKeys.email));
  },
});

export const phoneRule = (t: Translate): FormRule => ({
  validator: (_rule, value) => check(text(value).trim() === '' || isValidPhone(text(value)), t(messageKeys.phone)),
});

/** Letters, Chinese characters and spaces only. */
export const nameRule = (t: Translate): FormRule => ({
  validator: (_rule, value) => check(text(value).trim() === '' || isValidName(text(value).trim()), t(messageKeys.name)),
});

/** Digits with at most one decimal point between digits (1.6, 50, 0.25). */
export const decimalRule = (t: Translate): FormRule => ({
  validator: (_rule, value) =>
    check(text(value).trim() === '' || isDecimal(text(value).trim()), t(messageKeys.decimal)),
});

/** ASCII letters and digits only (identifiers such as a design name or board version). */
export const alnumRule = (t: Translate): FormRule => ({
  validator: (_rule, value) => check(text(value).trim() === '' || isAlnum(text(value).trim()), t(messageKeys.alnum)),
});

/** Length and character classes of the password policy (8–20, letter, digit, special by default). */
export const passwordPolicyRule = (t: Translate, policy: PasswordPolicy = defaultPasswordPolicy): FormRule => ({
  validator: (_rule, value) =>
    check(
      text(value) === '' || meetsPasswordPolicy(text(value), policy),
      t(messageKeys.pwdRule, { min: policy.minLength, max: policy.maxLength }),
    ),
});

/**
 * The server's check (common passwords, the username or e-mail name in the password), run
 * once the local rules pass — give the Form.Item `validateFirst`. Code 0 passes; any other
 * answer is shown as the server words it; a call that fails without an answer shows
 * 'interface error, check failed' (spec §5, §8).
 */
export const serverPasswordRule = (
  t: Translate,
  identity: () => string | undefined,
  policy: PasswordPolicy = defaultPasswordPolicy,
): FormRule => ({
  validator: async (_rule, value) => {
    const password = text(value);
    if (password === '' || !meetsPasswordPolicy(password, policy)) return;
    try {
      await checkPassword(password, identity()?.trim() || undefined);
    } catch (error) {
      if (error instanceof ApiError && error.code !== null) throw new Error(error.msg, { cause: error });
      throw new Error(t('common.note.pwdCheckFailed'), { cause: error });
    }
  },
});

/** The confirmation equals the field `passwordField` (give the Form.Item `dependencies`). */
export const confirmRule =
  (t: Translate, passwordField = 'password'): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_rule, value) =>
      check(text(value) === '' || value === getFieldValue(passwordField), t(messageKeys.pwdConfirm)),
  });
