// Staff publishing of patches (admin.publish): every patch in every state, created as a draft,
// edited while not voided, released (customers see it as normal) and voided (customers still see
// it, struck through, but can no longer download or merge it). Related patches are of the same
// platform; each change is audited.
import { and, asc, count, desc, eq, inArray, ne } from '../../db/orm.ts';
import type { z } from 'zod';
import { Code } from '../../../contract/codes.ts';
import type { AdminPatch, adminPatchListQuery, PatchAction, patchBody, PatchOption } from '../../../contract/patch.ts';
import type { Db } from '../../db/client.ts';
import { accounts, files, patchRelations, patches, platforms } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { uploadedBy } from '../files/service.ts';
import { AppError, notFound } from '../../platform/envelope.ts';
import { containsIgnoreCase, paginate, type PageAsk } from '../../platform/paging.ts';
import { patchSelection, presentPatchFields, type PatchRow } from './service.ts';

type ListQuery = z.infer<typeof adminPatchListQuery>;
type Body = z.infer<typeof patchBody>;
type AdminRow = PatchRow & { publisher: string | null };
type Relation = { patchId: number; id: number; name: string; mustFirst: boolean };

const fromPatches = (db: Db) =>
  db
    .select({ ...patchSelection, publisher: accounts.name })
    .from(patches)
    .innerJoin(platforms, eq(platforms.id, patches.platformId))
    .leftJoin(files, eq(files.id, patches.fileId))
    .leftJoin(accounts, eq(accounts.id, patches.publisherId));

async function relationsOf(db: Db, ids: number[]): Promise<Relation[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      patchId: patchRelations.patchId,
      id: patches.id,
      name: patches.name,
      mustFirst: patchRelations.mustFirst,
    })
    .from(patchRelations)
    .innerJoin(patches, eq(patches.id, patchRelations.relatedId))
    .where(inArray(patchRelations.patchId, ids))
    .orderBy(asc(patches.name), asc(patches.id));
}

const present = (r: AdminRow, relations: Relation[]): AdminPatch => ({
  ...presentPatchFields(r),
  state: r.patch.state,
  related: relations
    .filter((x) => x.patchId === r.patch.id)
    .map(({ id, name, mustFirst }) => ({ id, name, mustFirst })),
  publisher: r.publisher ?? '',
  updatedAt: r.patch.updatedAt.toISOString(),
});

export async function listAdminPatches(db: Db, q: ListQuery, page: PageAsk) {
  const where = and(
    containsIgnoreCase(q.keyword, patches.name, patches.description),
    q.platformId ? eq(patches.platformId, q.platformId) : undefined,
    q.state ? eq(patches.state, q.state) : undefined,
  );
  const found = await paginate(
    db,
    page,
    fromPatches(db).where(where).orderBy(desc(patches.updatedAt), desc(patches.id)).$dynamic(),
    db.select({ total: count() }).from(patches).where(where),
    (r) => r as AdminRow,
  );
  const relations = await relationsOf(
    db,
    found.list.map((r) => r.patch.id),
  );
  return { ...found, list: found.list.map((r) => present(r, relations)) };
}

async function findAdminRow(db: Db, id: number): Promise<AdminRow> {
  const [row] = await fromPatches(db).where(eq(patches.id, id));
  if (!row) throw notFound();
  return row as AdminRow;
}

export async function adminPatchDetail(db: Db, id: number) {
  return present(await findAdminRow(db, id), await relationsOf(db, [id]));
}

/** Candidates for related patches: the platform's patches that are not voided. */
export async function relatedOptions(db: Db, platformId: number): Promise<PatchOption[]> {
  return db
    .select({ id: patches.id, name: patches.name, version: patches.version })
    .from(patches)
    .where(and(eq(patches.platformId, platformId), ne(patches.state, 'voided')))
    .orderBy(desc(patches.updatedAt), desc(patches.id))
    .limit(500);
}

const invalid = (field: string) => new AppError(400, Code.badRequest, 'invalidField', { field, rule: '' }, { field });
const stateRefused = () => new AppError(409, Code.conflict, 'conflict');

/**
 * The platform must exist; the file must be one this staff member uploaded, or the one the patch
 * already has; related patches exist, are on the same platform and are not the patch itself. A
 * voided patch is never named anew (the console offers none: a voided must-first patch could never
 * be merged any more); one named before it was voided may stay.
 */
