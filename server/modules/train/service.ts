// The customer's training applications (/applypath/train/…): the company's list and detail, apply
// for an on-shelf course, edit and cancel while to be confirmed, score once finished. Every read
// and move goes through visibleApplications; what the caller may not see is 404.
import { and, count, desc, eq, type SQL } from '../../db/orm.ts';
import type { z } from 'zod';
import {
  customerMoves,
  type trainBody,
  type trainEditBody,
  type trainFeedbackBody,
  type trainListQuery,
} from '../../../contract/train.ts';
import type { Db } from '../../db/client.ts';
import { trainApplications, trainCourses } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/envelope.ts';
import { Code } from '../../../contract/codes.ts';
import { containsIgnoreCase, paginate, type PageAsk } from '../../platform/paging.ts';
import { cachedRows } from '../../platform/read-cache.ts';
import {
  detailOf,
  findApplication,
  fromApplications,
  moveApplication,
  presentApplication,
  recordChange,
  type ApplicationRow,
  type MailDeps,
} from './applications.ts';
import { visibleApplications, visibleShelfCourses } from './visibility.ts';

type ListQuery = z.infer<typeof trainListQuery>;
type Body = z.output<typeof trainBody>;
type EditBody = z.output<typeof trainEditBody>;
type FeedbackBody = z.output<typeof trainFeedbackBody>;

/** The filters both the customer's and the staff's lists take. */
export function applicationConditions(q: ListQuery): (SQL | undefined)[] {
  return [
    q.status ? eq(trainApplications.status, q.status) : undefined,
    q.platformId ? eq(trainApplications.platformId, q.platformId) : undefined,
    containsIgnoreCase(
      q.keyword,
      trainCourses.name,
      trainCourses.nameEn,
      trainApplications.contactName,
      trainApplications.address,
    ),
  ];
}

export async function listApplications(db: Db, user: AuthUser, q: ListQuery, page: PageAsk) {
  const where = and(visibleApplications(user), ...applicationConditions(q));
  return paginate(
    db,
    page,
    fromApplications(db).where(where).orderBy(desc(trainApplications.createdAt), desc(trainApplications.id)).$dynamic(),
    db
      .select({ total: count() })
      .from(trainApplications)
      .innerJoin(trainCourses, eq(trainCourses.id, trainApplications.courseId))
      .where(where),
    (r) => presentApplication(r as ApplicationRow),
  );
}

export const applicationDetail = async (db: Db, user: AuthUser, id: number) =>
  detailOf(db, await findApplication(db, id, visibleApplications(user)));

/** Trainings finished and waiting for the company's score (the menu badge). */
export async function pendingFeedbackCount(db: Db, user: AuthUser) {
  const [row] = await cachedRows(
    db,
    db
      .select({ n: count() })
      .from(trainApplications)
      .where(and(visibleApplications(user), eq(trainApplications.status, 'pendingFeedback'))),
  );
  return { pendingFeedback: Number(row?.n ?? 0) };
}

/** A training is asked for a time to come. */
function checkExpected(body: Omit<Body, 'courseId'>) {
  if (Date.parse(body.expectedAt) <= Date.now())
    throw new AppError(400, Code.badRequest, 'trainTimePast', {}, { field: 'expectedAt' });
}

const fieldsOf = (body: Omit<Body, 'courseId'>) => ({
  expectedAt: new Date(body.expectedAt),
  address: body.address,
  contactName: body.contactName,
  contactPhone: body.contactPhone,
  attendees: body.attendees,
  description: body.description,
  postscript: body.postscript,
});

export async function applyForTraining(deps: MailDeps, user: AuthUser, body: Body) {
  const { db } = deps;
  checkExpected(body);
  const [course] = await db
    .select({ id: trainCourses.id, platformId: trainCourses.platformId })
    .from(trainCourses)
    .where(and(eq(trainCourses.id, body.courseId), visibleShelfCourses(user)));
  // A course off the shelf or of another platform cannot be applied for: the field is wrong.
  if (!course) throw new AppError(400, Code.badRequest, 'trainCourseUnavailable', {}, { field: 'courseId' });
  const id = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [created] = await t
      .insert(trainApplications)
      .values({
        ...fieldsOf(body),
        companyId: user.companyId,
        accountId: user.id,
        courseId: course.id,
        platformId: course.platformId,
        status: 'toBeConfirmed',
      })
      .returning();
    const [row] = await fromApplications(t).where(eq(trainApplications.id, created.id));
    await recordChange(t, deps, user, row as ApplicationRow, 'apply', null, '');
    return created.id;
  });
  return { id };
}

export async function editApplication(deps: MailDeps, user: AuthUser, body: EditBody) {
  const row = await findApplication(deps.db, body.id, visibleApplications(user));
  checkExpected(body);
  await moveApplication(deps, user, row, {
    change: 'edit',
    from: customerMoves.edit,
    to: 'toBeConfirmed',
    set: fieldsOf(body),
  });
  return { id: body.id };
}

export async function cancelApplication(deps: MailDeps, user: AuthUser, id: number) {
  const row = await findApplication(deps.db, id, visibleApplications(user));
  await moveApplication(deps, user, row, { change: 'cancel', from: customerMoves.cancel, to: 'canceled' });
}

export async function scoreTraining(deps: MailDeps, user: AuthUser, id: number, body: FeedbackBody) {
  const row = await findApplication(deps.db, id, visibleApplications(user));
  await moveApplication(deps, user, row, {
    change: 'feedback',
    from: customerMoves.feedback,
    to: 'finished',
    set: { score: body.score, comment: body.comment, feedbackAt: new Date() },
  });
}
