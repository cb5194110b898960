// The engineers' work queues: one description per kind (its table, the columns the list shows, the
// company it belongs to), read through one query shape, always within the companies assigned to
// the engineer (staff_companies) — another company's item is absent from lists and counts and 404
// on every id. Moves are guarded updates: reply (open → replied) and close (open or replied →
// closed); 409 when the item is no longer in the state the move starts from. A reply is never
// edited: a second reply is 409 (the customer never sees a reply change under them, and an FAQ
// comment's reply is a separate official comment). The customer is mailed the reply.
import { and, count, desc, eq, gte, inArray, sql, type SQL } from '../../db/orm.ts';
import { alias, type PgColumn, type PgSelect, type PgTable } from '../../db/orm.ts';
import type { z } from 'zod';
import type {
  QueueCompany,
  QueueCounts,
  QueueDetail,
  QueueItem,
  QueueKind,
  QueueState,
  queueListQuery,
} from '../../../contract/queues.ts';
import { queueKinds } from '../../../contract/queues.ts';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  articleComments,
  articles,
  catalogItems,
  companies,
  docFeedbacks,
  feedbacks,
  pcnChangeRequests,
  surveyAnswers,
} from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { insertComment } from '../faq/service.ts';
import { ofStaffCompanies, staffCompanyChoices } from '../../platform/staff-companies.ts';
import { notFound } from '../../platform/envelope.ts';
import type { MailPlatform } from '../../platform/mail.ts';
import { sendQueued } from '../../platform/notify.ts';
import { containsIgnoreCase, paginate, type PageAsk } from '../../platform/paging.ts';
import { assertMoved } from '../../platform/publishing.ts';
import { cachedRows, type Readable } from '../../platform/read-cache.ts';
import { queueReplyMail } from './mail.ts';

export type QueueDeps = { db: Db; mail: MailPlatform; portalUrl: string };
type Value = PgColumn | SQL;

/** What the list reads of one kind; the customer and the company are joined the same way for all. */
type Source = {
  table: PgTable;
  id: PgColumn;
  status: PgColumn;
  createdAt: PgColumn;
  accountId: PgColumn;
  /** The company the item belongs to (its customer's). */
  companyId: PgColumn;
  title: Value;
  content: Value;
  tag: Value;
  reply: Value;
  repliedAt: Value;
  repliedBy: Value;
  /** Text the keyword looks in, beside the customer's name and e-mail. */
  keyword: Value[];
  /** Rows of the table that are no queue items (an FAQ's vendor comments, deleted comments). */
  base?: SQL;
  /** Joins the title needs. */
  join?: (q: PgSelect) => PgSelect;
};

const none = sql<null>`null`;

const sources: Record<QueueKind, Source> = {
  pcnRequest: {
    table: pcnChangeRequests,
    id: pcnChangeRequests.id,
    status: pcnChangeRequests.status,
    createdAt: pcnChangeRequests.createdAt,
    accountId: pcnChangeRequests.accountId,
    companyId: pcnChangeRequests.companyId,
    title: catalogItems.name,
    content: pcnChangeRequests.request,
    tag: none,
    reply: pcnChangeRequests.reply,
    repliedAt: pcnChangeRequests.repliedAt,
    repliedBy: pcnChangeRequests.repliedBy,
    keyword: [catalogItems.name, pcnChangeRequests.impact, pcnChangeRequests.request],
    join: (q) => q.innerJoin(catalogItems, eq(catalogItems.id, pcnChangeRequests.itemId)),
  },
  docFeedback: {
    table: docFeedbacks,
    id: docFeedbacks.id,
    status: docFeedbacks.status,
    createdAt: docFeedbacks.createdAt,
    accountId: docFeedbacks.accountId,
    companyId: accounts.companyId,
    title: docFeedbacks.subject,
    content: docFeedbacks.content,
    tag: docFeedbacks.kind,
    reply: docFeedbacks.reply,
    repliedAt: docFeedbacks.repliedAt,
    repliedBy: docFeedbacks.repliedBy,
    keyword: [docFeedbacks.subject, docFeedbacks.content],
  },
  survey: {
    table: surveyAnswers,
    id: surveyAnswers.id,
    status: surveyAnswers.status,
    createdAt: surveyAnswers.createdAt,
    accountId: surveyAnswers.accountId,
    companyId: accounts.companyId,
    title: surveyAnswers.period,
    content: surveyAnswers.suggestion,
    tag: none,
    reply: surveyAnswers.reply,
    repliedAt: surveyAnswers.repliedAt,
    repliedBy: surveyAnswers.repliedBy,
    keyword: [surveyAnswers.suggestion, surveyAnswers.period],
  },
  homeFeedback: {
    table: feedbacks,
    id: feedbacks.id,
    status: feedbacks.status,
    createdAt: feedbacks.createdAt,
    accountId: feedbacks.accountId,
    companyId: accounts.companyId,
    title: feedbacks.subject,
    content: feedbacks.feedback,
    tag: none,
    reply: feedbacks.reply,
    repliedAt: feedbacks.repliedAt,
    repliedBy: feedbacks.repliedBy,
    keyword: [feedbacks.subject, feedbacks.feedback],
  },
  articleComment: {
    table: articleComments,
    id: articleComments.id,
    status: articleComments.status,
    createdAt: articleComments.createdAt,
    accountId: articleComments.accountId,
    companyId: accounts.companyId,
    title: articles.title,
    content: articleComments.content,
    tag: articles.module,
    // The reply is an official comment on the article (QueueDetail.extra.officialReplies).
    reply: none,
    repliedAt: none,
    repliedBy: none,
    keyword: [articles.title, articleComments.content],
    base: sql`${articleComments.isVendor} = false and ${articleComments.deletedAt} is null`,
    join: (q) => q.innerJoin(articles, eq(articles.id, articleComments.articleId)),
  },
};

