// Reading reviews, for both sides: the list rows, the detail (fields, items, timeline, what the
// caller may do) and the conversation. Every read is filtered by reviewsOf(user), and goes through
// the read cache: the routes keep their answers (config.keepAnswer), which they can only when
// every statement of the answer came from cachedRows (server/platform/answer-cache.ts).
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, type SQL } from '../../db/orm.ts';
import { alias } from '../../db/orm.ts';
import type { ReviewDetail, ReviewFile, ReviewListQuery, AdminReviewListQuery } from '../../../contract/review.ts';
import { engineerResults } from '../../../contract/review.ts';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  companies,
  files,
  platforms,
  projects,
  reviewFiles,
  reviewHistory,
  reviewItems,
  reviewMessages,
  reviews,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { notFound } from '../../platform/envelope.ts';
import { capTotal, cappedCount, containsIgnoreCase, dayAfter, paginate } from '../../platform/paging.ts';
import { projectAndPlatformChoices } from '../../platform/choices.ts';
import { cachedRows } from '../../platform/read-cache.ts';
import { customerMay, engineerMay } from './rules.ts';
import { reviewsOf } from './visibility.ts';

const submitters = alias(accounts, 'submitter');
const engineers = alias(accounts, 'engineer');

export const rowColumns = {
  id: reviews.id,
  reviewType: reviews.reviewType,
  pcbProject: reviews.pcbProject,
  projectId: reviews.projectId,
  project: projects.name,
  platformId: reviews.platformId,
  platform: platforms.name,
  progress: reviews.progress,
  result: reviews.result,
  confidential: reviews.confidential,
  submitter: submitters.name,
  company: companies.name,
  companyEn: companies.nameEn,
  engineer: engineers.name,
  round: reviews.round,
  score: reviews.score,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
};

const withJoins = <T extends Record<string, unknown>>(db: Db, columns: T) =>
  db
    .select(columns as never)
    .from(reviews)
    .innerJoin(projects, eq(projects.id, reviews.projectId))
    .innerJoin(platforms, eq(platforms.id, reviews.platformId))
    .innerJoin(companies, eq(companies.id, reviews.companyId))
    .innerJoin(submitters, eq(submitters.id, reviews.accountId))
    .leftJoin(engineers, eq(engineers.id, reviews.engineerId));

type RawRow = { createdAt: Date; updatedAt: Date } & Record<string, unknown>;
const present = <T extends RawRow>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

function listConditions(q: ReviewListQuery | AdminReviewListQuery): (SQL | undefined)[] {
  const c = q as ReviewListQuery & AdminReviewListQuery;
  return [
    c.reviewType ? eq(reviews.reviewType, c.reviewType) : undefined,
    c.projectId ? eq(reviews.projectId, c.projectId) : undefined,
    c.platformId ? eq(reviews.platformId, c.platformId) : undefined,
    c.companyId ? eq(reviews.companyId, c.companyId) : undefined,
    c.progress ? eq(reviews.progress, c.progress) : undefined,
    c.result === 'open' ? isNull(reviews.result) : c.result ? eq(reviews.result, c.result) : undefined,
    c.submittedFrom ? gte(reviews.createdAt, new Date(`${c.submittedFrom}T00:00:00Z`)) : undefined,
    c.submittedTo ? lt(reviews.createdAt, dayAfter(c.submittedTo)) : undefined,
    c.updatedFrom ? gte(reviews.updatedAt, new Date(`${c.updatedFrom}T00:00:00Z`)) : undefined,
    c.updatedTo ? lt(reviews.updatedAt, dayAfter(c.updatedTo)) : undefined,
    containsIgnoreCase(c.keyword, reviews.pcbProject, reviews.contacts, reviews.remark),
  ];
}

export async function listReviews(db: Db, user: AuthUser, q: ReviewListQuery | AdminReviewListQuery) {
  const extra = (q as AdminReviewListQuery).mine === 'true' ? eq(reviews.engineerId, user.id) : undefined;
  const condition = and(reviewsOf(user), extra, ...listConditions(q));
  const c = q as ReviewListQuery;
  const sortColumn = user.isStaff || c.sortField === 'updatedAt' ? reviews.updatedAt : reviews.createdAt;
  const dir = c.sortOrder === 'asc' ? asc : desc;
  // Counted to the cap, as the simulation tasks are.
  return capTotal(
    await paginate(
      db,
      q,
      withJoins(db, rowColumns).where(condition).orderBy(dir(sortColumn), dir(reviews.id)).$dynamic(),
      cappedCount(db, reviews, condition),
      (row) => present(row as unknown as RawRow) as never,
    ),
  );
}

/** The badge: the caller's reviews waiting for the customer to revise. */
export async function customerModifyCount(db: Db, user: AuthUser): Promise<number> {
  const [row] = await cachedRows(
    db,
    db
      .select({ total: count() })
      .from(reviews)
      .where(and(reviewsOf(user), eq(reviews.progress, 'revising'), isNull(reviews.result))),
  );
  return Number(row?.total ?? 0);
}

/** The review's row as the caller may see it, or 404. */
export async function reviewOf(db: Db, user: AuthUser, id: number) {
  const [row] = await cachedRows(
    db,
    db
      .select()
      .from(reviews)
      .where(and(eq(reviews.id, id), reviewsOf(user))),
  );
  if (!row) throw notFound();
  return row;
}

