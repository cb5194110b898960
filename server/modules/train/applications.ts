// Training applications, for the customer and the staff console alike: how a row is read and
// shown, its courseware and history, and the one way its state moves — a guarded update (the
// row must still be in a state the move starts from, so two moves racing cannot both pass), the
// history row and the applicant's mail, all in one transaction.
import { and, asc, eq, inArray, type SQL } from '../../db/orm.ts';
import { Code } from '../../../contract/codes.ts';
import type { Courseware, Train, TrainDetail, TrainStatus } from '../../../contract/train.ts';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  companies,
  files,
  platforms,
  trainApplications,
  trainCourses,
  trainCourseware,
  trainEvents,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError, notFound } from '../../platform/envelope.ts';
import type { MailPlatform } from '../../platform/mail.ts';
import { notifyAccounts, sendQueued } from '../../platform/notify.ts';
import { cachedRows } from '../../platform/read-cache.ts';
import { viewerOf } from '../dcc/catalog.ts';
import { trainMail, type TrainChange } from './mail.ts';

export type MailDeps = { db: Db; mail: MailPlatform; portalUrl: string };

export const applicationSelection = {
  app: trainApplications,
  courseName: trainCourses.name,
  courseNameEn: trainCourses.nameEn,
  chip: platforms.name,
  applicant: accounts.name,
  company: companies.name,
  companyEn: companies.nameEn,
};
export type ApplicationRow = {
  app: typeof trainApplications.$inferSelect;
  courseName: string;
  courseNameEn: string;
  chip: string;
  applicant: string;
  company: string;
  companyEn: string;
};

export const fromApplications = (db: Db) =>
  db
    .select(applicationSelection)
    .from(trainApplications)
    .innerJoin(trainCourses, eq(trainCourses.id, trainApplications.courseId))
    .innerJoin(platforms, eq(platforms.id, trainApplications.platformId))
    .innerJoin(accounts, eq(accounts.id, trainApplications.accountId))
    .innerJoin(companies, eq(companies.id, trainApplications.companyId));

export function presentApplication(r: ApplicationRow): Train {
  const a = r.app;
  return {
    id: a.id,
    courseId: a.courseId,
    courseName: r.courseName,
    courseNameEn: r.courseNameEn,
    platformId: a.platformId,
    chip: r.chip,
    status: a.status,
    expectedAt: a.expectedAt.toISOString(),
    address: a.address,
    contactName: a.contactName,
    contactPhone: a.contactPhone,
    attendees: a.attendees,
    scheduledAt: a.scheduledAt?.toISOString() ?? null,
    applicant: r.applicant,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    score: a.score,
  };
}

/** One application matching `where` (the caller's visibility), or 404. */
export async function findApplication(db: Db, id: number, where: SQL): Promise<ApplicationRow> {
  const [row] = await cachedRows(db, fromApplications(db).where(and(eq(trainApplications.id, id), where)));
  if (!row) throw notFound();
  return row as ApplicationRow;
}

/** The courseware of courses, in their order, each with the viewer that opens it. */
export async function coursewareOf(db: Db, courseIds: number[]): Promise<Map<number, Courseware[]>> {
  const out = new Map<number, Courseware[]>();
  if (courseIds.length === 0) return out;
  const rows = await cachedRows(
    db,
    db
      .select({
        courseId: trainCourseware.courseId,
        fileId: files.id,
        name: files.name,
        size: files.size,
        kind: files.kind,
      })
      .from(trainCourseware)
      .innerJoin(files, eq(files.id, trainCourseware.fileId))
      .where(inArray(trainCourseware.courseId, courseIds))
      .orderBy(asc(trainCourseware.courseId), asc(trainCourseware.sort), asc(files.id)),
  );
  for (const r of rows) {
    const viewer = viewerOf({ kind: r.kind, name: r.name });
    const list = out.get(r.courseId) ?? [];
    list.push({ fileId: r.fileId, name: r.name, size: r.size, viewer: viewer === 'file' ? 'none' : viewer });
    out.set(r.courseId, list);
  }
  return out;
}

export async function detailOf(db: Db, row: ApplicationRow): Promise<TrainDetail> {
  const [courseware, events] = await Promise.all([
    coursewareOf(db, [row.app.courseId]),
    cachedRows(
      db,
      db
        .select({ event: trainEvents, by: accounts.name, type: accounts.type })
        .from(trainEvents)
        .leftJoin(accounts, eq(accounts.id, trainEvents.actorId))
        .where(eq(trainEvents.applicationId, row.app.id))
        .orderBy(asc(trainEvents.id)),
    ),
  ]);
  const a = row.app;
  return {
    ...presentApplication(row),
    description: a.description,
    postscript: a.postscript,
    comment: a.comment,
    feedbackAt: a.feedbackAt?.toISOString() ?? null,
    canceledByVendor: a.canceledByVendor,
    courseware: courseware.get(a.courseId) ?? [],
    events: events.map(({ event: e, by, type }) => ({
      action: e.action,
      from: e.fromStatus,
      to: e.toStatus,
      by: by ?? '',
      byVendor: type === 'staff',
      note: e.note,
      at: e.createdAt.toISOString(),
    })),
  };
}

export const stateRefused = () => new AppError(409, Code.conflict, 'trainStateRefused');

/**
 * Moves application `id` from one of `from` to `to` with `set`, records the change and mails the
 * applicant, in one transaction; 409 when the row is no longer in a state the move starts from.
 */
export async function moveApplication(
  deps: MailDeps,
  actor: AuthUser,
  row: ApplicationRow,
  move: {
    change: TrainChange;
    from: readonly TrainStatus[];
    to: TrainStatus;
    set?: Partial<typeof trainApplications.$inferInsert>;
    note?: string;
  },
) {
  const id = row.app.id;
  await deps.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [moved] = await t
      .update(trainApplications)
      .set({ ...move.set, status: move.to, updatedAt: new Date() })
      // Only from the state the caller saw (and a move may start there): a move racing another
      // that changed the application first is refused (409), not applied to the new state.
      .where(
        and(
          eq(trainApplications.id, id),
          eq(trainApplications.status, row.app.status),
          inArray(trainApplications.status, [...move.from]),
        ),
      )
      .returning();
    if (!moved) throw stateRefused();
    await recordChange(t, deps, actor, { ...row, app: moved }, move.change, row.app.status, move.note ?? '');
  });
  sendQueued(deps.mail);
}

/** The history row and the applicant's mail of a change (inside the change's transaction). */
export async function recordChange(
  tx: Db,
  deps: MailDeps,
  actor: AuthUser,
  row: ApplicationRow,
  change: TrainChange,
  from: TrainStatus | null,
  note: string,
) {
  const a = row.app;
  await tx
    .insert(trainEvents)
    .values({ applicationId: a.id, action: change, fromStatus: from, toStatus: a.status, actorId: actor.id, note });
  await notifyAccounts(
    tx,
    deps.mail,
    [a.accountId],
    trainMail(change, {
      id: a.id,
      courseName: row.courseName,
      courseNameEn: row.courseNameEn,
      status: a.status,
      scheduledAt: a.scheduledAt,
      note,
    }),
    deps.portalUrl,
  );
}
