// The staff console of training (/admin/train/…, code admin.publish). Applications: only those of
// the companies assigned to the staff member (staff_companies); confirm (with the time it takes
// place), reschedule, finish and cancel, each a guarded move that is recorded and mailed. Courses:
// the catalogue with courseware, put on and off the shelf. Public courses: created, edited, and
// opened or closed for enrolment (never below the seats already taken).
import { and, asc, count, desc, eq, inArray, sql } from '../../db/orm.ts';
import type { z } from 'zod';
import { Code } from '../../../contract/codes.ts';
import {
  adminTrainMoves,
  type AdminTrainAction,
  type adminCourseListQuery,
  type adminTrainListQuery,
  type adminTrainMoveBody,
  type courseBody,
  type EnrolmentAction,
  type openClassBody,
  type ShelfAction,
} from '../../../contract/train.ts';
import type { Db } from '../../db/client.ts';
import { courses, platforms, trainApplications, trainCourses, trainCourseware } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { ofStaffCompanies } from '../../platform/staff-companies.ts';
import { uploadedBy } from '../files/service.ts';
import { AppError, conflict, notFound } from '../../platform/envelope.ts';
import { paginate, type PageAsk } from '../../platform/paging.ts';
import { cachedRows } from '../../platform/read-cache.ts';
import {
  detailOf,
  findApplication,
  fromApplications,
  moveApplication,
  presentApplication,
  type ApplicationRow,
  type MailDeps,
} from './applications.ts';
import { courseKeyword, fromCourses, presentCourse, type CourseRow } from './catalogue.ts';
import { coursewareOf } from './applications.ts';
import { applicationConditions } from './service.ts';

/** Applications of the companies assigned to this staff member. */
const ofMyCompanies = (user: AuthUser) => ofStaffCompanies(user, trainApplications.companyId);

const presentAdmin = (r: ApplicationRow) => ({
  ...presentApplication(r),
  companyId: r.app.companyId,
  company: r.company,
  companyEn: r.companyEn,
});

export async function adminListApplications(
  db: Db,
  user: AuthUser,
  q: z.infer<typeof adminTrainListQuery>,
  page: PageAsk,
) {
  const where = and(
    ofMyCompanies(user),
    q.companyId ? eq(trainApplications.companyId, q.companyId) : undefined,
    ...applicationConditions(q),
  );
  return paginate(
    db,
    page,
    fromApplications(db).where(where).orderBy(desc(trainApplications.updatedAt), desc(trainApplications.id)).$dynamic(),
    db
      .select({ total: count() })
      .from(trainApplications)
      .innerJoin(trainCourses, eq(trainCourses.id, trainApplications.courseId))
      .where(where),
    (r) => presentAdmin(r as ApplicationRow),
  );
}

export async function adminApplicationDetail(db: Db, user: AuthUser, id: number) {
  const row = await findApplication(db, id, ofMyCompanies(user));
  return { ...(await detailOf(db, row)), companyId: row.app.companyId, company: row.company, companyEn: row.companyEn };
}

const invalid = (field: string) => new AppError(400, Code.badRequest, 'invalidField', { field, rule: '' }, { field });

export async function adminMoveApplication(
  deps: MailDeps,
  user: AuthUser,
  id: number,
  action: AdminTrainAction,
  body: z.output<typeof adminTrainMoveBody>,
  ip?: string,
) {
  const row = await findApplication(deps.db, id, ofMyCompanies(user));
  const move = adminTrainMoves[action];
  // Rescheduling is nothing without a time.
  if (action === 'schedule' && !body.scheduledAt) throw invalid('scheduledAt');
  const set =
    action === 'cancel'
      ? { canceledByVendor: true }
      : body.scheduledAt && (action === 'confirm' || action === 'schedule')
        ? { scheduledAt: new Date(body.scheduledAt) }
        : {};
  await moveApplication(deps, user, row, {
    change: action === 'cancel' ? 'vendorCancel' : action,
    from: move.from,
    to: move.to,
    set,
    note: body.note,
  });
  await audit(deps.db, { accountId: user.id, action: `train.${action}`, target: `train:${id}`, ip });
}

// ---- Courses -------------------------------------------------------------------------------