const repliers = alias(accounts, 'replier');

type Row = {
  id: number;
  status: QueueState;
  title: string;
  content: string;
  tag: string | null;
  reply: string | null;
  repliedAt: Date | string | null;
  repliedBy: string | null;
  createdAt: Date;
  customerId: number;
  customerName: string;
  customerEmail: string;
  companyId: number;
  companyName: string;
  companyNameEn: string;
};

/** The items of companies assigned to `user`. */
const ofMyCompanies = (user: AuthUser, s: Source) => ofStaffCompanies(user, s.companyId);

/** The table with the customer, the company and what the title needs. */
function fromSource(s: Source, q: PgSelect): PgSelect {
  const joined = q
    .innerJoin(accounts, eq(accounts.id, s.accountId))
    .innerJoin(companies, eq(companies.id, s.companyId));
  return s.join ? s.join(joined) : joined;
}

function rowsOf(db: Db, s: Source) {
  const selected = db
    .select({
      id: s.id,
      status: s.status,
      title: s.title,
      content: s.content,
      tag: s.tag,
      reply: s.reply,
      repliedAt: s.repliedAt,
      repliedBy: repliers.name,
      createdAt: s.createdAt,
      customerId: accounts.id,
      customerName: accounts.name,
      customerEmail: accounts.email,
      companyId: companies.id,
      companyName: companies.name,
      companyNameEn: companies.nameEn,
    })
    .from(s.table)
    .$dynamic();
  return fromSource(s, selected).leftJoin(repliers, eq(repliers.id, s.repliedBy));
}

const countOf = (db: Db, s: Source, where: SQL | undefined) =>
  fromSource(s, db.select({ total: count() }).from(s.table).$dynamic()).where(where) as unknown as Readable<{
    total: number;
  }>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function present(kind: QueueKind, r: Row): QueueItem {
  return {
    id: r.id,
    kind,
    status: r.status,
    title: r.title,
    content: r.content,
    tag: r.tag,
    customer: { id: r.customerId, name: r.customerName, email: r.customerEmail },
    company: { id: r.companyId, name: r.companyName, nameEn: r.companyNameEn },
    createdAt: r.createdAt.toISOString(),
    reply: r.reply,
    repliedAt: iso(r.repliedAt),
    repliedBy: r.repliedBy,
  };
}

type ListQuery = Omit<z.output<typeof queueListQuery>, 'pageNum' | 'pageSize'>;

/** One page of a queue, newest first (the kind's `*_queue_idx` on status and time). */
export async function listQueue(db: Db, user: AuthUser, kind: QueueKind, q: ListQuery, page: PageAsk) {
  const s = sources[kind];
  const where = and(
    ofMyCompanies(user, s),
    s.base,
    q.status ? eq(s.status, q.status) : undefined,
    q.companyId ? eq(s.companyId, q.companyId) : undefined,
    containsIgnoreCase(q.keyword, ...s.keyword, accounts.name, accounts.email),
  );
  return paginate(
    db,
    page,
    rowsOf(db, s).where(where).orderBy(desc(s.createdAt), desc(s.id)).$dynamic(),
    countOf(db, s, where),
    (r) => present(kind, r as unknown as Row),
  );
}

