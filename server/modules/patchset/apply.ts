// The customer's apply of PARs into a destination branch: the branches the caller may apply for
// (company's, authorized platform, project not hidden, within the account group's config), the
// cart, the submit (one apply per cart, however many submits race), the revoke of an ongoing apply,
// the apply lists and detail with history and e-patch files.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from '../../db/orm.ts';
import { Code } from '../../../contract/codes.ts';
import {
  applyNoOf,
  type AccGroupConfig,
  type Apply,
  type ApplyDetail,
  type ApplyEvent,
  type ApplyItem,
  type ApplyListQuery,
  type Branch,
  type Cart,
  type MyParQuery,
  type saveBody,
} from '../../../contract/patchset.ts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  accountGroupMembers,
  accountGroups,
  accounts,
  files,
  pars,
  patchsetApplies,
  patchsetApplyEvents,
  patchsetApplyFiles,
  patchsetApplyItems,
  patchsetBranches,
  patchsetCart,
  patchsetGroupBranches,
  platforms,
  projects,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { recordDownload } from '../files/service.ts';
import { AppError, notFound } from '../../platform/envelope.ts';
import { isUniqueViolation } from '../../platform/errors.ts';
import type { FilesPlatform } from '../../platform/files.ts';
import { containsIgnoreCase, likePattern, paginate, type PageAsk } from '../../platform/paging.ts';
import { cachedRows } from '../../platform/read-cache.ts';
import { parsWithNames, presentPars } from './service.ts';
import { visibleApplies, visibleBranches, visiblePars } from './visibility.ts';

const epatchItemKind = 'patchset';

// Branches.

const branchSelection = {
  id: patchsetBranches.id,
  name: patchsetBranches.name,
  platformId: patchsetBranches.platformId,
  platform: platforms.name,
  projectId: patchsetBranches.projectId,
  project: projects.name,
};

const branchesWhere = (db: Db, where: SQL | undefined) =>
  cachedRows(
    db,
    db
      .select(branchSelection)
      .from(patchsetBranches)
      .innerJoin(platforms, eq(platforms.id, patchsetBranches.platformId))
      .innerJoin(projects, eq(projects.id, patchsetBranches.projectId))
      .where(where)
      .orderBy(asc(patchsetBranches.name)),
  );

/** The branch ids an account group's config allows, or null when the group has no config (all). */
async function groupBranchIds(db: Db, groupId: number): Promise<number[] | null> {
  const rows = await cachedRows(
    db,
    db
      .select({ id: patchsetGroupBranches.branchId })
      .from(patchsetGroupBranches)
      .where(eq(patchsetGroupBranches.groupId, groupId)),
  );
  return rows.length ? rows.map((r) => r.id) : null;
}

/** The caller's account group, if any. */
export async function groupOf(db: Db, user: AuthUser): Promise<number | null> {
  const [row] = await cachedRows(
    db,
    db
      .select({ groupId: accountGroupMembers.groupId })
      .from(accountGroupMembers)
      .where(eq(accountGroupMembers.accountId, user.id)),
  );
  return row?.groupId ?? null;
}

/** The branches the caller may apply for: visible ones, within their account group's config. */
export async function branchesFor(db: Db, user: AuthUser): Promise<Branch[]> {
  const groupId = await groupOf(db, user);
  const allowed = groupId === null ? null : await groupBranchIds(db, groupId);
  const rows = await branchesWhere(
    db,
    and(visibleBranches(user), allowed ? inArray(patchsetBranches.id, allowed) : undefined),
  );
  return rows.map((b) => ({ ...b }));
}

/**
 * A branch the caller may apply for: 404 when they may not see it at all, 403 (with the reason)
 * when it is theirs to see but outside their account group's config.
 */
export async function branchForApply(db: Db, user: AuthUser, id: number): Promise<Branch> {
  const [branch] = await branchesWhere(db, and(eq(patchsetBranches.id, id), visibleBranches(user)));
  if (!branch) throw notFound();
  const groupId = await groupOf(db, user);
  const allowed = groupId === null ? null : await groupBranchIds(db, groupId);
  if (allowed && !allowed.includes(id)) throw new AppError(403, Code.forbidden, 'patchsetBranchNotAllowed');
  return { ...branch };
}

