// zod fields built from the shared rules, for request schemas. Kept apart from rules.ts so a web
// chunk that needs only the rule functions does not carry zod.
// Every request field is built here so that hostile input is a 400 naming the field and never
// reaches the database: numbers fit the int4 columns they are compared with, text has a maximum
// and no control characters (PostgreSQL refuses NUL in text), dates are real calendar days.
import { z } from 'zod';
import { limits } from './limits.ts';
import { emailMaxLength, isValidEmail, isValidName, isValidPhone, messageKeys, phoneMaxLength } from './rules.ts';

/** The largest int4: every id and integer column of the schema. */
export const int32Max = 2_147_483_647;
/** Pages beyond this are refused, so (pageNum − 1) × pageSize stays a modest offset. */
export const pageNumMax = 100_000;

// Message keys of the server's catalogue (server/platform/messages.ts); the web never shows them.
const badCharacters = 'badCharacters';
const dateRange = 'dateRange';
const wholeNumber = 'wholeNumber';

/** A whole number within int4, from a JSON body. */
export const int32 = (min = -int32Max - 1, max = int32Max) => z.number().int().min(min).max(max);
/** A row id in a JSON body. */
export const idField = z.number().int().positive().max(int32Max);
/**
 * A whole number from a path or a query string: decimal digits only (or a JSON number, where a
 * query's conditions also travel as a body), within [min, max]. z.coerce.number would take what
 * Number() takes — '+1', ' 1', '0x10', '1e3' — and read them as other numbers than the ones sent.
 */
export const queryInt = (min: number, max: number) => {
  const number = z.number().int().min(min).max(max);
  // The bounds on both sides: the number's for a JSON body and the OpenAPI document, the pipe's
  // for the text, where a number beyond int4 is too big (300 digits too, not Infinity's "no number").
  const digits = z
    .string()
    .regex(/^[0-9]+$/)
    .transform((value) => Math.min(Number(value), Number.MAX_VALUE));
  return z.union([number, digits], { error: wholeNumber }).pipe(number);
};
/** A row id from a path or a query string (decimal digits, read as a number). */
export const idParam = queryInt(1, int32Max);
/** The params of a route with one id in its path (`/detail/:id`). */
export const idParams = z.object({ id: idParam });
/** The answer of a call that creates one row: its id. */
export const createdSchema = z.object({ id: z.number() });
export type Created = z.infer<typeof createdSchema>;
/** Ids in a JSON body: at most `max` of them, each an int4. */
export const idList = (max: number) => z.array(idField).max(max);

/** The data of a list call: one page of `item` (codes.ts Page<T> is its type). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number(), pageNum: z.number(), pageSize: z.number() });

/**
 * A page whose count stops past limits.listCountCap (server: cappedCount, capTotal): `capped`
 * says more rows match (codes.ts CappedPage<T> is its type).
 */
export const cappedPageOf = <T extends z.ZodType>(item: T) => pageOf(item).extend({ capped: z.boolean() });

/** pageNum and pageSize of a query string. */
export const pageQueryFields = {
  pageNum: queryInt(1, pageNumMax).default(1),
  pageSize: queryInt(1, limits.pageSizeMax).default(limits.pageSizeDefault),
};
/**
 * What a caller puts in the query string of `S`: a number field's input type is text or a number
 * (the server turns text into numbers), so the values are typed as the server reads them, each key
 * optional where the schema makes it optional or fills in a default.
 */
export type QueryOf<S extends z.ZodType> = {
  [K in keyof z.input<S>]: K extends keyof z.output<S> ? z.output<S>[K] : never;
};
/** The page of a list call as the web sends it: always named, though the server would fill in the defaults. */
export type PageQuery = z.output<z.ZodObject<typeof pageQueryFields>>;

/** pageNum and pageSize of a JSON body. */
export const pageBodyFields = {
  pageNum: int32(1, pageNumMax).default(1),
  pageSize: int32(1, limits.pageSizeMax).default(limits.pageSizeDefault),
};

// C0 and C1 controls; multi-line text may hold tabs and line breaks. Lone surrogates are no text
// either (they would be stored as U+FFFD, silently changed).
// eslint-disable-next-line no-control-regex
const controlChars = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const controlCharsOfLines = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text a person could have typed: no control characters (but \t, \n, \r when multi-line), no lone surrogates. */
export const isCleanText = (value: string, multiline = false): boolean =>
  !(multiline ? controlCharsOfLines : controlChars).test(value) && !loneSurrogate.test(value);

/**
 * Optional text (may be empty): trimmed, at most `max` characters, clean (isCleanText). Longer
 * input stops at the length check, so no rule ever runs over a megabyte of it.
 */
export const text = (max: number, opts: { multiline?: boolean } = {}) =>
  z
    .string()
    .trim()
    .max(max, { abort: true })
    .refine((value) => isCleanText(value, opts.multiline), badCharacters);
/** Text that must not be empty or whitespace only. */
export const requiredText = (max = 200, opts: { multiline?: boolean } = {}) =>
  text(max, opts).min(1, messageKeys.input);
/** A code of the menu or function tables (`M01`, `dcc.download`). */
export const codeField = z
  .string()
  .trim()
  .min(1)
  .max(40, { abort: true })
  .refine((value) => isCleanText(value), badCharacters);

export const emailField = z
  .string()
  .trim()
  .max(emailMaxLength, { abort: true })
  .toLowerCase()
  .refine(isValidEmail, messageKeys.email);
export const phoneField = z
  .string()
  .trim()
  .max(phoneMaxLength, { abort: true })
  .refine((value) => isCleanText(value), badCharacters)
  .refine(isValidPhone, messageKeys.phone);
export const nameField = z
  .string()
  .trim()
  .min(1, messageKeys.input)
  .max(50, { abort: true })
  .refine(isValidName, messageKeys.name);
/** Length and classes are checked by the service with the configured policy. */
export const passwordField = z.string().min(1, messageKeys.input).max(128);

/**
 * A calendar day, YYYY-MM-DD: zod checks month lengths and leap years. Year 0000 is no date to
 * PostgreSQL and nothing here is older than the epoch; the last day is 9999-12-30 because a range
 * ends before the day after its `to`, which must still be a four-digit year. (ISO days compare as text.)
 */
export const dateMin = '1970-01-01';
export const dateMax = '9999-12-30';
export const dateField = z.iso.date().refine((value) => value >= dateMin && value <= dateMax, dateRange);
