// One error handler: every failure leaves as the envelope with an honest HTTP status.
// Unknown errors are logged with their stack and answered with a request id only.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Code } from '../../contract/codes.ts';
import type { Language } from '../../contract/limits.ts';
import { AppError } from './envelope.ts';
import { isMessageKey, pickLanguage, t } from './messages.ts';

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

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const lang = pickLanguage(request.headers['accept-language']);
    if (error instanceof AppError) {
      return reply.code(error.status).send({ code: error.code, msg: t(lang, error.key, error.params), data: error.data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'body';
      return reply.code(400).send({ code: Code.badRequest, msg: t(lang, 'invalidField', { field, rule: ruleText(lang, issue) }), data: { field } });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ code: Code.tooMany, msg: t(lang, 'tooMany'), data: null });
    if (status === 413) return reply.code(413).send({ code: Code.tooLarge, msg: t(lang, 'tooLarge'), data: null });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type …): safe to name, no stack.
      return reply.code(status).send({ code: status === 404 ? Code.notFound : Code.badRequest, msg: `${t(lang, 'invalidBody')}: ${error.message}`, data: null });
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.code(500).send({ code: Code.internal, msg: t(lang, 'internal', { requestId: request.id }), data: { requestId: request.id } });
  });
}
