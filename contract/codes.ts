// Response codes of API.md. `code` travels in every envelope; HTTP status stays honest.
export const Code = {
  ok: 0,
  passwordExpired: 999,
  verifyRequired: 9999,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  rangeNotSatisfiable: 416,
  tooMany: 429,
  internal: 500,
  unavailable: 503,
  storageFull: 507,
  wrongPassword: 1001,
  wrongCaptcha: 1002,
  accountLocked: 1003,
  accountInactive: 1004,
} as const;
export type CodeValue = (typeof Code)[keyof typeof Code];

/** Codes the client lets through without a toast (spec §8). */
export const silentCodes: readonly number[] = [Code.ok, Code.passwordExpired, Code.verifyRequired];

export type Envelope<T> = { code: number; msg: string; data: T };
export type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number };
/** A page whose count stopped at limits.listCountCap when `capped` (fields.ts cappedPageOf). */
export type CappedPage<T> = Page<T> & { capped: boolean };