const fileColumns = { fileId: files.id, name: files.name, size: files.size, kind: files.kind };

export async function reviewDetail(db: Db, user: AuthUser, id: number): Promise<ReviewDetail> {
  const [row] = (await cachedRows(
    db,
    withJoins(db, {
      ...rowColumns,
      contacts: reviews.contacts,
      edaTool: reviews.edaTool,
      referenceDesign: reviews.referenceDesign,
      pcbEdition: reviews.pcbEdition,
      stackStructure: reviews.stackStructure,
      sideType: reviews.sideType,
      memoryType: reviews.memoryType,
      hasRevision: reviews.hasRevision,
      revisionDesc: reviews.revisionDesc,
      hasNewFunction: reviews.hasNewFunction,
      newFunctionDesc: reviews.newFunctionDesc,
      remark: reviews.remark,
      scoreComment: reviews.scoreComment,
      fileId: reviews.fileId,
    }).where(and(eq(reviews.id, id), reviewsOf(user))),
  )) as unknown as (RawRow & Record<string, never>)[];
  if (!row) throw notFound();
  const [[attachment], itemRows, historyRows] = await Promise.all([
    cachedRows(
      db,
      db
        .select(fileColumns)
        .from(files)
        .where(eq(files.id, row.fileId as number)),
    ),
    cachedRows(
      db,
      db
        .select({ item: reviewItems, picture: fileColumns })
        .from(reviewItems)
        .leftJoin(files, eq(files.id, reviewItems.pictureFileId))
        .where(eq(reviewItems.reviewId, id))
        .orderBy(desc(reviewItems.round), asc(reviewItems.id)),
    ),
    cachedRows(
      db,
      db
        .select({ h: reviewHistory, who: accounts.name, type: accounts.type })
        .from(reviewHistory)
        .innerJoin(accounts, eq(accounts.id, reviewHistory.accountId))
        .where(eq(reviewHistory.reviewId, id))
        .orderBy(asc(reviewHistory.createdAt), asc(reviewHistory.id)),
    ),
  ]);
  const state = { progress: row.progress, result: row.result, score: row.score } as Parameters<
    typeof customerMay.edit
  >[0];
  const staff = user.isStaff;
  const { fileId: _fileId, ...fields } = row;
  void _fileId;
  return {
    ...(present(fields) as unknown as Omit<ReviewDetail, 'attachment' | 'items' | 'history' | 'can'>),
    attachment,
    items: itemRows.map(({ item, picture }) => ({
      id: item.id,
      round: item.round,
      level: item.level,
      position: item.position,
      description: item.description,
      picture: picture && picture.fileId ? (picture as ReviewFile) : null,
      status: item.status,
      updatedAt: item.updatedAt.toISOString(),
    })),
    history: historyRows.map(({ h, who, type }) => ({
      id: h.id,
      action: h.action,
      progress: h.progress,
      result: h.result,
      note: h.note,
      who,
      byStaff: type === 'staff',
      at: h.createdAt.toISOString(),
    })),
    can: {
      edit: !staff && customerMay.edit(state),
      setItems: !staff && customerMay.setItems(state) && itemRows.length > 0,
      retrial: !staff && customerMay.retrial(state),
      closeOwnRisk: !staff && customerMay.closeOwnRisk(state),
      score: !staff && customerMay.score(state),
      talk: staff ? engineerMay.talk(state) : customerMay.talk(state),
      take: staff && engineerMay.take(state),
      addItems: staff && engineerMay.addItems(state),
      askRevision: staff && engineerMay.askRevision(state),
      finish: staff ? engineerResults.filter((r) => engineerMay.finish(state, r)) : [],
    },
  };
}

export async function reviewMessagesOf(db: Db, user: AuthUser, id: number) {
  await reviewOf(db, user, id);
  const rows = await cachedRows(
    db,
    db
      .select({ m: reviewMessages, who: accounts.name, type: accounts.type })
      .from(reviewMessages)
      .innerJoin(accounts, eq(accounts.id, reviewMessages.accountId))
      .where(eq(reviewMessages.reviewId, id))
      .orderBy(asc(reviewMessages.createdAt), asc(reviewMessages.id)),
  );
  const ids = rows.map((r) => r.m.id);
  const attached = ids.length
    ? await cachedRows(
        db,
        db
          .select({ messageId: reviewFiles.messageId, ...fileColumns })
          .from(reviewFiles)
          .innerJoin(files, eq(files.id, reviewFiles.fileId))
          .where(inArray(reviewFiles.messageId, ids))
          .orderBy(asc(reviewFiles.id)),
      )
    : [];
  return rows.map(({ m, who, type }) => ({
    id: m.id,
    who,
    byStaff: type === 'staff',
    mine: m.accountId === user.id,
    content: m.content,
    files: attached.filter((f) => f.messageId === m.id).map(({ messageId: _m, ...f }) => f),
    at: m.createdAt.toISOString(),
  }));
}

/** The form's choices: projects the caller may see, authorized platforms. */
export const reviewOptions = projectAndPlatformChoices;
