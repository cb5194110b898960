// On-shelf courses (/applypath/train/shelf/…) and their courseware: a PDF opens stamped in the
// preview, a video in /trainVideo (inline, never an attachment), a spreadsheet in /trainExcel.
// A file is served only as courseware of a course the caller may read (coursewareCourses).
import { and, asc, count, eq, sql, type SQL } from '../../db/orm.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Code } from '../../../contract/codes.ts';
import type { ShelfCourse, shelfListQuery } from '../../../contract/train.ts';
import type { Db } from '../../db/client.ts';
import { files, platforms, trainCourses, trainCourseware } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError, notFound } from '../../platform/envelope.ts';
import { containsIgnoreCase, paginate, type PageAsk } from '../../platform/paging.ts';
import { cachedRows } from '../../platform/read-cache.ts';
import { readSheets, streamVideo, type FileDeps } from '../dcc/catalog-files.ts';
import { viewerOf } from '../dcc/catalog.ts';
import { coursewareOf } from './applications.ts';
import { coursewareCourses, visibleShelfCourses } from './visibility.ts';

type ShelfQuery = z.infer<typeof shelfListQuery>;

export const courseSelection = {
  course: trainCourses,
  chip: platforms.name,
  coursewareCount:
    sql<number>`(select count(*) from ${trainCourseware} where ${trainCourseware.courseId} = ${trainCourses.id})`.mapWith(
      Number,
    ),
};
export type CourseRow = { course: typeof trainCourses.$inferSelect; chip: string; coursewareCount: number };

export const presentCourse = ({ course: c, chip, coursewareCount }: CourseRow): ShelfCourse => ({
  id: c.id,
  name: c.name,
  nameEn: c.nameEn,
  platformId: c.platformId,
  chip,
  description: c.description,
  descriptionEn: c.descriptionEn,
  hours: c.hours,
  coursewareCount,
});

export const fromCourses = (db: Db) =>
  db.select(courseSelection).from(trainCourses).innerJoin(platforms, eq(platforms.id, trainCourses.platformId));

export function courseKeyword(keyword: string | undefined): SQL | undefined {
  return containsIgnoreCase(
    keyword,
    trainCourses.name,
    trainCourses.nameEn,
    trainCourses.description,
    trainCourses.descriptionEn,
  );
}

export async function listShelfCourses(db: Db, user: AuthUser, q: ShelfQuery, page: PageAsk) {
  const where = and(visibleShelfCourses(user, { platformId: q.platformId }), courseKeyword(q.keyword));
  return paginate(
    db,
    page,
    fromCourses(db).where(where).orderBy(asc(trainCourses.platformId), asc(trainCourses.id)).$dynamic(),
    db.select({ total: count() }).from(trainCourses).where(where),
    (r) => presentCourse(r as CourseRow),
  );
}

export async function shelfCourseDetail(db: Db, user: AuthUser, id: number) {
  const [row] = await cachedRows(db, fromCourses(db).where(and(eq(trainCourses.id, id), visibleShelfCourses(user))));
  if (!row) throw notFound();
  const courseware = await coursewareOf(db, [id]);
  return { ...presentCourse(row as CourseRow), courseware: courseware.get(id) ?? [] };
}

/** A courseware file the caller may open, or 404. */
async function findCourseware(db: Db, user: AuthUser, fileId: number) {
  const [row] = await cachedRows(
    db,
    db
      .select({ file: files })
      .from(trainCourseware)
      .innerJoin(trainCourses, eq(trainCourses.id, trainCourseware.courseId))
      .innerJoin(files, eq(files.id, trainCourseware.fileId))
      .where(and(eq(trainCourseware.fileId, fileId), coursewareCourses(user)))
      .limit(1),
  );
  if (!row) throw notFound();
  const f = row.file;
  return { sha256: f.sha256, size: f.size, name: f.name, kind: f.kind, mime: f.mime };
}

/** A PDF courseware shown in the browser, stamped for the caller like every PDF that leaves the portal. */
export async function previewCourseware(
  deps: FileDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: AuthUser,
  fileId: number,
) {
  const file = await findCourseware(deps.db, user, fileId);
  if (file.kind !== 'pdf') throw new AppError(400, Code.badRequest, 'previewUnsupported');
  const copy = await deps.stamper.stamped(file, { accountId: user.id, company: user.companyNameEn, email: user.email });
  return deps.files.send(
    request,
    reply,
    { ...file, sha256: copy.sha256, size: copy.size },
    { path: copy.path, inline: true },
  );
}

export async function videoCourseware(
  deps: FileDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: AuthUser,
  fileId: number,
) {
  return streamVideo(deps, request, reply, await findCourseware(deps.db, user, fileId));
}

export async function sheetCourseware(deps: FileDeps, user: AuthUser, fileId: number) {
  const file = await findCourseware(deps.db, user, fileId);
  if (viewerOf(file) !== 'sheet') throw new AppError(400, Code.badRequest, 'notASheet');
  return readSheets(deps.files.pathOf(file.sha256));
}
