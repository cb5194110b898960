// Feedback on documents and reports, the satisfaction survey, PCN change requests and
// acknowledgements, tool versions: the module extras, each bound to a visible item.
import { and, count, desc, eq } from '../../db/orm.ts';
import type { z } from 'zod';
import { Code } from '../../../contract/codes.ts';
import {
  surveyAnswersShown,
  type changeRequestBody,
  type docFeedbackBody,
  type surveyBody,
} from '../../../contract/dcc.ts';
import { limits } from '../../../contract/limits.ts';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  catalogItems,
  docFeedbacks,
  files,
  pcnAcknowledgements,
  pcnChangeRequests,
  surveyAnswers,
  toolVersions,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/envelope.ts';
import { paginate, type PageAsk } from '../../platform/paging.ts';
import { findItem } from './catalog.ts';

export async function addDocFeedback(
  db: Db,
  user: AuthUser,
  kind: 'dcc' | 'tr',
  body: z.infer<typeof docFeedbackBody>,
) {
  if (body.itemId) await findItem(db, user, body.itemId, kind);
  const [row] = await db
    .insert(docFeedbacks)
    .values({ kind, accountId: user.id, itemId: body.itemId ?? null, subject: body.subject, content: body.content })
    .returning();
  return { id: row.id };
}

export async function listDocFeedback(db: Db, user: AuthUser, kind: 'dcc' | 'tr', page: PageAsk) {
  const where = and(eq(docFeedbacks.accountId, user.id), eq(docFeedbacks.kind, kind));
  return paginate(
    db,
    page,
    db
      .select({ f: docFeedbacks, itemName: catalogItems.name })
      .from(docFeedbacks)
      .leftJoin(catalogItems, eq(catalogItems.id, docFeedbacks.itemId))
      .where(where)
      .orderBy(desc(docFeedbacks.createdAt), desc(docFeedbacks.id))
      .$dynamic(),
    db.select({ total: count() }).from(docFeedbacks).where(where),
    ({ f, itemName }) => ({
      id: f.id,
      itemId: f.itemId,
      itemName,
      subject: f.subject,
      content: f.content,
      status: f.status,
      reply: f.reply,
      repliedAt: f.repliedAt ? f.repliedAt.toISOString() : null,
      createdAt: f.createdAt.toISOString(),
    }),
  );
}

/** Survey periods are calendar quarters: one answer per account per quarter. */
export const surveyPeriod = (now = new Date()) => `${now.getUTCFullYear()}-Q${Math.floor(now.getUTCMonth() / 3) + 1}`;

/** This period's answer, and the account's latest answers with the engineers' replies. */
export async function surveyStatus(db: Db, user: AuthUser) {
  const period = surveyPeriod();
  const rows = await db
    .select()
    .from(surveyAnswers)
    .where(eq(surveyAnswers.accountId, user.id))
    .orderBy(desc(surveyAnswers.createdAt), desc(surveyAnswers.id))
    .limit(surveyAnswersShown);
  const row = rows.find((r) => r.period === period);
  return {
    period,
    done: !!row,
    totalScore: row ? row.totalScore / 10 : null,
    maxScore: limits.surveyMaxScore,
    answers: rows.map((r) => ({
      period: r.period,
      totalScore: r.totalScore / 10,
      suggestion: r.suggestion,
      status: r.status,
      reply: r.reply,
      repliedAt: r.repliedAt ? r.repliedAt.toISOString() : null,
    })),
  };
}

/** Total out of 10: the mean of the 1–5 ratings, doubled, to one decimal. */
export function surveyScore(ratings: Record<string, number>): number {
  const values = Object.values(ratings);
  return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 2 * 10) / 10;
}

export async function submitSurvey(db: Db, user: AuthUser, body: z.infer<typeof surveyBody>) {
  if (body.docType === 'other' && !body.otherType)
    throw new AppError(400, Code.badRequest, 'surveyOtherType', {}, { field: 'otherType' });
  const period = surveyPeriod();
  const totalScore = surveyScore(body.ratings);
  const inserted = await db
    .insert(surveyAnswers)
    .values({
      accountId: user.id,
      period,
      docType: body.docType,
      otherType: body.docType === 'other' ? (body.otherType ?? '') : '',
      ratings: body.ratings,
      totalScore: Math.round(totalScore * 10),
      suggestion: body.suggestion,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted.length === 0) throw new AppError(409, Code.conflict, 'surveyDone');
  return { period, totalScore, maxScore: limits.surveyMaxScore };
}

export async function addChangeRequest(db: Db, user: AuthUser, body: z.infer<typeof changeRequestBody>) {
  await findItem(db, user, body.itemId, 'pcn');
  const [row] = await db
    .insert(pcnChangeRequests)
    .values({
      itemId: body.itemId,
      accountId: user.id,
      companyId: user.companyId,
      impact: body.impact,
      request: body.request,
    })
    .returning();
  return { id: row.id };
}

/** Per notice: every request of the caller's company on it; without a notice: the caller's own. */
export async function listChangeRequests(db: Db, user: AuthUser, itemId: number | undefined, page: PageAsk) {
  if (itemId) await findItem(db, user, itemId, 'pcn');
  const where = itemId
    ? and(eq(pcnChangeRequests.itemId, itemId), eq(pcnChangeRequests.companyId, user.companyId))
    : eq(pcnChangeRequests.accountId, user.id);
  return paginate(
    db,
    page,
    db
      .select({ r: pcnChangeRequests, itemName: catalogItems.name, author: accounts.name })
      .from(pcnChangeRequests)
      .innerJoin(catalogItems, eq(catalogItems.id, pcnChangeRequests.itemId))
      .innerJoin(accounts, eq(accounts.id, pcnChangeRequests.accountId))
      .where(where)
      .orderBy(desc(pcnChangeRequests.createdAt), desc(pcnChangeRequests.id))
      .$dynamic(),
    db.select({ total: count() }).from(pcnChangeRequests).where(where),
    ({ r, itemName, author }) => ({
      id: r.id,
      itemId: r.itemId,
      itemName,
      impact: r.impact,
      request: r.request,
      author,
      createdAt: r.createdAt.toISOString(),
      status: r.status,
      reply: r.reply,
      repliedAt: r.repliedAt ? r.repliedAt.toISOString() : null,
    }),
  );
}

export async function acknowledgeNotice(db: Db, user: AuthUser, itemId: number) {
  await findItem(db, user, itemId, 'pcn');
  await db.insert(pcnAcknowledgements).values({ itemId, accountId: user.id }).onConflictDoNothing();
}

export async function listToolVersions(db: Db, user: AuthUser, itemId: number) {
  await findItem(db, user, itemId, 'tool');
  const rows = await db
    .select({ v: toolVersions, file: files })
    .from(toolVersions)
    .leftJoin(files, eq(files.id, toolVersions.fileId))
    .where(eq(toolVersions.itemId, itemId))
    .orderBy(desc(toolVersions.releasedAt), desc(toolVersions.id));
  return rows.map(({ v, file }) => ({
    id: v.id,
    versionName: v.versionName,
    log: v.log,
    releasedAt: v.releasedAt.toISOString(),
    fileId: file?.id ?? null,
    fileName: file?.name ?? null,
    size: file?.size ?? null,
    sha256: file?.sha256 ?? null,
  }));
}
