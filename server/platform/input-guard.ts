// A NUL character anywhere in the path, query or JSON body is refused before any schema runs.
// PostgreSQL cannot store NUL in text, so a field whose schema forgot the shared text builder
// (contract/fields.ts) would otherwise reach the database and fail there as a 500.
import type { FastifyInstance } from 'fastify';
import { Code } from '../../contract/codes.ts';
import { pickLanguage, t } from './messages.ts';

/** The dotted path of the first string or key holding NUL, or null. Iterative: bodies may nest deep. */
export function findNul(root: unknown, prefix: string): string | null {
  const stack: [unknown, string][] = [[root, prefix]];
  while (stack.length > 0) {
    const [value, at] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return at;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const path = at ? `${at}.${key}` : key;
        if (key.includes('\u0000')) return path;
        stack.push([child, path]);
      }
    }
  }
  return null;
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, reply, done) => {
    // Path and query come from the URL, where the HTTP parser refuses a raw NUL: without an escape
    // and without a body there is nothing to look through (most GETs, the health probe).
    if (request.body === undefined && !request.url.includes('%')) return done();
    const field = findNul(request.params, '') ?? findNul(request.query, '') ?? findNul(request.body, '');
    if (field === null) return done();
    const lang = pickLanguage(request.headers['accept-language']);
    // A key is the client's text: shown without its NUL and never longer than a field name could be.
    const name = field.replaceAll('\u0000', '\\0').slice(0, 100) || 'body';
    reply.code(400).send({
      code: Code.badRequest,
      msg: t(lang, 'invalidField', { field: name, rule: t(lang, 'badCharacters') }),
      data: { field: name },
    });
  });
}
