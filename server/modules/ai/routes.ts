// AI assistant (beta, M19), at the spec's paths (§7): GET /common/fae/chat/menu;
// /common/fae/disclaimer/ getDisclaimerFlag, getDisclaimerContent, POST isDisclaimerAccepted;
// /common/fae/aiFoundry/chat/ problemTypes, getPlatformList, getHistoryMessages, getMessageList,
// DELETE deleteMessage/, POST messageFeedback, POST stopResponse; and the designed POST send
// (API.md: the answer as server-sent events). Every call needs M19; the chat calls also need the
// current disclaimer accepted.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptDisclaimerBody,
  aiPlatformListSchema,
  chatMenuSchema,
  conversationRowSchema,
  deleteMessageQuery,
  disclaimerContentSchema,
  disclaimerFlagSchema,
  feedbackBody,
  messageListQuery,
  messageListSchema,
  problemTypeListSchema,
  sendBody,
  sendPath,
  stopBody,
} from '../../../contract/ai.ts';
import { problemTypes } from '../../../contract/ai-constants.ts';
import { createdSchema } from '../../../contract/fields.ts';
import { moduleCodes } from '../../../contract/menus.ts';
import { currentUser } from '../../platform/auth.ts';
import { projectAndPlatformChoices } from '../../platform/choices.ts';
import { ok } from '../../platform/envelope.ts';
import { pickLanguage } from '../../platform/messages.ts';
import { envelopeOf, pageOf, pageQuery } from '../../platform/schemas.ts';
import { chatMenu, problemTypeLabels } from './catalogue.ts';
import { currentAiDisclaimer } from '../settings/documents.ts';
import { send, stop, stopAll, type ChatDeps } from './chat.ts';
import { acceptDisclaimer, disclaimerFlag } from './disclaimer.ts';
import { createEngine } from './engines.ts';
import { deleteMessage, giveFeedback, listConversations, messagesOf } from './history.ts';

export async function aiRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const deps: ChatDeps = { db, engine: createEngine(config) };
  app.addHook('onClose', async () => stopAll());
  const access = { access: moduleCodes.ai.page };
  const tags = ['ai'];
  const chat = '/common/fae/aiFoundry/chat';
  const created = { 200: envelopeOf(createdSchema) };

  app.get(
    '/common/fae/chat/menu',
    { config: access, schema: { tags, response: { 200: envelopeOf(chatMenuSchema) } } },
    async () => ok(chatMenu),
  );
  app.get(
    '/common/fae/disclaimer/getDisclaimerFlag',
    { config: access, schema: { tags, response: { 200: envelopeOf(disclaimerFlagSchema) } } },
    async (request) => ok(await disclaimerFlag(db, currentUser(request))),
  );
  app.get(
    '/common/fae/disclaimer/getDisclaimerContent',
    { config: access, schema: { tags, response: { 200: envelopeOf(disclaimerContentSchema) } } },
    async (request) => ok(await currentAiDisclaimer(db, pickLanguage(request.headers['accept-language']))),
  );
  app.post(
    '/common/fae/disclaimer/isDisclaimerAccepted',
    {
      config: access,
      schema: { tags, body: acceptDisclaimerBody, response: { 200: envelopeOf(disclaimerFlagSchema) } },
    },
    async (request) => ok(await acceptDisclaimer(db, currentUser(request), request.body.version)),
  );
  app.get(
    `${chat}/problemTypes`,
    { config: access, schema: { tags, response: { 200: envelopeOf(problemTypeListSchema) } } },
    async () => ok(problemTypes.map((value) => ({ value, label: problemTypeLabels[value] }))),
  );
  app.get(
    `${chat}/getPlatformList`,
    { config: access, schema: { tags, response: { 200: envelopeOf(aiPlatformListSchema) } } },
    async (request) => ok((await projectAndPlatformChoices(db, currentUser(request))).platforms),
  );
  app.get(
    `${chat}/getHistoryMessages`,
    {
      config: access,
      schema: { tags, querystring: pageQuery, response: { 200: envelopeOf(pageOf(conversationRowSchema)) } },
    },
    async (request) => ok(await listConversations(db, currentUser(request), request.query)),
  );
  app.get(
    `${chat}/getMessageList`,
    {
      config: access,
      schema: { tags, querystring: messageListQuery, response: { 200: envelopeOf(messageListSchema) } },
    },
    async (request) => ok(await messagesOf(db, currentUser(request), request.query.conversationId)),
  );
  app.delete(
    `${chat}/deleteMessage/`,
    { config: access, schema: { tags, querystring: deleteMessageQuery, response: created } },
    async (request) => ok(await deleteMessage(db, currentUser(request), request.query)),
  );
  app.post(
    `${chat}/messageFeedback`,
    { config: access, schema: { tags, body: feedbackBody, response: created } },
    async (request) => ok(await giveFeedback(db, currentUser(request), request.body)),
  );
  app.post(
    `${chat}/stopResponse`,
    { config: access, schema: { tags, body: stopBody, response: created } },
    async (request) => ok(await stop(db, currentUser(request), request.body.messageId)),
  );
  app.post(
    sendPath,
    {
      config: access,
      schema: {
        tags,
        body: sendBody,
        description:
          'Answers text/event-stream: `meta` {conversationId, messageId, userMessageId, sources}, `delta` {text}…, `done` {status, msg?}. Refusals before the stream are the envelope.',
      },
    },
    async (request, reply) => send(deps, request, reply, currentUser(request), request.body),
  );
}