async function checkRefs(db: Db, user: AuthUser, body: Body, self: { id: number; fileId: number | null } | null) {
  const [platform] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.id, body.platformId));
  if (!platform) throw invalid('platformId');
  if (body.fileId && body.fileId !== self?.fileId && !(await uploadedBy(db, user.id, [body.fileId])).has(body.fileId))
    throw invalid('fileId');
  const relatedIds = body.related.map((r) => r.id);
  if (self && relatedIds.includes(self.id)) throw invalid('related');
  if (relatedIds.length) {
    const found = await db
      .select({ id: patches.id, state: patches.state })
      .from(patches)
      .where(and(inArray(patches.id, relatedIds), eq(patches.platformId, body.platformId)));
    if (found.length !== relatedIds.length) throw invalid('related');
    const voided = found.filter((p) => p.state === 'voided').map((p) => p.id);
    const kept = self && voided.length ? (await relationsOf(db, [self.id])).map((r) => r.id) : [];
    if (voided.some((id) => !kept.includes(id))) throw invalid('related');
  }
}

const columnsOf = (body: Body) => ({
  name: body.name,
  description: body.description,
  platformId: body.platformId,
  applicableChips: body.applicableChips,
  version: body.version,
  submitter: body.submitter,
  security: body.security,
  testPatch: body.testPatch,
  mustMerge: body.mustMerge,
});

async function writeRelations(db: Db, id: number, related: Body['related']) {
  await db.delete(patchRelations).where(eq(patchRelations.patchId, id));
  if (related.length)
    await db
      .insert(patchRelations)
      .values(related.map((r) => ({ patchId: id, relatedId: r.id, mustFirst: r.mustFirst })));
}

export async function createPatch(db: Db, user: AuthUser, body: Body, ip: string) {
  await checkRefs(db, user, body, null);
  const id = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t
      .insert(patches)
      .values({ ...columnsOf(body), fileId: body.fileId ?? null, state: 'draft', publisherId: user.id })
      .returning({ id: patches.id });
    await writeRelations(t, row.id, body.related);
    return row.id;
  });
  await audit(db, { accountId: user.id, action: 'patch.create', target: `patch:${id}`, ip });
  return { id };
}

export async function editPatch(db: Db, user: AuthUser, id: number, body: Body, ip: string) {
  const current = await findAdminRow(db, id);
  if (current.patch.state === 'voided') throw stateRefused();
  await checkRefs(db, user, body, { id, fileId: current.patch.fileId });
  const fileId = body.fileId === undefined ? current.patch.fileId : body.fileId;
  if (current.patch.state === 'released' && !fileId) throw invalid('fileId');
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const moved = await t
      .update(patches)
      .set({ ...columnsOf(body), fileId, updatedAt: new Date() })
      .where(and(eq(patches.id, id), ne(patches.state, 'voided')))
      .returning({ id: patches.id });
    if (moved.length === 0) throw stateRefused();
    await writeRelations(t, id, body.related);
  });
  await audit(db, { accountId: user.id, action: 'patch.edit', target: `patch:${id}`, ip });
}

/** draft → released (needs its file); released → voided. Anything else, or a lost race, is 409. */
export async function changePatchState(db: Db, user: AuthUser, id: number, action: PatchAction, ip: string) {
  const current = await findAdminRow(db, id); // 404 before 409
  const now = new Date();
  if (action === 'release' && current.patch.state === 'draft' && !current.patch.fileId) throw invalid('fileId');
  const moved =
    action === 'release'
      ? await db
          .update(patches)
          .set({ state: 'released', releasedAt: now, updatedAt: now, publisherId: user.id })
          .where(and(eq(patches.id, id), eq(patches.state, 'draft')))
          .returning({ id: patches.id })
      : await db
          .update(patches)
          .set({ state: 'voided', voidedAt: now, updatedAt: now })
          .where(and(eq(patches.id, id), eq(patches.state, 'released')))
          .returning({ id: patches.id });
  if (moved.length === 0) throw stateRefused();
  await audit(db, {
    accountId: user.id,
    action: `patch.${action}`,
    target: `patch:${id}`,
    detail: { from: current.patch.state },
    ip,
  });
}
