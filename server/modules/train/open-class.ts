// Public courses: the home page's list (/common/latestCourse) and the training module's list,
// detail, enrolment and its cancellation. A seat is taken by one guarded update of the course row
// (`enrolled_count < capacity` while enrolling) in the transaction that adds the enrolment, so
// however many ask at once the seats never exceed the capacity; a check constraint backs it.
import { and, asc, count, desc, eq, inArray, sql } from '../../db/orm.ts';
import type { z } from 'zod';
import { Code } from '../../../contract/codes.ts';
import type { OpenClass, OpenClassDetail, openClassListQuery } from '../../../contract/train.ts';
import type { Db } from '../../db/client.ts';
import { courseEnrolments, courses, platforms } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError, notFound } from '../../platform/envelope.ts';
import { paginate, type PageAsk } from '../../platform/paging.ts';
import { cachedRows } from '../../platform/read-cache.ts';
import { visibleOpenClasses } from './visibility.ts';

type Row = { course: typeof courses.$inferSelect; platform: string | null };

const fromOpenClasses = (db: Db) =>
  db
    .select({ course: courses, platform: platforms.name })
    .from(courses)
    .leftJoin(platforms, eq(platforms.id, courses.platformId));

async function enrolledIn(db: Db, user: AuthUser, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const mine = await cachedRows(
    db,
    db
      .select({ courseId: courseEnrolments.courseId })
      .from(courseEnrolments)
      .where(and(eq(courseEnrolments.accountId, user.id), inArray(courseEnrolments.courseId, ids))),
  );
  return new Set(mine.map((m) => m.courseId));
}

const present = ({ course: c, platform }: Row, enrolled: boolean): OpenClass => ({
  id: c.id,
  name: c.name,
  nameEn: c.nameEn,
  platform,
  startsAt: c.startsAt.toISOString(),
  address: c.address,
  addressEn: c.addressEn,
  enrolment: c.enrolment,
  enrolled,
  capacity: c.capacity,
  enrolledCount: c.enrolledCount,
});

const presentDetail = (row: Row, enrolled: boolean): OpenClassDetail => ({
  ...present(row, enrolled),
  contactName: row.course.contactName,
  contactPhone: row.course.contactPhone,
  description: row.course.description,
  descriptionEn: row.course.descriptionEn,
});

/** The home page's public courses: the latest first, with whether this user enrolled. */
export async function latestOpenClasses(db: Db, user: AuthUser, pageSize: number) {
  const rows = await cachedRows(
    db,
    fromOpenClasses(db)
      .where(visibleOpenClasses(user))
      .orderBy(desc(courses.startsAt), desc(courses.id))
      .limit(pageSize),
  );
  const mine = await enrolledIn(
    db,
    user,
    rows.map((r) => r.course.id),
  );
  return rows.map((r) => present(r, mine.has(r.course.id)));
}

export async function listOpenClasses(db: Db, user: AuthUser, q: z.infer<typeof openClassListQuery>, page: PageAsk) {
  const where = and(visibleOpenClasses(user), q.enrolment ? eq(courses.enrolment, q.enrolment) : undefined);
  const found = await paginate(
    db,
    page,
    fromOpenClasses(db)
      .where(where)
      // Enrolling first, then the nearest start.
      .orderBy(asc(courses.enrolment), desc(courses.startsAt), desc(courses.id))
      .$dynamic(),
    db.select({ total: count() }).from(courses).where(where),
  );
  const mine = await enrolledIn(
    db,
    user,
    found.list.map((r) => r.course.id),
  );
  return { ...found, list: found.list.map((r) => present(r as Row, mine.has(r.course.id))) };
}

async function findOpenClass(db: Db, user: AuthUser, id: number): Promise<Row> {
  const [row] = await cachedRows(db, fromOpenClasses(db).where(and(eq(courses.id, id), visibleOpenClasses(user))));
  if (!row) throw notFound();
  return row as Row;
}

export async function openClassDetail(db: Db, user: AuthUser, id: number) {
  const row = await findOpenClass(db, user, id);
  return presentDetail(row, (await enrolledIn(db, user, [id])).has(id));
}

const refused = (key: 'trainEnrolEnded' | 'trainCourseFull' | 'trainAlreadyEnrolled' | 'trainNotEnrolled') =>
  new AppError(409, Code.conflict, key);

/** Takes a seat for the caller: 409 when enrolment ended, the course is full or they hold one already. */
export async function enrol(db: Db, user: AuthUser, id: number) {
  const row = await findOpenClass(db, user, id);
  if (row.course.enrolment !== 'enrolling') throw refused('trainEnrolEnded');
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(courseEnrolments)
      .values({ courseId: id, accountId: user.id })
      .onConflictDoNothing()
      .returning({ courseId: courseEnrolments.courseId });
    if (added.length === 0) throw refused('trainAlreadyEnrolled');
    const [seat] = await tx
      .update(courses)
      .set({ enrolledCount: sql`${courses.enrolledCount} + 1` })
      .where(
        and(
          eq(courses.id, id),
          eq(courses.enrolment, 'enrolling'),
          sql`${courses.enrolledCount} < ${courses.capacity}`,
        ),
      )
      .returning({ enrolment: courses.enrolment });
    if (!seat) {
      const [now] = await tx.select({ enrolment: courses.enrolment }).from(courses).where(eq(courses.id, id));
      throw refused(now?.enrolment === 'enrolling' ? 'trainCourseFull' : 'trainEnrolEnded');
    }
  });
  return openClassDetail(db, user, id);
}

/** Gives the caller's seat back, while the course still takes enrolments. */
export async function cancelEnrolment(db: Db, user: AuthUser, id: number) {
  const row = await findOpenClass(db, user, id);
  if (row.course.enrolment !== 'enrolling') throw refused('trainEnrolEnded');
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(courseEnrolments)
      .where(and(eq(courseEnrolments.courseId, id), eq(courseEnrolments.accountId, user.id)))
      .returning({ courseId: courseEnrolments.courseId });
    if (removed.length === 0) throw refused('trainNotEnrolled');
    // Closed meanwhile: the seat stays (the enrolment is put back with the rollback).
    const [seat] = await tx
      .update(courses)
      .set({ enrolledCount: sql`${courses.enrolledCount} - 1` })
      .where(and(eq(courses.id, id), eq(courses.enrolment, 'enrolling')))
      .returning({ id: courses.id });
    if (!seat) throw refused('trainEnrolEnded');
  });
  return openClassDetail(db, user, id);
}
