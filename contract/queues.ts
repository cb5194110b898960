// The engineers' work queues (staff code admin.engineer) under /admin/queues/: what customers wrote
// to the vendor — PCN change requests, document and report feedback, survey answers, home feedback,
// FAQ and quick-start comments — each open until an engineer replies (the customer sees the reply
// where they wrote it) or closes it. Shared by server and web.
import { z } from 'zod';
import { idParam, pageOf, pageQueryFields, requiredText, text, type PageQuery, type QueryOf } from './fields.ts';

export const queueKinds = ['pcnRequest', 'docFeedback', 'survey', 'homeFeedback', 'articleComment'] as const;
export type QueueKind = (typeof queueKinds)[number];

/** open → replied (the reply the customer sees) or closed; replied → closed. Nothing else moves. */
export const queueStates = ['open', 'replied', 'closed'] as const;
export type QueueState = (typeof queueStates)[number];
export const queueActions = ['reply', 'close'] as const;
export type QueueAction = (typeof queueActions)[number];

export const queueMax = { reply: 2000, keyword: 100 } as const;

export const queueKindParams = z.object({ kind: z.enum(queueKinds) });
export const queueItemParams = z.object({ kind: z.enum(queueKinds), id: idParam });

export const queueListQuery = z.object({
  status: z.enum(queueStates).optional(),
  companyId: idParam.optional(),
  keyword: text(queueMax.keyword).optional(),
  ...pageQueryFields,
});
export type QueueListQuery = QueryOf<typeof queueListQuery> & PageQuery;

export const queueReplyBody = z.object({ reply: requiredText(queueMax.reply, { multiline: true }) });
export type QueueReplyBody = z.input<typeof queueReplyBody>;

const companySchema = z.object({ id: z.number(), name: z.string(), nameEn: z.string() });
export type QueueCompany = z.infer<typeof companySchema>;

export const queueItemSchema = z.object({
  id: z.number(),
  kind: z.enum(queueKinds),
  status: z.enum(queueStates),
  /** The subject: a feedback's subject, the notice's or article's name, the survey period. */
  title: z.string(),
  /** What the customer wrote (a change request: its request; a survey: its suggestion). */
  content: z.string(),
  /** docFeedback: dcc | tr; articleComment: faq | quickstart; otherwise null. */
  tag: z.string().nullable(),
  customer: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  company: companySchema,
  createdAt: z.string(),
  /** The reply the customer sees (an FAQ comment's reply is an official comment on the article: null here). */
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  /** The engineer who replied or closed it. */
  repliedBy: z.string().nullable(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;
export const queuePageSchema = pageOf(queueItemSchema);

/** The thing an item is about, with the staff console page that shows it (filtered by its name). */
const aboutSchema = z.object({ type: z.string(), id: z.number(), name: z.string(), path: z.string() });

export const queueDetailSchema = queueItemSchema.extend({
  about: aboutSchema.nullable(),
  /** Per kind: the fields beside the common ones. */
  extra: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('pcnRequest'), impact: z.string(), request: z.string() }),
    z.object({ kind: z.literal('docFeedback'), docKind: z.enum(['dcc', 'tr']), subject: z.string() }),
    z.object({
      kind: z.literal('survey'),
      period: z.string(),
      docType: z.string(),
      otherType: z.string(),
      ratings: z.record(z.string(), z.number()),
      totalScore: z.number(),
    }),
    z.object({ kind: z.literal('homeFeedback'), subject: z.string(), page: z.string() }),
    z.object({
      kind: z.literal('articleComment'),
      module: z.enum(['faq', 'quickstart']),
      /** The official (vendor) comments on the article since this comment: where its reply is. */
      officialReplies: z.array(z.object({ author: z.string(), content: z.string(), createdAt: z.string() })),
    }),
  ]),
});
export type QueueDetail = z.infer<typeof queueDetailSchema>;

/** Open items per kind, for the tabs' badges. */
export const queueCountsSchema = z.object(
  Object.fromEntries(queueKinds.map((k) => [k, z.number()])) as Record<QueueKind, z.ZodNumber>,
);
export type QueueCounts = z.infer<typeof queueCountsSchema>;

/** The company filter: the companies assigned to the engineer. */
export const queueCompaniesSchema = z.array(companySchema);
