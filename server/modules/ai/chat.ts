// Asking: POST /common/fae/aiFoundry/chat/send. Checks come first and refuse with the envelope
// (disclaimer, platform, conversation); then the question and an empty answer are written, and the
// answer streams as server-sent events (contract/ai-constants.ts streamEvents) while the engine
// writes it. Stop (POST stopResponse, or the client going away) ends it at once; what was said is
// kept, marked stopped. An engine that fails or times out ends it as failed with "the assistant is
// unavailable, try again".
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, desc, eq, inArray } from '../../db/orm.ts';
import { aiLimits, type StreamDone, type StreamMeta } from '../../../contract/ai-constants.ts';
import type { SendBody } from '../../../contract/ai.ts';
import { Code } from '../../../contract/codes.ts';
import type { Db } from '../../db/client.ts';
import { aiConversations, aiMessages } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError, notFound } from '../../platform/envelope.ts';
import { pickLanguage, t } from '../../platform/messages.ts';
import { requireDisclaimer } from './disclaimer.ts';
import type { Engine, Turn } from './engines.ts';
import { retrieve } from './retrieve.ts';

/** Answers being written in this process, by assistant message id: stop aborts them. */
const running = new Map<number, { accountId: number; controller: AbortController }>();

export type ChatDeps = { db: Db; engine: Engine };

async function conversationFor(deps: ChatDeps, user: AuthUser, body: SendBody) {
  if (body.conversationId === undefined) {
    const title = body.question.replace(/\s+/g, ' ').trim().slice(0, aiLimits.conversationTitle);
    const [created] = await deps.db
      .insert(aiConversations)
      .values({ accountId: user.id, problemType: body.problemType, platformId: body.platformId, title })
      .returning();
    return created;
  }
  const [own] = await deps.db
    .select()
    .from(aiConversations)
    .where(and(eq(aiConversations.id, body.conversationId), eq(aiConversations.accountId, user.id)));
  if (!own) throw notFound();
  return own;
}

/** The conversation's last turns that were answered, oldest first, for an engine that reads context. */
async function historyOf(db: Db, conversationId: number, before: number): Promise<Turn[]> {
  const rows = await db
    .select({ id: aiMessages.id, role: aiMessages.role, content: aiMessages.content })
    .from(aiMessages)
    .where(and(eq(aiMessages.conversationId, conversationId), inArray(aiMessages.status, ['complete', 'stopped'])))
    .orderBy(desc(aiMessages.id))
    .limit(aiLimits.historyTurns * 2);
  return rows
    .filter((r) => r.id < before && r.content)
    .reverse()
    .map((r) => ({ role: r.role, content: r.content }));
}

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

export async function send(
  deps: ChatDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: AuthUser,
  body: SendBody,
) {
  await requireDisclaimer(deps.db, user);
  if (!user.platformIds.includes(body.platformId)) throw new AppError(400, Code.badRequest, 'aiPlatformInvalid');
  const conversation = await conversationFor(deps, user, body);
  const language = pickLanguage(request.headers['accept-language']);
  const sources = await retrieve(deps.db, user, body.question, conversation.platformId);
  const stored = sources.map(({ text: _text, ...source }) => source);
  const [question] = await deps.db
    .insert(aiMessages)
    .values({ conversationId: conversation.id, role: 'user', content: body.question })
    .returning({ id: aiMessages.id });
  const [answer] = await deps.db
    .insert(aiMessages)
    .values({ conversationId: conversation.id, role: 'assistant', status: 'streaming', sources: stored })
    .returning({ id: aiMessages.id });
  const history = await historyOf(deps.db, conversation.id, question.id);

  const controller = new AbortController();
  running.set(answer.id, { accountId: user.id, controller });
  // A client that goes away stops the answer as its Stop button would.
  reply.raw.on('close', () => controller.abort());

  // The stream's own headers join those the app set on the reply (security headers …): a hijacked
  // reply sends only what writeHead is given, as sendParts does for files.
  reply.headers({
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    'X-Accel-Buffering': 'no',
    'X-Content-Type-Options': 'nosniff',
    Connection: 'keep-alive',
  });
  reply.hijack();
  reply.raw.writeHead(200, reply.getHeaders() as OutgoingHttpHeaders);
  const write = (text: string) => {
    if (!reply.raw.writableEnded && !reply.raw.destroyed) reply.raw.write(text);
  };
  const meta: StreamMeta = {
    conversationId: conversation.id,
    messageId: answer.id,
    userMessageId: question.id,
    sources: stored,
  };
  write(event('meta', meta));

  let content = '';
  let status: StreamDone['status'] = 'complete';
  let failure: string | undefined;
  try {
    const stream = deps.engine.answer({
      question: body.question,
      history,
      sources,
      language,
      signal: controller.signal,
    });
    for await (const piece of stream) {
      if (controller.signal.aborted) break;
      content += piece;
      write(event('delta', { text: piece }));
    }
    if (controller.signal.aborted) status = 'stopped';
  } catch (error) {
    if (controller.signal.aborted) status = 'stopped';
    else {
      status = 'failed';
      failure = t(language, 'aiUnavailable');
      request.log.warn({ err: error }, 'AI engine failed');
    }
  } finally {
    running.delete(answer.id);
  }
  await deps.db.update(aiMessages).set({ content, status }).where(eq(aiMessages.id, answer.id));
  await deps.db.update(aiConversations).set({ updatedAt: new Date() }).where(eq(aiConversations.id, conversation.id));
  const done: StreamDone = { status, ...(failure ? { msg: failure } : {}) };
  write(event('done', done));
  reply.raw.end();
}

/** POST stopResponse: ends the caller's answer being written (a finished one: nothing to do). */
export async function stop(db: Db, user: AuthUser, messageId: number) {
  const [own] = await db
    .select({ id: aiMessages.id })
    .from(aiMessages)
    .innerJoin(aiConversations, eq(aiConversations.id, aiMessages.conversationId))
    .where(and(eq(aiMessages.id, messageId), eq(aiConversations.accountId, user.id), eq(aiMessages.role, 'assistant')));
  if (!own) throw notFound();
  const current = running.get(messageId);
  if (current && current.accountId === user.id) current.controller.abort();
  return { id: messageId };
}

/** For the process's end: every answer being written stops (kept as stopped). */
export function stopAll() {
  for (const { controller } of running.values()) controller.abort();
}
