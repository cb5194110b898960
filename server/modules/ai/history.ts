// The caller's conversations and their messages: the side list, one conversation's messages,
// deleting a message or a whole conversation, and feedback on an answer. Everything is the
// account's own: another account's id is 404.
import { and, count, desc, eq, asc, sql } from '../../db/orm.ts';
import type { z } from 'zod';
import type { feedbackBody } from '../../../contract/ai.ts';
import type { Db } from '../../db/client.ts';
import { aiConversations, aiMessages, platforms } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { notFound } from '../../platform/envelope.ts';
import type { PageAsk } from '../../platform/paging.ts';
import { requireDisclaimer } from './disclaimer.ts';

const c = aiConversations;
/** An answer still "streaming" after this long was cut off by a restart: it is shown as failed. */
const abandonedMs = 10 * 60 * 1000;

export async function listConversations(db: Db, user: AuthUser, page: PageAsk) {
  await requireDisclaimer(db, user);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: c.id,
        title: c.title,
        problemType: c.problemType,
        platform: platforms.name,
        // Counted per listed conversation (its index), never over every account's messages.
        messageCount: sql<number>`(select count(*) from ${aiMessages} where ${aiMessages.conversationId} = ${c.id})`,
        updatedAt: c.updatedAt,
      })
      .from(c)
      .innerJoin(platforms, eq(platforms.id, c.platformId))
      .where(eq(c.accountId, user.id))
      .orderBy(desc(c.updatedAt), desc(c.id))
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
    db.select({ n: count() }).from(c).where(eq(c.accountId, user.id)),
  ]);
  return {
    list: rows.map((r) => ({ ...r, messageCount: Number(r.messageCount), updatedAt: r.updatedAt.toISOString() })),
    total: Number(total?.n ?? 0),
    pageNum: page.pageNum,
    pageSize: page.pageSize,
  };
}

async function ownConversation(db: Db, user: AuthUser, id: number) {
  const [row] = await db
    .select({ conversation: c, platform: platforms.name })
    .from(c)
    .innerJoin(platforms, eq(platforms.id, c.platformId))
    .where(and(eq(c.id, id), eq(c.accountId, user.id)));
  if (!row) throw notFound();
  return row;
}

async function ownMessage(db: Db, user: AuthUser, id: number) {
  const [row] = await db
    .select({ message: aiMessages })
    .from(aiMessages)
    .innerJoin(c, eq(c.id, aiMessages.conversationId))
    .where(and(eq(aiMessages.id, id), eq(c.accountId, user.id)));
  if (!row) throw notFound();
  return row.message;
}

export async function messagesOf(db: Db, user: AuthUser, conversationId: number) {
  await requireDisclaimer(db, user);
  const { conversation, platform } = await ownConversation(db, user, conversationId);
  const rows = await db
    .select()
    .from(aiMessages)
    .where(eq(aiMessages.conversationId, conversationId))
    .orderBy(asc(aiMessages.id));
  return {
    conversation: {
      id: conversation.id,
      title: conversation.title,
      problemType: conversation.problemType,
      platformId: conversation.platformId,
      platform,
    },
    messages: rows.map((m) => ({
      id: m.id,
      role: m.role,
      content: m.content,
      sources: m.sources,
      status:
        m.status === 'streaming' && Date.now() - m.createdAt.getTime() > abandonedMs ? ('failed' as const) : m.status,
      feedback: m.feedback,
      feedbackReason: m.feedbackReason ?? '',
      feedbackComment: m.feedbackComment,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

/** DELETE deleteMessage/: one message, or with `conversationId` the whole conversation. */
export async function deleteMessage(db: Db, user: AuthUser, q: { messageId?: number; conversationId?: number }) {
  if (q.conversationId !== undefined) {
    await ownConversation(db, user, q.conversationId);
    await db.delete(c).where(and(eq(c.id, q.conversationId), eq(c.accountId, user.id)));
    return { id: q.conversationId };
  }
  const message = await ownMessage(db, user, q.messageId!);
  await db.delete(aiMessages).where(eq(aiMessages.id, message.id));
  return { id: message.id };
}

export async function giveFeedback(db: Db, user: AuthUser, body: z.output<typeof feedbackBody>) {
  const message = await ownMessage(db, user, body.messageId);
  if (message.role !== 'assistant') throw notFound();
  await db
    .update(aiMessages)
    .set({
      feedback: body.feedback,
      feedbackReason: body.feedback === 'dislike' ? (body.reason ?? null) : null,
      feedbackComment: body.feedback === 'dislike' ? body.comment : '',
    })
    .where(eq(aiMessages.id, message.id));
  return { id: message.id };
}