/** Open items per kind within the engineer's companies. */
export async function queueCounts(db: Db, user: AuthUser): Promise<QueueCounts> {
  const counted = await Promise.all(
    queueKinds.map(async (kind) => {
      const s = sources[kind];
      const [row] = await cachedRows(db, countOf(db, s, and(eq(s.status, 'open'), s.base, ofMyCompanies(user, s))));
      return [kind, Number(row?.total ?? 0)] as const;
    }),
  );
  return Object.fromEntries(counted) as QueueCounts;
}

/** The companies assigned to the engineer (the list's company filter). */
export const queueCompanies = (db: Db, user: AuthUser): Promise<QueueCompany[]> => staffCompanyChoices(db, user);

/** The item if it is one of the engineer's companies' (404 otherwise, whatever the reason). */
async function findItem(db: Db, user: AuthUser, kind: QueueKind, id: number): Promise<QueueItem> {
  const s = sources[kind];
  const [row] = await rowsOf(db, s)
    .where(and(eq(s.id, id), s.base, ofMyCompanies(user, s)))
    .limit(1);
  if (!row) throw notFound();
  return present(kind, row as unknown as Row);
}

/** The staff console page of a catalogue kind or an article module (filtered there by the name). */
const consolePaths = {
  dcc: '/admin/documents',
  tr: '/admin/reports',
  pcn: '/admin/pcn',
  tool: '/admin/tools',
  faq: '/admin/faq',
  quickstart: '/admin/quickstart',
} as const;
const aboutOf = (type: keyof typeof consolePaths, id: number, name: string) => ({
  type,
  id,
  name,
  path: `${consolePaths[type]}?keyword=${encodeURIComponent(name.slice(0, 100))}`,
});

async function detailExtra(db: Db, item: QueueItem): Promise<Pick<QueueDetail, 'about' | 'extra'>> {
  switch (item.kind) {
    case 'pcnRequest': {
      const [r] = await db
        .select({
          impact: pcnChangeRequests.impact,
          request: pcnChangeRequests.request,
          itemId: pcnChangeRequests.itemId,
        })
        .from(pcnChangeRequests)
        .where(eq(pcnChangeRequests.id, item.id));
      return {
        about: aboutOf('pcn', r.itemId, item.title),
        extra: { kind: 'pcnRequest', impact: r.impact, request: r.request },
      };
    }
    case 'docFeedback': {
      const [r] = await db
        .select({ kind: docFeedbacks.kind, itemId: docFeedbacks.itemId, itemName: catalogItems.name })
        .from(docFeedbacks)
        .leftJoin(catalogItems, eq(catalogItems.id, docFeedbacks.itemId))
        .where(eq(docFeedbacks.id, item.id));
      return {
        about: r.itemId && r.itemName !== null ? aboutOf(r.kind, r.itemId, r.itemName) : null,
        extra: { kind: 'docFeedback', docKind: r.kind, subject: item.title },
      };
    }
    case 'survey': {
      const [r] = await db.select().from(surveyAnswers).where(eq(surveyAnswers.id, item.id));
      return {
        about: null,
        extra: {
          kind: 'survey',
          period: r.period,
          docType: r.docType,
          otherType: r.otherType,
          ratings: r.ratings as Record<string, number>,
          totalScore: r.totalScore / 10,
        },
      };
    }
    case 'homeFeedback': {
      const [r] = await db.select({ page: feedbacks.page }).from(feedbacks).where(eq(feedbacks.id, item.id));
      return { about: null, extra: { kind: 'homeFeedback', subject: item.title, page: r.page } };
    }
    case 'articleComment': {
      const [c] = await db
        .select({ articleId: articleComments.articleId, createdAt: articleComments.createdAt })
        .from(articleComments)
        .where(eq(articleComments.id, item.id));
      const replies = await db
        .select({ author: accounts.name, content: articleComments.content, createdAt: articleComments.createdAt })
        .from(articleComments)
        .innerJoin(accounts, eq(accounts.id, articleComments.accountId))
        .where(
          and(
            eq(articleComments.articleId, c.articleId),
            eq(articleComments.isVendor, true),
            sql`${articleComments.deletedAt} is null`,
            gte(articleComments.createdAt, c.createdAt),
          ),
        )
        .orderBy(articleComments.createdAt, articleComments.id)
        .limit(20);
      const module = item.tag === 'quickstart' ? 'quickstart' : 'faq';
      return {
        about: aboutOf(module, c.articleId, item.title),
        extra: {
          kind: 'articleComment',
          module,
          officialReplies: replies.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        },
      };
    }
  }
}