export async function adminListCourses(db: Db, q: z.infer<typeof adminCourseListQuery>, page: PageAsk) {
  const where = and(
    q.platformId ? eq(trainCourses.platformId, q.platformId) : undefined,
    q.onShelf ? eq(trainCourses.onShelf, q.onShelf === 'true') : undefined,
    courseKeyword(q.keyword),
  );
  return paginate(
    db,
    page,
    fromCourses(db).where(where).orderBy(desc(trainCourses.updatedAt), desc(trainCourses.id)).$dynamic(),
    db.select({ total: count() }).from(trainCourses).where(where),
    (r) => {
      const row = r as CourseRow;
      return { ...presentCourse(row), onShelf: row.course.onShelf, updatedAt: row.course.updatedAt.toISOString() };
    },
  );
}

export async function adminCourseDetail(db: Db, id: number) {
  const [row] = await cachedRows(db, fromCourses(db).where(eq(trainCourses.id, id)));
  if (!row) throw notFound();
  const r = row as CourseRow;
  return {
    ...presentCourse(r),
    onShelf: r.course.onShelf,
    updatedAt: r.course.updatedAt.toISOString(),
    courseware: (await coursewareOf(db, [id])).get(id) ?? [],
  };
}

type CourseBody = z.output<typeof courseBody>;

/** The platform exists; each courseware file is this staff member's upload or already the course's. */
async function checkCourse(db: Db, user: AuthUser, body: CourseBody, courseId?: number) {
  const [platform] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.id, body.platformId));
  if (!platform) throw invalid('platformId');
  const fileIds = [...new Set(body.fileIds)];
  if (fileIds.length === 0) return fileIds;
  const own = await uploadedBy(db, user.id, fileIds);
  const attached = courseId
    ? await db
        .select({ id: trainCourseware.fileId })
        .from(trainCourseware)
        .where(and(eq(trainCourseware.courseId, courseId), inArray(trainCourseware.fileId, fileIds)))
    : [];
  const allowed = new Set([...own, ...attached.map((r) => r.id)]);
  if (fileIds.some((id) => !allowed.has(id))) throw new AppError(400, Code.badRequest, 'trainCoursewareInvalid');
  return fileIds;
}

const courseColumns = (body: CourseBody) => ({
  name: body.name,
  nameEn: body.nameEn,
  platformId: body.platformId,
  description: body.description,
  descriptionEn: body.descriptionEn,
  hours: body.hours,
});

export async function addCourse(db: Db, user: AuthUser, body: CourseBody, ip?: string) {
  const fileIds = await checkCourse(db, user, body);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(trainCourses)
      .values({ ...courseColumns(body), onShelf: false, createdBy: user.id })
      .returning({ id: trainCourses.id });
    if (fileIds.length)
      await tx.insert(trainCourseware).values(fileIds.map((fileId, sort) => ({ courseId: row.id, fileId, sort })));
    return row.id;
  });
  await audit(db, { accountId: user.id, action: 'train.course.add', target: `trainCourse:${id}`, ip });
  return { id };
}

export async function editCourse(db: Db, user: AuthUser, id: number, body: CourseBody, ip?: string) {
  const [current] = await db.select({ id: trainCourses.id }).from(trainCourses).where(eq(trainCourses.id, id));
  if (!current) throw notFound();
  const fileIds = await checkCourse(db, user, body, id);
  await db.transaction(async (tx) => {
    await tx
      .update(trainCourses)
      .set({ ...courseColumns(body), updatedAt: new Date() })
      .where(eq(trainCourses.id, id));
    await tx.delete(trainCourseware).where(eq(trainCourseware.courseId, id));
    if (fileIds.length)
      await tx.insert(trainCourseware).values(fileIds.map((fileId, sort) => ({ courseId: id, fileId, sort })));
  });
  await audit(db, { accountId: user.id, action: 'train.course.edit', target: `trainCourse:${id}`, ip });
  return { id };
}

/** On the shelf from off it, and back; anything else is 409. */
export async function shelveCourse(db: Db, user: AuthUser, id: number, action: ShelfAction, ip?: string) {
  const [current] = await db.select({ id: trainCourses.id }).from(trainCourses).where(eq(trainCourses.id, id));
  if (!current) throw notFound();
  const on = action === 'onShelf';
  const moved = await db
    .update(trainCourses)
    .set({ onShelf: on, updatedAt: new Date() })
    .where(and(eq(trainCourses.id, id), eq(trainCourses.onShelf, !on)))
    .returning({ id: trainCourses.id });
  if (moved.length === 0) throw conflict();
  await audit(db, { accountId: user.id, action: `train.course.${action}`, target: `trainCourse:${id}`, ip });
  return { id };
}

