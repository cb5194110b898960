import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  dateField,
  emailField,
  idField,
  idList,
  idParam,
  int32Max,
  pageBodyFields,
  pageQueryFields,
  phoneField,
  requiredText,
  text,
  type PageQuery,
  type QueryOf,
} from './fields.ts';

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;
const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('shared request fields', () => {
  it('ids fit an int4 column: 2^31 and beyond, 0, -1, fractions, 1e309 and non-numbers are refused', () => {
    expect(accepts(idParam, String(int32Max))).toBe(true);
    expect(accepts(idField, int32Max)).toBe(true);
    for (const value of ['2147483648', '9007199254740993', '0', '-1', '1.5', '1e309', 'Infinity', 'abc', ''])
      expect(accepts(idParam, value)).toBe(false);
    for (const value of [2 ** 31, 2 ** 53, 0, -1, 0.5, Infinity, '1', null])
      expect(accepts(idField, value)).toBe(false);
    expect(accepts(idList(2), [1, 2])).toBe(true);
    expect(accepts(idList(2), [1, 2, 3])).toBe(false);
    expect(accepts(idList(2), [2 ** 31])).toBe(false);
  });

  it('ids and pages from text are decimal digits only, never what else Number() reads', () => {
    const query = z.object(pageQueryFields);
    for (const value of ['+1', ' 1', '1 ', '0x10', '1e3', '0b1', '0o7', '１', '1_000', '-0'])
      expect(idParam.safeParse(value).error?.issues[0]?.message, value).toBe('wholeNumber');
    expect(accepts(query, { pageSize: '0x10' })).toBe(false);
    expect(accepts(query, { pageNum: '1e1' })).toBe(false);
    expect(idParam.parse('16')).toBe(16);
    expect(idParam.parse('007')).toBe(7);
    // A query's conditions that also travel as a JSON body keep taking numbers.
    expect(idParam.parse(16)).toBe(16);
    expect(query.parse({ pageNum: 2, pageSize: '20' })).toEqual({ pageNum: 2, pageSize: 20 });
    // Beyond int4 is too big, however many digits: no wrap, no rounding to a row.
    for (const value of ['2147483648', '4294967297', '9'.repeat(400)])
      expect(idParam.safeParse(value).error?.issues.map((issue) => issue.code)).toContain('too_big');
  });

  it('page numbers are bounded in the query and in a body', () => {
    const query = z.object(pageQueryFields);
    expect(query.parse({})).toEqual({ pageNum: 1, pageSize: 10 });
    expect(accepts(query, { pageNum: '100000' })).toBe(true);
    expect(accepts(query, { pageNum: '100001' })).toBe(false);
    expect(accepts(query, { pageNum: '2147483648' })).toBe(false);
    expect(accepts(query, { pageSize: '101' })).toBe(false);
    const body = z.object(pageBodyFields);
    expect(accepts(body, { pageNum: 2 ** 53 })).toBe(false);
    expect(accepts(body, { pageNum: '2' })).toBe(false);
  });

  it('text refuses NUL, other control characters and lone surrogates, naming the rule', () => {
    const subject = requiredText(100);
    expect(subject.parse('  Hello 你好 \u202e ')).toBe('Hello 你好 \u202e');
    for (const value of [
      'a\u0000b',
      'a\u0007b',
      'line\nbreak',
      'tab\there',
      'a\u001bb',
      'a\u0085b',
      'a\ud800b',
      '\udc00',
    ]) {
      expect(messageOf(subject, value)).toBe('badCharacters');
    }
    expect(accepts(subject, '😀 a pair of surrogates')).toBe(true);
  });

  it('multi-line text may hold line breaks and tabs, never other controls', () => {
    const content = requiredText(500, { multiline: true });
    expect(content.parse('line one\r\n\tline two')).toBe('line one\r\n\tline two');
    expect(messageOf(content, 'a\u0000b')).toBe('badCharacters');
    expect(messageOf(content, 'a\u000bb')).toBe('badCharacters');
  });

  it('text stops at its maximum: a megabyte is refused as too long and no rule runs over it', () => {
    const keyword = text(100);
    const result = keyword.safeParse(`${'x'.repeat(1_000_000)}\u0000`);
    expect(result.error?.issues.map((i) => i.code)).toEqual(['too_big']);
    expect(messageOf(requiredText(10), '')).toBe('common.note.input');
  });

  it('e-mail and phone have a maximum and refuse control characters', () => {
    expect(emailField.parse(' A@Demo.Test ')).toBe('a@demo.test');
    expect(accepts(emailField, `${'a'.repeat(250)}@x.com`)).toBe(false);
    expect(accepts(phoneField, '+86 138 0000 0002')).toBe(true);
    expect(messageOf(phoneField, '138\t0000\t0002')).toBe('badCharacters');
    expect(accepts(phoneField, `1${' '.repeat(40)}3800000002`)).toBe(false);
  });

  it('dates are real calendar days from 1970-01-01 to 9999-12-30', () => {
    for (const value of ['1970-01-01', '2024-02-29', '9999-12-30']) expect(accepts(dateField, value)).toBe(true);
    for (const value of [
      '0000-01-01',
      '1969-12-31',
      '2024-02-30',
      '2023-02-29',
      '9999-12-31',
      '10000-01-01',
      '2024-1-1',
      '',
    ])
      expect(accepts(dateField, value)).toBe(false);
    expect(messageOf(dateField, '0000-01-01')).toBe('dateRange');
  });

  it('QueryOf types a query as the server reads it back from text: coerced values, optional where defaulted', () => {
    const schema = z.object(pageQueryFields).extend({ itemId: idParam, sort: z.enum(['a', 'b']).default('a') });
    expectTypeOf<QueryOf<typeof schema>>().toEqualTypeOf<{
      pageNum?: number;
      pageSize?: number;
      itemId: number;
      sort?: 'a' | 'b';
    }>();
    expectTypeOf<PageQuery>().toEqualTypeOf<{ pageNum: number; pageSize: number }>();
    // What the web sends goes out as text (web/api/request.ts buildQuery) and parses back to the same values.
    const sent = { pageNum: 2, pageSize: 20, itemId: 7, sort: 'b' } satisfies QueryOf<typeof schema>;
    const text = Object.fromEntries(Object.entries(sent).map(([key, value]) => [key, String(value)]));
    expect(schema.parse(text)).toEqual(sent);
    expect(schema.parse({ itemId: '7' })).toEqual({ pageNum: 1, pageSize: 10, itemId: 7, sort: 'a' });
  });
});