export async function queueDetail(db: Db, user: AuthUser, kind: QueueKind, id: number): Promise<QueueDetail> {
  const item = await findItem(db, user, kind, id);
  return { ...item, ...(await detailExtra(db, item)) };
}

type Move = { to: QueueState; from: readonly QueueState[]; reply?: string };

/**
 * The guarded update of one item: written only while it is in one of `from` (409 otherwise). A
 * reply records the text, the time and the engineer; a close records the engineer unless one
 * replied before.
 */
function moveRow(tx: Db, user: AuthUser, kind: Exclude<QueueKind, 'articleComment'>, id: number, move: Move) {
  const now = new Date();
  const set = <T extends typeof docFeedbacks | typeof pcnChangeRequests | typeof surveyAnswers | typeof feedbacks>(
    t: T,
  ) =>
    move.reply !== undefined
      ? { status: move.to, reply: move.reply, repliedAt: now, repliedBy: user.id }
      : { status: move.to, repliedBy: sql`coalesce(${t.repliedBy}, ${user.id})` };
  const from = [...move.from];
  switch (kind) {
    case 'docFeedback':
      return tx
        .update(docFeedbacks)
        .set(set(docFeedbacks))
        .where(and(eq(docFeedbacks.id, id), inArray(docFeedbacks.status, from)))
        .returning({ id: docFeedbacks.id });
    case 'pcnRequest':
      return tx
        .update(pcnChangeRequests)
        .set(set(pcnChangeRequests))
        .where(and(eq(pcnChangeRequests.id, id), inArray(pcnChangeRequests.status, from)))
        .returning({ id: pcnChangeRequests.id });
    case 'survey':
      return tx
        .update(surveyAnswers)
        .set(set(surveyAnswers))
        .where(and(eq(surveyAnswers.id, id), inArray(surveyAnswers.status, from)))
        .returning({ id: surveyAnswers.id });
    case 'homeFeedback':
      return tx
        .update(feedbacks)
        .set(set(feedbacks))
        .where(and(eq(feedbacks.id, id), inArray(feedbacks.status, from)))
        .returning({ id: feedbacks.id });
  }
}

/** An FAQ or quick-start comment: replied by an official comment on its article (as server/modules/faq writes them). */
async function moveComment(tx: Db, user: AuthUser, id: number, move: Move) {
  const moved = await tx
    .update(articleComments)
    .set({ status: move.to })
    .where(and(eq(articleComments.id, id), inArray(articleComments.status, [...move.from])))
    .returning({ articleId: articleComments.articleId });
  // The reply is the vendor's official comment on the article.
  if (moved.length && move.reply !== undefined)
    await insertComment(tx, moved[0].articleId, { id: user.id, isStaff: true }, move.reply);
  return moved;
}

async function runMove(
  deps: QueueDeps,
  user: AuthUser,
  kind: QueueKind,
  id: number,
  move: Move,
  ip: string | undefined,
) {
  const item = await findItem(deps.db, user, kind, id);
  // The mail links to the notice or the article the item is about.
  const targetId = move.reply !== undefined ? ((await detailExtra(deps.db, item)).about?.id ?? null) : null;
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const moved =
      kind === 'articleComment' ? await moveComment(tx, user, id, move) : await moveRow(tx, user, kind, id, move);
    assertMoved(moved);
    await audit(tx, {
      accountId: user.id,
      action: `queues.${move.reply !== undefined ? 'reply' : 'close'}`,
      target: `${kind}:${id}`,
      detail: { companyId: item.company.id, from: item.status },
      ip,
    });
    if (move.reply !== undefined) await queueReplyMail(tx, deps, item, move.reply, targetId);
  });
  if (move.reply !== undefined) sendQueued(deps.mail);
}

export const replyToItem = (deps: QueueDeps, user: AuthUser, kind: QueueKind, id: number, reply: string, ip?: string) =>
  runMove(deps, user, kind, id, { to: 'replied', from: ['open'], reply }, ip);

export const closeItem = (deps: QueueDeps, user: AuthUser, kind: QueueKind, id: number, ip?: string) =>
  runMove(deps, user, kind, id, { to: 'closed', from: ['open', 'replied'] }, ip);
