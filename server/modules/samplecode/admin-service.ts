// Staff publishing of sample code (admin.publish): every sample in every state, created as a
// draft, edited while not withdrawn, released (enters the search index) and withdrawn (leaves
// the list, the detail, the download and the search at once). Each change is audited.
import { and, count, desc, eq } from '../../db/orm.ts';
import type { z } from 'zod';
import { Code } from '../../../contract/codes.ts';
import type { AdminSample, adminSampleListQuery, SampleAction, sampleBody } from '../../../contract/samplecode.ts';
import type { Db } from '../../db/client.ts';
import { accounts, files, platforms, sampleCodes } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { uploadedBy } from '../files/service.ts';
import { AppError, notFound } from '../../platform/envelope.ts';
import { containsIgnoreCase, paginate, type PageAsk } from '../../platform/paging.ts';
import { indexSamples, unindexSample } from '../../platform/search/samplecode-docs.ts';
import { presentSample, sampleSelection, type SampleRow } from './service.ts';

type ListQuery = z.infer<typeof adminSampleListQuery>;
type Body = z.infer<typeof sampleBody>;

const selection = { ...sampleSelection, publisher: accounts.name };
type AdminRow = SampleRow & { publisher: string | null };

const present = (r: AdminRow): AdminSample => ({
  ...presentSample(r),
  state: r.sample.state,
  publisher: r.publisher ?? '',
  updatedAt: r.sample.updatedAt.toISOString(),
});

const fromSamples = (db: Db) =>
  db
    .select(selection)
    .from(sampleCodes)
    .innerJoin(platforms, eq(platforms.id, sampleCodes.platformId))
    .leftJoin(files, eq(files.id, sampleCodes.fileId))
    .leftJoin(accounts, eq(accounts.id, sampleCodes.publisherId));

export async function listAdminSamples(db: Db, q: ListQuery, page: PageAsk) {
  const where = and(
    containsIgnoreCase(q.keyword, sampleCodes.name, sampleCodes.bugId, sampleCodes.description, sampleCodes.keywords),
    q.platformId ? eq(sampleCodes.platformId, q.platformId) : undefined,
    q.state ? eq(sampleCodes.state, q.state) : undefined,
  );
  return paginate(
    db,
    page,
    fromSamples(db).where(where).orderBy(desc(sampleCodes.updatedAt), desc(sampleCodes.id)).$dynamic(),
    db.select({ total: count() }).from(sampleCodes).where(where),
    (r) => present(r as AdminRow),
  );
}

async function findAdminRow(db: Db, id: number): Promise<AdminRow> {
  const [row] = await fromSamples(db).where(eq(sampleCodes.id, id));
  if (!row) throw notFound();
  return row as AdminRow;
}

export const adminSampleDetail = async (db: Db, id: number) => present(await findAdminRow(db, id));

const invalid = (field: string) => new AppError(400, Code.badRequest, 'invalidField', { field, rule: '' }, { field });
const stateRefused = (state: string) => new AppError(409, Code.conflict, 'stateNotAllowed', { state });

/**
 * The platform must exist, and the package must be a file this staff member uploaded, or the one
 * the sample already has (never somebody else's upload, which would leak it to customers).
 */
async function checkRefs(db: Db, user: AuthUser, body: Body, currentFileId: number | null) {
  const [platform] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.id, body.platformId));
  if (!platform) throw invalid('platformId');
  if (body.fileId && body.fileId !== currentFileId && !(await uploadedBy(db, user.id, [body.fileId])).has(body.fileId))
    throw invalid('fileId');
}

const columnsOf = (body: Body) => ({
  bugId: body.bugId,
  name: body.name,
  description: body.description,
  platformId: body.platformId,
  version: body.version,
  apVersion: body.apVersion,
  component: body.component,
  status: body.status,
  androidVersion: body.androidVersion,
  kernelVersion: body.kernelVersion,
  note: body.note,
  keywords: body.keywords,
});

export async function createSample(db: Db, user: AuthUser, body: Body, ip: string) {
  await checkRefs(db, user, body, null);
  const [row] = await db
    .insert(sampleCodes)
    .values({ ...columnsOf(body), fileId: body.fileId ?? null, state: 'draft', publisherId: user.id })
    .returning({ id: sampleCodes.id });
  await audit(db, { accountId: user.id, action: 'samplecode.create', target: `samplecode:${row.id}`, ip });
  return { id: row.id };
}

export async function editSample(db: Db, user: AuthUser, id: number, body: Body, ip: string) {
  const current = await findAdminRow(db, id);
  if (current.sample.state === 'withdrawn') throw stateRefused(current.sample.state);
  await checkRefs(db, user, body, current.sample.fileId);
  const fileId = body.fileId === undefined ? current.sample.fileId : body.fileId;
  if (current.sample.state === 'released' && !fileId) throw invalid('fileId');
  await db.transaction(async (tx) => {
    await tx
      .update(sampleCodes)
      .set({ ...columnsOf(body), fileId, updatedAt: new Date() })
      .where(eq(sampleCodes.id, id));
    // A released sample is found by its new words at once.
    if (current.sample.state === 'released') await indexSamples(tx as unknown as Db, [id]);
  });
  await audit(db, { accountId: user.id, action: 'samplecode.edit', target: `samplecode:${id}`, ip });
}

/** draft → released (needs its package); released → withdrawn. Nothing else. */
export async function changeSampleState(db: Db, user: AuthUser, id: number, action: SampleAction, ip: string) {
  const current = await findAdminRow(db, id);
  const from = current.sample.state;
  const now = new Date();
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (action === 'release') {
      if (from !== 'draft') throw stateRefused(from);
      if (!current.sample.fileId) throw invalid('fileId');
      await t
        .update(sampleCodes)
        .set({ state: 'released', releasedAt: now, updatedAt: now, publisherId: user.id })
        .where(and(eq(sampleCodes.id, id), eq(sampleCodes.state, 'draft')));
      await indexSamples(t, [id]);
    } else {
      if (from !== 'released') throw stateRefused(from);
      await t
        .update(sampleCodes)
        .set({ state: 'withdrawn', updatedAt: now })
        .where(and(eq(sampleCodes.id, id), eq(sampleCodes.state, 'released')));
      await unindexSample(t, id);
    }
  });
  await audit(db, {
    accountId: user.id,
    action: `samplecode.${action}`,
    target: `samplecode:${id}`,
    detail: { from },
    ip,
  });
}