// ---- Public courses ------------------------------------------------------------------------

const openClassColumns = {
  course: courses,
  platform: platforms.name,
};

const presentOpenClass = ({
  course: c,
  platform,
}: {
  course: typeof courses.$inferSelect;
  platform: string | null;
}) => ({
  id: c.id,
  name: c.name,
  nameEn: c.nameEn,
  platformId: c.platformId,
  platform,
  startsAt: c.startsAt.toISOString(),
  address: c.address,
  addressEn: c.addressEn,
  contactName: c.contactName,
  contactPhone: c.contactPhone,
  description: c.description,
  descriptionEn: c.descriptionEn,
  enrolment: c.enrolment,
  capacity: c.capacity,
  enrolledCount: c.enrolledCount,
});

export async function adminListOpenClasses(db: Db, page: PageAsk) {
  return paginate(
    db,
    page,
    db
      .select(openClassColumns)
      .from(courses)
      .leftJoin(platforms, eq(platforms.id, courses.platformId))
      .where(eq(courses.isPublic, true))
      .orderBy(asc(courses.enrolment), desc(courses.startsAt), desc(courses.id))
      .$dynamic(),
    db.select({ total: count() }).from(courses).where(eq(courses.isPublic, true)),
    presentOpenClass,
  );
}

type OpenClassBody = z.output<typeof openClassBody>;
const openClassFields = (body: OpenClassBody) => ({
  name: body.name,
  nameEn: body.nameEn,
  platformId: body.platformId,
  startsAt: new Date(body.startsAt),
  address: body.address,
  addressEn: body.addressEn,
  contactName: body.contactName,
  contactPhone: body.contactPhone,
  description: body.description,
  descriptionEn: body.descriptionEn,
  capacity: body.capacity,
});

async function checkPlatform(db: Db, platformId: number | null) {
  if (platformId === null) return;
  const [platform] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.id, platformId));
  if (!platform) throw invalid('platformId');
}

export async function addOpenClass(db: Db, user: AuthUser, body: OpenClassBody, ip?: string) {
  await checkPlatform(db, body.platformId);
  const [row] = await db
    .insert(courses)
    .values({ ...openClassFields(body), isPublic: true, enrolment: 'enrolling' })
    .returning({ id: courses.id });
  await audit(db, { accountId: user.id, action: 'train.openClass.add', target: `course:${row.id}`, ip });
  return { id: row.id };
}

/** The capacity never drops below the seats taken (checked in the update itself). */
export async function editOpenClass(db: Db, user: AuthUser, id: number, body: OpenClassBody, ip?: string) {
  const [current] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.isPublic, true)));
  if (!current) throw notFound();
  await checkPlatform(db, body.platformId);
  const moved = await db
    .update(courses)
    .set(openClassFields(body))
    .where(and(eq(courses.id, id), sql`${courses.enrolledCount} <= ${body.capacity}`))
    .returning({ id: courses.id });
  if (moved.length === 0)
    throw new AppError(400, Code.badRequest, 'trainCapacityBelowSeats', {}, { field: 'capacity' });
  await audit(db, { accountId: user.id, action: 'train.openClass.edit', target: `course:${id}`, ip });
  return { id };
}

export async function moveEnrolment(db: Db, user: AuthUser, id: number, action: EnrolmentAction, ip?: string) {
  const [current] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.isPublic, true)));
  if (!current) throw notFound();
  const [from, to] = action === 'open' ? (['ended', 'enrolling'] as const) : (['enrolling', 'ended'] as const);
  const moved = await db
    .update(courses)
    .set({ enrolment: to })
    .where(and(eq(courses.id, id), eq(courses.enrolment, from)))
    .returning({ id: courses.id });
  if (moved.length === 0) throw conflict();
  await audit(db, { accountId: user.id, action: `train.openClass.${action}`, target: `course:${id}`, ip });
  return { id };
}

/** The staff forms' choices: every platform, in order. */
export async function adminOptions(db: Db) {
  const rows = await cachedRows(
    db,
    db.select({ id: platforms.id, name: platforms.name }).from(platforms).orderBy(asc(platforms.id)),
  );
  return { platforms: [...rows] };
}