/** Which branches and platforms account group `groupId` (of the caller's company) may apply for. */
export async function accGroupConfig(db: Db, user: AuthUser, groupId: number): Promise<AccGroupConfig> {
  const [group] = await cachedRows(
    db,
    db
      .select({ id: accountGroups.id, name: accountGroups.name })
      .from(accountGroups)
      .where(and(eq(accountGroups.id, groupId), eq(accountGroups.companyId, user.companyId))),
  );
  if (!group) throw notFound();
  const allowed = await groupBranchIds(db, groupId);
  const branches = (
    await branchesWhere(db, and(visibleBranches(user), allowed ? inArray(patchsetBranches.id, allowed) : undefined))
  ).map((b) => ({ ...b }));
  const platformsOf = new Map(branches.map((b) => [b.platformId, b.platform]));
  return {
    groupId: group.id,
    group: group.name,
    restricted: allowed !== null,
    branches,
    platforms: [...platformsOf].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

// The cart.

const refused = (key: 'patchsetParUnavailable' | 'patchsetParApplied' | 'patchsetCartChanged', status = 400) =>
  new AppError(status, status === 409 ? Code.conflict : Code.badRequest, key);

/**
 * The PARs of `ids` that may go into `branch`: visible, released, of the branch's platform. Any
 * other id is a 400 (it names nothing the caller may apply).
 */
async function applicablePars(db: Db, user: AuthUser, branch: Branch, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await parsWithNames(db).where(
    and(inArray(pars.id, unique), visiblePars(user, branch.platformId), eq(pars.status, 'released')),
  );
  if (rows.length !== unique.length) throw refused('patchsetParUnavailable');
  return rows;
}

async function appliedAlready(db: Db, branchId: number, ids: number[]): Promise<boolean> {
  const [row] = await db
    .select({ id: patchsetApplyItems.id })
    .from(patchsetApplyItems)
    .where(
      and(
        eq(patchsetApplyItems.branchId, branchId),
        inArray(patchsetApplyItems.parId, ids),
        eq(patchsetApplyItems.active, true),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function addToCart(db: Db, user: AuthUser, branchId: number, parIds: number[]) {
  const branch = await branchForApply(db, user, branchId);
  const rows = await applicablePars(db, user, branch, parIds);
  const ids = rows.map((r) => r.par.id);
  if (await appliedAlready(db, branch.id, ids)) throw refused('patchsetParApplied', 409);
  const added = await db
    .insert(patchsetCart)
    .values(ids.map((parId) => ({ accountId: user.id, branchId: branch.id, parId })))
    .onConflictDoNothing()
    .returning({ parId: patchsetCart.parId });
  return { added: added.length };
}

export async function removeFromCart(db: Db, user: AuthUser, branchId: number, parIds: number[]) {
  const branch = await branchForApply(db, user, branchId);
  await db
    .delete(patchsetCart)
    .where(
      and(
        eq(patchsetCart.accountId, user.id),
        eq(patchsetCart.branchId, branch.id),
        inArray(patchsetCart.parId, [...new Set(parIds)]),
      ),
    );
  return null;
}

export async function cartOf(db: Db, user: AuthUser, branchId: number): Promise<Cart> {
  // The cart of a branch is part of applying for it: the same rule as adding to it.
  const branch = await branchForApply(db, user, branchId);
  const rows = await db
    .select({ ...{ par: pars, platform: platforms.name }, addedAt: patchsetCart.createdAt })
    .from(patchsetCart)
    .innerJoin(pars, eq(pars.id, patchsetCart.parId))
    .innerJoin(platforms, eq(platforms.id, pars.platformId))
    .where(and(eq(patchsetCart.accountId, user.id), eq(patchsetCart.branchId, branchId), visiblePars(user)))
    .orderBy(asc(pars.parNo));
  const withSets = await parsWithNames(db).where(inArray(pars.id, rows.map((r) => r.par.id).concat(0)));
  const presented = new Map((await presentPars(db, withSets)).map((p) => [p.id, p]));
  return {
    branch: { ...branch },
    items: rows.map((r) => ({ ...presented.get(r.par.id)!, addedAt: r.addedAt.toISOString() })),
  };
}

// The submit.

type SaveInput = z.output<typeof saveBody>;

const snapshotOf = (p: typeof pars.$inferSelect) => ({
  parId: p.id,
  parNo: p.parNo,
  bugId: p.bugId,
  cqId: p.cqId,
  summary: p.summary,
  rootCause: p.rootCause,
  solution: p.solution,
  field: p.field,
  testSuggestion: p.testSuggestion,
  probability: p.probability,
  introducedIn: p.introducedIn,
  source: p.source,
  issueType: p.issueType,
});

/**
 * The selected PARs of the caller's cart become one ongoing apply. The cart rows are taken in the
 * same transaction: of two submits of the same cart, the second finds them gone and is refused (409),
 * and the active-item index refuses a PAR another cart applied into the branch meanwhile.
 */
export async function submitApply(db: Db, user: AuthUser, body: SaveInput): Promise<number> {
  const branch = await branchForApply(db, user, body.branchId);
  const rows = await applicablePars(db, user, branch, body.parIds);
  const ids = rows.map((r) => r.par.id);
  try {
    return await db.transaction(async (tx) => {
      const taken = await tx
        .delete(patchsetCart)
        .where(
          and(
            eq(patchsetCart.accountId, user.id),
            eq(patchsetCart.branchId, branch.id),
            inArray(patchsetCart.parId, ids),
          ),
        )
        .returning({ parId: patchsetCart.parId });
      if (taken.length !== ids.length) throw refused('patchsetCartChanged', 409);
      const [apply] = await tx
        .insert(patchsetApplies)
        .values({
          companyId: user.companyId,
          projectId: branch.projectId,
          platformId: branch.platformId,
          branchId: branch.id,
          branchName: branch.name,
          applicantId: user.id,
          applyRemark: body.applyRemark,
          deliveryDate: body.deliveryDate,
          deliveryReason: body.deliveryReason,
          planTime: body.planTime,
          mandatory: body.mandatory,
        })
        .returning({ id: patchsetApplies.id });
      await tx
        .insert(patchsetApplyItems)
        .values(rows.map((r) => ({ applyId: apply.id, branchId: branch.id, ...snapshotOf(r.par) })));
      await tx
        .insert(patchsetApplyEvents)
        .values({ applyId: apply.id, kind: 'operation', action: 'submit', actorId: user.id });
      return apply.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refused('patchsetParApplied', 409);
    throw error;
  }
}

/** An ongoing apply of the caller's to see becomes cancelled (revoked); a finished one is 409. */
export async function revokeApply(db: Db, user: AuthUser, id: number) {
  const [seen] = await db
    .select({ status: patchsetApplies.status })
    .from(patchsetApplies)
    .where(and(eq(patchsetApplies.id, id), visibleApplies(user)));
  if (!seen) throw notFound();
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(patchsetApplies)
      .set({ status: 'cancelled', revoked: true, updatedAt: new Date() })
      .where(and(eq(patchsetApplies.id, id), eq(patchsetApplies.status, 'ongoing')))
      .returning({ id: patchsetApplies.id });
    if (!moved) throw new AppError(409, Code.conflict, 'patchsetApplyFinished');
    await tx.update(patchsetApplyItems).set({ active: false }).where(eq(patchsetApplyItems.applyId, id));
    await tx.insert(patchsetApplyEvents).values({ applyId: id, kind: 'operation', action: 'revoke', actorId: user.id });
  });
  return null;
}

// Lists and detail.

const itemCount =
  sql<number>`(select count(*) from ${patchsetApplyItems} where ${patchsetApplyItems.applyId} = ${patchsetApplies.id})`.mapWith(
    Number,
  );

export const applySelection = {
  apply: patchsetApplies,
  platform: platforms.name,
  project: projects.name,
  applicant: accounts.name,
  itemCount,
};
export type ApplyRow = {
  apply: typeof patchsetApplies.$inferSelect;
  platform: string;
  project: string;
  applicant: string;
  itemCount: number;
};

export const appliesWithNames = (db: Db) =>
  db
    .select(applySelection)
    .from(patchsetApplies)
    .innerJoin(platforms, eq(platforms.id, patchsetApplies.platformId))
    .innerJoin(projects, eq(projects.id, patchsetApplies.projectId))
    .innerJoin(accounts, eq(accounts.id, patchsetApplies.applicantId));

export function presentApply(r: ApplyRow): Apply {
  const a = r.apply;
  return {
    id: a.id,
    applyNo: applyNoOf(a.id),
    branchId: a.branchId,
    branchName: a.branchName,
    platform: r.platform,
    project: r.project,
    applicant: r.applicant,
    status: a.status,
    revoked: a.revoked,
    itemCount: Number(r.itemCount),
    applyRemark: a.applyRemark,
    deliveryDate: a.deliveryDate,
    deliveryReason: a.deliveryReason,
    planTime: a.planTime,
    mandatory: a.mandatory,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

/** The apply-list conditions shared by the customer's and the staff's lists. */
export function applyConditions(q: Pick<ApplyListQuery, 'phase' | 'keyword' | 'branchId'>): (SQL | undefined)[] {
  const like = q.keyword ? likePattern(q.keyword) : undefined;
  const applyNo = q.keyword && /^psa0*(\d{1,9})$/i.exec(q.keyword.trim());
  return [
    q.phase === 'ongoing'
      ? eq(patchsetApplies.status, 'ongoing')
      : q.phase === 'finished'
        ? inArray(patchsetApplies.status, ['published', 'cancelled'])
        : undefined,
    q.branchId ? eq(patchsetApplies.branchId, q.branchId) : undefined,
    like
      ? or(
          ilike(patchsetApplies.branchName, like),
          ilike(patchsetApplies.applyRemark, like),
          applyNo ? eq(patchsetApplies.id, Number(applyNo[1])) : undefined,
          sql`exists (select 1 from ${patchsetApplyItems} where ${patchsetApplyItems.applyId} = ${patchsetApplies.id}
              and (${patchsetApplyItems.parNo} ilike ${like} or ${patchsetApplyItems.summary} ilike ${like}))`,
        )
      : undefined,
  ];
}

/** The company's applies (`mine`: only the caller's), newest first. */
export async function listApplies(db: Db, user: AuthUser, q: ApplyListQuery, page: PageAsk, mine: boolean) {
  const where = and(
    visibleApplies(user),
    mine ? eq(patchsetApplies.applicantId, user.id) : undefined,
    ...applyConditions(q),
  );
  return paginate(
    db,
    page,
    appliesWithNames(db).where(where).orderBy(desc(patchsetApplies.id)).$dynamic(),
    db.select({ total: count() }).from(patchsetApplies).where(where),
    (r) => presentApply(r as ApplyRow),
  );
}

/** The PARs of the caller's own applies, newest apply first. */
export async function myPars(db: Db, user: AuthUser, q: MyParQuery, page: PageAsk) {
  const where = and(
    visibleApplies(user),
    eq(patchsetApplies.applicantId, user.id),
    q.status ? eq(patchsetApplies.status, q.status) : undefined,
    containsIgnoreCase(q.keyword, patchsetApplyItems.parNo, patchsetApplyItems.summary, patchsetApplyItems.bugId),
  );
  return paginate(
    db,
    page,
    db
      .select({ item: patchsetApplyItems, apply: patchsetApplies })
      .from(patchsetApplyItems)
      .innerJoin(patchsetApplies, eq(patchsetApplies.id, patchsetApplyItems.applyId))
      .where(where)
      .orderBy(desc(patchsetApplies.id), asc(patchsetApplyItems.parNo))
      .$dynamic(),
    db
      .select({ total: count() })
      .from(patchsetApplyItems)
      .innerJoin(patchsetApplies, eq(patchsetApplies.id, patchsetApplyItems.applyId))
      .where(where),
    (r) => ({
      ...presentItem(r.item),
      applyId: r.apply.id,
      applyNo: applyNoOf(r.apply.id),
      branchName: r.apply.branchName,
      status: r.apply.status,
      createdAt: r.apply.createdAt.toISOString(),
    }),
  );
}

function presentItem(i: typeof patchsetApplyItems.$inferSelect): ApplyItem {
  return {
    parId: i.parId,
    parNo: i.parNo,
    bugId: i.bugId,
    cqId: i.cqId,
    summary: i.summary,
    rootCause: i.rootCause,
    solution: i.solution,
    field: i.field,
    testSuggestion: i.testSuggestion,
    probability: i.probability as ApplyItem['probability'],
    introducedIn: i.introducedIn,
    source: i.source as ApplyItem['source'],
    issueType: i.issueType as ApplyItem['issueType'],
  };
}

/** Items, history and files of an apply already known to be the caller's to see. */
export async function detailOf(db: Db, row: ApplyRow): Promise<ApplyDetail> {
  const id = row.apply.id;
  const [items, events, fileRows] = await Promise.all([
    db
      .select()
      .from(patchsetApplyItems)
      .where(eq(patchsetApplyItems.applyId, id))
      .orderBy(asc(patchsetApplyItems.parNo)),
    db
      .select({ event: patchsetApplyEvents, actor: accounts.name })
      .from(patchsetApplyEvents)
      .innerJoin(accounts, eq(accounts.id, patchsetApplyEvents.actorId))
      .where(eq(patchsetApplyEvents.applyId, id))
      .orderBy(asc(patchsetApplyEvents.at), asc(patchsetApplyEvents.id)),
    db
      .select({ id: files.id, name: files.name, size: files.size })
      .from(patchsetApplyFiles)
      .innerJoin(files, eq(files.id, patchsetApplyFiles.fileId))
      .where(eq(patchsetApplyFiles.applyId, id))
      .orderBy(asc(patchsetApplyFiles.sort)),
  ]);
  const presentEvent = (e: (typeof events)[number]): ApplyEvent => ({
    id: e.event.id,
    kind: e.event.kind,
    action: e.event.action,
    actor: e.actor,
    comment: e.event.comment,
    at: e.event.at.toISOString(),
  });
  return {
    ...presentApply(row),
    items: items.map(presentItem),
    operations: events.filter((e) => e.event.kind === 'operation').map(presentEvent),
    approvals: events.filter((e) => e.event.kind === 'approval').map(presentEvent),
    files: fileRows.map((f) => ({ id: f.id, name: f.name, size: Number(f.size) })),
  };
}

export async function applyDetail(db: Db, user: AuthUser, id: number): Promise<ApplyDetail> {
  const [row] = await appliesWithNames(db).where(and(eq(patchsetApplies.id, id), visibleApplies(user)));
  if (!row) throw notFound();
  return detailOf(db, row as ApplyRow);
}

/** A file of a published apply's e-patch as an attachment; the first request of a download is recorded. */
export async function downloadEpatchFile(
  deps: { db: Db; files: FilesPlatform },
  request: FastifyRequest,
  reply: FastifyReply,
  user: AuthUser,
  applyId: number,
  fileId: number,
) {
  const [row] = await deps.db
    .select({ file: files, platformId: patchsetApplies.platformId })
    .from(patchsetApplyFiles)
    .innerJoin(patchsetApplies, eq(patchsetApplies.id, patchsetApplyFiles.applyId))
    .innerJoin(files, eq(files.id, patchsetApplyFiles.fileId))
    .where(
      and(
        eq(patchsetApplyFiles.applyId, applyId),
        eq(patchsetApplyFiles.fileId, fileId),
        eq(patchsetApplies.status, 'published'),
        visibleApplies(user),
      ),
    );
  if (!row) throw notFound();
  const f = row.file;
  await recordDownload(deps.db, request, user.id, [f], {
    kind: epatchItemKind,
    id: applyId,
    platformId: row.platformId,
  });
  return deps.files.send(request, reply, { sha256: f.sha256, size: Number(f.size), name: f.name, mime: f.mime });
}
