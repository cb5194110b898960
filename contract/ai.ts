// AI assistant (beta, M19): a customer asks about the vendor's chips; the answer is built only from
// portal content the customer may see (found through the search index), streamed token by token,
// and cites its sources. Usable once the current disclaimer version is accepted. Conversations and
// their messages are the account's own; answers can be stopped, liked or disliked, deleted.
import { z } from 'zod';
import { idField, idParam, requiredText, text } from './fields.ts';
import { aiLimits, dislikeReasons, feedbacks, messageStatuses, problemTypes } from './ai-constants.ts';

export * from './ai-constants.ts';

const label = z.object({ zh: z.string(), en: z.string() });

/** GET /common/fae/aiFoundry/chat/problemTypes */
export const problemTypeListSchema = z.array(z.object({ value: z.enum(problemTypes), label }));
/** GET /common/fae/chat/menu: suggested topics, each a question ready to ask. */
export const chatMenuSchema = z.array(
  z.object({ key: z.string(), problemType: z.enum(problemTypes), title: label, question: label }),
);
export type ChatMenu = z.infer<typeof chatMenuSchema>;
/** GET /common/fae/aiFoundry/chat/getPlatformList: the company's authorized platforms. */
export const aiPlatformListSchema = z.array(z.object({ id: z.number(), name: z.string() }));

/** GET /common/fae/disclaimer/getDisclaimerFlag */
export const disclaimerFlagSchema = z.object({ version: z.number(), accepted: z.boolean() });
export type DisclaimerFlag = z.infer<typeof disclaimerFlagSchema>;
/** GET /common/fae/disclaimer/getDisclaimerContent (in the caller's language). */
export const disclaimerContentSchema = z.object({
  version: z.number(),
  title: z.string(),
  paragraphs: z.array(z.string()),
});
export type DisclaimerContent = z.infer<typeof disclaimerContentSchema>;
/** POST /common/fae/disclaimer/isDisclaimerAccepted: records that the caller accepts this version. */
export const acceptDisclaimerBody = z.object({ version: z.number().int().min(1).max(1000) });
export type AcceptDisclaimerBody = z.input<typeof acceptDisclaimerBody>;

/** POST /common/fae/aiFoundry/chat/send: a question, in a conversation or starting one. */
export const sendBody = z.object({
  conversationId: idField.optional(),
  problemType: z.enum(problemTypes),
  platformId: idField,
  question: requiredText(aiLimits.question, { multiline: true }),
});
export type SendBody = z.input<typeof sendBody>;

export const sourceSchema = z.object({
  /** The number the answer cites it by: [1], [2] … */
  n: z.number(),
  module: z.string(),
  itemId: z.number(),
  title: z.string(),
  /** The portal page that shows it. */
  link: z.string(),
});
export type AiSource = z.infer<typeof sourceSchema>;

export const aiMessageSchema = z.object({
  id: z.number(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  sources: z.array(sourceSchema),
  status: z.enum(messageStatuses),
  feedback: z.enum(feedbacks).nullable(),
  /** A dislike's reason (one of dislikeReasons), '' otherwise. */
  feedbackReason: z.string(),
  feedbackComment: z.string(),
  createdAt: z.string(),
});
export type AiMessage = z.infer<typeof aiMessageSchema>;

/** GET /common/fae/aiFoundry/chat/getMessageList?conversationId= */
export const messageListQuery = z.object({ conversationId: idParam });
export const messageListSchema = z.object({
  conversation: z.object({
    id: z.number(),
    title: z.string(),
    problemType: z.enum(problemTypes),
    platformId: z.number(),
    platform: z.string(),
  }),
  messages: z.array(aiMessageSchema),
});
export type MessageList = z.infer<typeof messageListSchema>;

/** GET /common/fae/aiFoundry/chat/getHistoryMessages: the caller's conversations, newest first. */
export const conversationRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  problemType: z.enum(problemTypes),
  platform: z.string(),
  messageCount: z.number(),
  updatedAt: z.string(),
});
export type ConversationRow = z.infer<typeof conversationRowSchema>;

/** DELETE /common/fae/aiFoundry/chat/deleteMessage/?messageId= or ?conversationId= (one of them). */
export const deleteMessageQuery = z
  .object({ messageId: idParam.optional(), conversationId: idParam.optional() })
  .refine((q) => (q.messageId === undefined) !== (q.conversationId === undefined), {
    message: 'common.note.selectData',
    path: ['messageId'],
  });
export type DeleteMessageQuery = { messageId?: number; conversationId?: number };

/** POST /common/fae/aiFoundry/chat/messageFeedback: like, dislike with a reason, or null to take it back. */
export const feedbackBody = z
  .object({
    messageId: idField,
    feedback: z.enum(feedbacks).nullable(),
    reason: z.enum(dislikeReasons).optional(),
    comment: text(aiLimits.feedbackComment, { multiline: true }).default(''),
  })
  .refine((b) => b.feedback !== 'dislike' || b.reason !== undefined, {
    message: 'common.note.select',
    path: ['reason'],
  });
export type FeedbackBody = z.input<typeof feedbackBody>;

/** POST /common/fae/aiFoundry/chat/stopResponse: ends the answer being written; what was said stays. */
export const stopBody = z.object({ messageId: idField });
export type StopBody = z.input<typeof stopBody>;
