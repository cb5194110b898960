// The envelope of API.md and the one error type the services throw.
import type { Envelope } from '../../contract/codes.ts';
import { Code } from '../../contract/codes.ts';
import type { MessageKey } from './messages.ts';

export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: Code.ok, msg, data };
}

/** A refusal the client should see: HTTP status, envelope code and a message key with params. */
export class AppError extends Error {
  status: number;
  code: number;
  key: MessageKey;
  params: Record<string, string | number>;
  data: unknown;
  constructor(
    status: number,
    code: number,
    key: MessageKey,
    params: Record<string, string | number> = {},
    data: unknown = null,
  ) {
    super(key);
    this.status = status;
    this.code = code;
    this.key = key;
    this.params = params;
    this.data = data;
  }
}

/** A request refused with a message of the catalogue (400). */
export const refused = (key: MessageKey, params: Record<string, string | number> = {}) =>
  new AppError(400, Code.badRequest, key, params);
export const notFound = () => new AppError(404, Code.notFound, 'notFound');
// The web shows the same two texts for its own 401 and 403: one key each, in contract/messages.
export const forbidden = () => new AppError(403, Code.forbidden, 'common.noPermission');
export const unauthorized = () => new AppError(401, Code.unauthorized, 'common.tokenExpired');
export const conflict = () => new AppError(409, Code.conflict, 'conflict');
