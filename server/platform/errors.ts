// One error handler: every failure leaves as the envelope with an honest HTTP status.
// Unknown errors are logged without the client's data (see loggableError) and answered with a
// request id only. Errors Fastify answers before any route runs (a path parameter too long, a
// malformed URL) come here too, through the frameworkErrors option of app.ts, and so do those
// Node's HTTP parser answers before Fastify (headers too large, a request line that does not
// parse), through its clientErrorHandler option.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Code } from '../../contract/codes.ts';
import type { Language } from '../../contract/limits.ts';
import { AppError } from './envelope.ts';
import { isMessageKey, pickLanguage, t, type MessageKey } from './messages.ts';
import { computeApiSecurityHeaders } from './security-headers.ts';

const zhRules: Record<string, string> = {
  invalid_type: '类型或必填项错误',
  too_small: '过短或为空',
  too_big: '过长或过大',
  invalid_format: '格式错误',
  invalid_value: '取值无效',
  unrecognized_keys: '包含未知字段',
  custom: '不符合规则',
};

/** Text of one zod issue: a message key of ours when the schema set one, else the zod rule. */
function ruleText(lang: Language, issue: { keyword: string; message?: string }): string {
  const message = issue.message ?? '';
  if (isMessageKey(message)) return t(lang, message);
  return lang === 'zh' ? (zhRules[issue.keyword] ?? message) : message;
}

/** Fields of a PostgreSQL (or PGlite) error that name the rule and the place, never a value. */
const databaseFields = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine'] as const;

/** `error` and the errors it was wrapped around (drizzle, pipelines and libraries wrap), outermost first. */
function* causesOf(error: unknown): Generator<Record<string, unknown>> {
  let current = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

/** The PostgreSQL error in `error` or its causes (drizzle wraps it): a SQLSTATE code and a severity. */
function databaseErrorOf(error: unknown): Record<string, unknown> | null {
  for (const candidate of causesOf(error))
    if (
      typeof candidate.code === 'string' &&
      /^[0-9A-Z]{5}$/.test(candidate.code) &&
      typeof candidate.severity === 'string'
    )
      return candidate;
  return null;
}

/** The SQLSTATE of a database error, however deep the driver wrapped it; undefined for any other error. */
export const sqlStateOf = (error: unknown): string | undefined => databaseErrorOf(error)?.code as string | undefined;
/** A unique index refused the write (23505): the row's own answer, e.g. a name already taken. */
export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === '23505';
/** A foreign key refused the write (23503): something still names the row, or it names a row that went. */
export const isForeignKeyViolation = (error: unknown): boolean => sqlStateOf(error) === '23503';

/** drizzle's query error: its message is the SQL and every parameter. */
const isQueryError = (error: unknown): boolean =>
  error !== null &&
  typeof error === 'object' &&
  ('query' in error || 'params' in error || (error as Error).name === 'DrizzleQueryError');

/**
 * The frames of a stack without its message (which may quote the client's values, and may even
 * hold lines that look like frames): those of our own code when there are any, at most 8.
 */
function framesOf(error: unknown): string[] {
  if (!(error instanceof Error) || typeof error.stack !== 'string') return [];
  const at = error.message ? error.stack.indexOf(error.message) : -1;
  const rest = at >= 0 ? error.stack.slice(at + error.message.length) : error.stack;
  const frames = rest
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at '));
  const ours = frames.filter((line) => !line.includes('node_modules') && !line.includes('node:'));
  return (ours.length > 0 ? ours : frames).slice(0, 8);
}

/**
 * What the error log may keep of an unexpected error. A database error is logged by its class,
 * SQLSTATE, severity and the constraint, table or column it names: never its message, detail,
 * query or parameters, which carry the client's data. Other errors keep their message (our
 * code's text), cut to 300 characters.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const type = error instanceof Error ? error.constructor.name : typeof error;
  const frames = framesOf(error);
  const database = databaseErrorOf(error);
  if (database || isQueryError(error)) {
    const fields = Object.fromEntries(
      databaseFields.filter((key) => typeof database?.[key] === 'string').map((key) => [key, database![key]]),
    );
    return { type, database: fields, frames };
  }
  return { type, message: messageOf(error).slice(0, 300), frames };
}

/**
 * An error's own words. Some libraries throw plain objects (tus: `{ status_code, body }`), which
 * String() would log as "[object Object]": their message or body is the library's text.
 */
function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error === null || typeof error !== 'object') return String(error);
  const { message, body } = error as { message?: unknown; body?: unknown };
  if (typeof message === 'string') return message;
  if (typeof body === 'string') return body;
  return `an object with ${Object.keys(error).slice(0, 10).join(', ') || 'no fields'}`;
}

/** An answer the routes' error handling made: the status, its headers and the envelope. */
export type FaultAnswer = {
  status: number;
  headers: Record<string, string>;
  body: { code: number; msg: string; data: { requestId: string } };
};

/**
 * The answer to a failure that is not the client's, logged without the client's data: the
 * resources the request needs are out (a full disk: 507; the database down or restarting: 503,
 * with Retry-After), a message a person can act on; anything else is a 500 with the request id
 * only. Also for handlers that answer outside Fastify's reply (tus).
 */
