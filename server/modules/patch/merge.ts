// Recording a merge (patch.merge): the customer says the chosen patches went into one of its
// branches. Each patch succeeds or fails on its own: a related patch that must come first has to
// be merged by the company already or succeed in this same merge (chains resolve together); a
// patch already merged into this branch fails (a concurrent twin included, by the unique index).
// A voided patch cannot be chosen at all (409, nothing written); one the caller cannot see is 404.
// A must-first patch nobody can see yet (a draft) blocks nothing: no customer could merge it.
import { and, eq, inArray } from '../../db/orm.ts';
import type { MergeFailReason, PatchMergeResult } from '../../../contract/patch.ts';
import type { Db } from '../../db/client.ts';
import { patchMerges, patchRelations, patches } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { notFound } from '../../platform/envelope.ts';
import { voidedRefusal } from './service.ts';
import { visiblePatches } from './visibility.ts';

type Prerequisite = { patchId: number; relatedId: number; name: string };

/**
 * The chosen patches that can be merged now: start from all of them and drop, until nothing
 * changes, each one with a must-first patch that is neither merged already nor still among them.
 */
export function mergeable(chosen: number[], prerequisites: Prerequisite[], merged: Set<number>): Set<number> {
  const ok = new Set(chosen);
  let changed = true;
  while (changed) {
    changed = false;
    for (const id of [...ok]) {
      const blocked = prerequisites.some((p) => p.patchId === id && !merged.has(p.relatedId) && !ok.has(p.relatedId));
      if (blocked) {
        ok.delete(id);
        changed = true;
      }
    }
  }
  return ok;
}

export async function mergePatches(
  db: Db,
  user: AuthUser,
  body: { branch: string; patchIds: number[] },
  ip: string,
): Promise<PatchMergeResult> {
  const ids = body.patchIds;
  const chosen = await db
    .select({ id: patches.id, name: patches.name, state: patches.state })
    .from(patches)
    .where(and(inArray(patches.id, ids), visiblePatches(user)));
  if (chosen.length !== ids.length) throw notFound();
  const voided = chosen.find((p) => p.state === 'voided');
  if (voided) throw voidedRefusal(voided.name);

  const prerequisites: Prerequisite[] = await db
    .select({ patchId: patchRelations.patchId, relatedId: patchRelations.relatedId, name: patches.name })
    .from(patchRelations)
    .innerJoin(patches, eq(patches.id, patchRelations.relatedId))
    .where(and(inArray(patchRelations.patchId, ids), eq(patchRelations.mustFirst, true), visiblePatches(user)));
  const required = [...new Set(prerequisites.map((p) => p.relatedId))];
  const merged = new Set(
    required.length === 0
      ? []
      : (
          await db
            .selectDistinct({ patchId: patchMerges.patchId })
            .from(patchMerges)
            .where(and(eq(patchMerges.companyId, user.companyId), inArray(patchMerges.patchId, required)))
        ).map((r) => r.patchId),
  );
  const ok = mergeable(ids, prerequisites, merged);

  const inserted = new Set<number>();
  if (ok.size > 0) {
    const rows = await db
      .insert(patchMerges)
      .values(
        [...ok].map((patchId) => ({ patchId, companyId: user.companyId, accountId: user.id, branch: body.branch })),
      )
      .onConflictDoNothing()
      .returning({ patchId: patchMerges.patchId });
    for (const r of rows) inserted.add(r.patchId);
  }
  if (inserted.size > 0)
    await audit(db, {
      accountId: user.id,
      action: 'patch.merge',
      target: `branch:${body.branch}`,
      detail: { patchIds: [...inserted] },
      ip,
    });

  const byId = new Map(chosen.map((p) => [p.id, p]));
  return {
    branch: body.branch,
    results: ids.map((id) => {
      const needs = ok.has(id)
        ? []
        : prerequisites
            .filter((p) => p.patchId === id && !merged.has(p.relatedId) && !ok.has(p.relatedId))
            .map((p) => ({ id: p.relatedId, name: p.name }));
      const reason: MergeFailReason | null = inserted.has(id) ? null : ok.has(id) ? 'alreadyMerged' : 'needsFirst';
      return { patchId: id, name: byId.get(id)!.name, ok: inserted.has(id), reason, needs };
    }),
  };
}
