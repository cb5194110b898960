// The antd rules of spec §5: what each accepts and refuses, and with which message.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormInstance, FormRule } from 'antd';
import { ApiError } from '../api/request.ts';
import {
  alnumRule,
  confirmRule,
  decimalRule,
  emailRule,
  nameRule,
  passwordPolicyRule,
  phoneRule,
  requiredSelect,
  requiredText,
  serverPasswordRule,
} from './formRules.ts';
import type { Translate } from './formRules.ts';

const checkPassword = vi.hoisted(() => vi.fn());
vi.mock('../api/auth.ts', () => ({ checkPassword }));

const t: Translate = (key, options) => (options ? `${key} ${JSON.stringify(options)}` : key);

/** Runs one rule the way antd does; answers the message it refuses with, or null. */
async function verdict(rule: FormRule, value: unknown, fields: Record<string, unknown> = {}): Promise<string | null> {
  const form = { getFieldValue: (name: string) => fields[name] } as unknown as FormInstance;
  const object = typeof rule === 'function' ? rule(form) : rule;
  try {
    await object.validator!(object, value, () => {});
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('required rules', () => {
  it('refuse empty, whitespace-only and missing text with "please input"', async () => {
    for (const value of ['', '   ', undefined, null, []])
      expect(await verdict(requiredText(t), value), String(value)).toBe('common.note.input');
    expect(await verdict(requiredText(t), ' a ')).toBeNull();
  });

  it('a required choice asks "please select"', async () => {
    expect(await verdict(requiredSelect(t), undefined)).toBe('common.note.select');
    expect(await verdict(requiredSelect(t), 3)).toBeNull();
    expect(requiredSelect(t)).toMatchObject({ required: true }); // the required mark
  });
});

describe('format rules leave blank values to the required rule', () => {
  it('e-mail: one address with a 2–4 letter domain; a list only where the field says so', async () => {
    expect(await verdict(emailRule(t), 'li.lei@acme.example')).toBe('common.note.email'); // 7 letters
    expect(await verdict(emailRule(t), 'li.lei@acme.com')).toBeNull();
    expect(await verdict(emailRule(t), 'a@b.cn,c@d.com')).toBe('common.note.email');
    expect(await verdict(emailRule(t, { list: true }), 'a@b.cn,c@d.com')).toBeNull();
    expect(await verdict(emailRule(t), '')).toBeNull();
  });

  it('phone: mainland mobile or +CC international', async () => {
    for (const ok of ['13800000000', '+86 138 0000 0000', '+44 7700 900123'])
      expect(await verdict(phoneRule(t), ok), ok).toBeNull();
    for (const bad of ['12345', '1380000000a', '0800-1234'])
      expect(await verdict(phoneRule(t), bad), bad).toBe('common.note.phone');
  });

  it('name: letters, Chinese characters and spaces only', async () => {
    for (const ok of ['赵明', 'Alex Morgan', 'Chen Yu']) expect(await verdict(nameRule(t), ok), ok).toBeNull();
    for (const bad of ['R2D2', 'a_b', 'Zhao.Ming'])
      expect(await verdict(nameRule(t), bad), bad).toBe('common.note.name');
  });

  it('decimal: digits with at most one point between digits', async () => {
    for (const ok of ['1.6', '50', '0.25', ' 12 ', '']) expect(await verdict(decimalRule(t), ok), ok).toBeNull();
    for (const bad of ['1.', '.5', '1.2.3', '1,6', '-1', '1e3', 'abc'])
      expect(await verdict(decimalRule(t), bad), bad).toBe('common.note.decimal');
  });

  it('alnum: ASCII letters and digits only', async () => {
    for (const ok of ['EVB01', 'A', 'v2', '']) expect(await verdict(alnumRule(t), ok), ok).toBeNull();
    for (const bad of ['EVB 01', 'a_b', 'v1.2', '板子'])
      expect(await verdict(alnumRule(t), bad), bad).toBe('common.note.alnum');
  });

  it('password: 8–20 with a letter, a digit and a special character, message with the numbers', async () => {
    expect(await verdict(passwordPolicyRule(t), 'Tq8$Wz3#Lm')).toBeNull();
    for (const bad of ['Ab1$', 'abcdefgh1', 'abcdefgh$', '12345678$', 'Tq8$Wz3#Lm-Tq8$Wz3#Lm']) {
      expect(await verdict(passwordPolicyRule(t), bad), bad).toBe('common.note.pwdrule {"min":8,"max":20}');
    }
  });

  it('confirmation must equal the password: "two entered passwords are inconsistent"', async () => {
    expect(await verdict(confirmRule(t), 'Tq8$Wz3#Lm', { password: 'Tq8$Wz3#Lm' })).toBeNull();
    expect(await verdict(confirmRule(t), 'Tq8$Wz3#L', { password: 'Tq8$Wz3#Lm' })).toBe('home.pwdnote');
  });
});

describe('the server check of the password (checkPasswordContainsCommonKey)', () => {
  beforeEach(() => {
    checkPassword.mockReset();
  });

  it('code 0 passes; the field customerPwd and the username go to the server', async () => {
    checkPassword.mockResolvedValue({ code: 0, msg: 'success', data: null });
    expect(
      await verdict(
        serverPasswordRule(t, () => ' li@acme.com '),
        'Tq8$Wz3#Lm',
      ),
    ).toBeNull();
    expect(checkPassword).toHaveBeenCalledWith('Tq8$Wz3#Lm', 'li@acme.com');
  });

  it('any other answer is shown as the server words it', async () => {
    checkPassword.mockImplementation(async () => {
      throw new ApiError({ code: 400, msg: 'The password contains the common password "password"', status: 400 });
    });
    expect(
      await verdict(
        serverPasswordRule(t, () => undefined),
        'Password#1',
      ),
    ).toBe('The password contains the common password "password"');
  });

  it('a call that fails without an answer says "interface error, check failed"', async () => {
    checkPassword.mockImplementation(async () => {
      throw new ApiError({ code: null, msg: 'fetch failed', status: null });
    });
    expect(
      await verdict(
        serverPasswordRule(t, () => undefined),
        'Tq8$Wz3#Lm',
      ),
    ).toBe('common.note.pwdCheckFailed');
  });

  it('is not asked while the local policy refuses the password', async () => {
    expect(
      await verdict(
        serverPasswordRule(t, () => undefined),
        'short',
      ),
    ).toBeNull();
    expect(checkPassword).not.toHaveBeenCalled();
  });
});