export function faultAnswer(error: unknown, request: FastifyRequest, lang: Language): FaultAnswer {
  const data = { requestId: request.id };
  if (isStorageFull(error) || isDatabaseUnavailable(error)) {
    const full = isStorageFull(error);
    request.log.error({ error: loggableError(error) }, full ? 'storage full' : 'database unavailable');
    const code = full ? Code.storageFull : Code.unavailable;
    const msg = t(lang, full ? 'storageFull' : 'databaseUnavailable', data);
    return { status: code, headers: full ? {} : { 'Retry-After': '5' }, body: { code, msg, data } };
  }
  request.log.error({ error: loggableError(error), reqId: request.id }, 'unhandled error');
  return { status: 500, headers: {}, body: { code: Code.internal, msg: t(lang, 'internal', data), data } };
}

function sendFault(error: unknown, request: FastifyRequest, reply: FastifyReply, lang: Language) {
  const answer = faultAnswer(error, request, lang);
  return reply.code(answer.status).headers(answer.headers).send(answer.body);
}

/**
 * Fastify's frameworkErrors: a path parameter over routerOptions.maxParamLength (414) or a URL
 * that does not decode (400) is refused before routing, and would otherwise leave with Fastify's
 * own body instead of the envelope.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = pickLanguage(request.headers['accept-language']);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply.code(414).send({ code: Code.badRequest, msg: t(lang, 'pathTooLong'), data: null });
  if (error.code === 'FST_ERR_BAD_URL')
    return reply.code(400).send({ code: Code.badRequest, msg: t(lang, 'badUrl'), data: null });
  return sendFault(error, request, reply, lang);
}

/** What Node's HTTP parser refused, as the envelope: the status, the code and the message. */
function clientErrorOf(code: string | undefined): { status: number; code: number; key: MessageKey } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, code: Code.tooLarge, key: 'headersTooLarge' };
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return { status: 413, code: Code.tooLarge, key: 'invalidBody' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, code: Code.badRequest, key: 'requestTimeout' };
  return { status: 400, code: Code.badRequest, key: 'invalidBody' };
}

/**
 * The Accept-Language of a request the parser refused, read from the bytes it had (Node keeps them
 * in rawPacket): only the first 16 KB, the most a request's headers may hold.
 */
function languageOfRaw(raw: unknown): Language {
  if (!Buffer.isBuffer(raw)) return pickLanguage(undefined);
  const head = raw.subarray(0, 16 * 1024).toString('latin1');
  return pickLanguage(/^accept-language:[ \t]*([^\r\n]*)/im.exec(head)?.[1]);
}

/**
 * Fastify's clientErrorHandler: a request Node's HTTP parser refuses before Fastify sees it (headers
 * over 16 KB: 431; a request line or header that does not parse: 400; too slow: 408) never reaches
 * the error handler above, and Fastify's default writes its own body. This writes the envelope, as
 * JSON, with the API's security headers, and closes the connection (the parser cannot go on).
 */
export function clientErrorHandler(): (this: FastifyInstance, error: ClientError, socket: Socket) => void {
  const headers = Object.entries(computeApiSecurityHeaders())
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return function answerClientError(error, socket) {
    // A reset connection has nobody to answer (Node's own handler does the same).
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const answer = clientErrorOf(error.code);
    this.log.trace({ error: { code: error.code, status: answer.status } }, 'client error');
    if (socket.writable) {
      const body = JSON.stringify({
        code: answer.code,
        msg: t(languageOfRaw(error.rawPacket), answer.key),
        data: null,
      });
      socket.write(
        `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\n` +
          'content-type: application/json; charset=utf-8\r\n' +
          `content-length: ${Buffer.byteLength(body)}\r\n` +
          headers +
          'connection: close\r\n\r\n' +
          body,
      );
    }
    socket.destroy(error);
  };
}
type ClientError = Error & { code?: string; rawPacket?: unknown };

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const lang = pickLanguage(request.headers['accept-language']);
    if (error instanceof AppError) {
      return reply
        .code(error.status)
        .send({ code: error.code, msg: t(lang, error.key, error.params), data: error.data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'body';
      return reply.code(400).send({
        code: Code.badRequest,
        msg: t(lang, 'invalidField', { field, rule: ruleText(lang, issue) }),
        data: { field },
      });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ code: Code.tooMany, msg: t(lang, 'tooMany'), data: null });
    if (status === 413) return reply.code(413).send({ code: Code.tooLarge, msg: t(lang, 'tooLarge'), data: null });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type …): safe to name, no stack.
      return reply.code(status).send({
        code: status === 404 ? Code.notFound : Code.badRequest,
        msg: `${t(lang, 'invalidBody')}: ${error.message}`,
        data: null,
      });
    }
    return sendFault(error, request, reply, lang);
  });
}

/** The disk (or the volume's quota) is full, however deep the error was wrapped. */
const isStorageFull = (error: unknown): boolean =>
  [...causesOf(error)].some((e) => e.code === 'ENOSPC' || e.code === 'EDQUOT');

const connectionCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
/**
 * The database cannot be reached or is going down: refused or dropped connections, SQLSTATE class
 * 08 (connection exception), 57P01–57P03 (shut down by the administrator, crashed, starting up) and
 * node-postgres's own words for a connection it lost.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlStateOf(error);
  if (state && (state.startsWith('08') || ['57P01', '57P02', '57P03'].includes(state))) return true;
  return [...causesOf(error)].some(
    (e) =>
      (typeof e.code === 'string' && connectionCodes.has(e.code)) ||
      (typeof e.message === 'string' && /^Connection terminated|is not queryable|^Connection ended/.test(e.message)),
  );
}
