// The staff side of patch-set applies (code admin.engineer), only for the staff member's companies
// (staff_companies): the applies of those companies, an ongoing apply moved to published (with its
// e-patch file made) or cancelled, each move written to the approval history and mailed to the
// applicant in the same transaction; and the companies' two display switches.
import { and, asc, count, desc, eq, inArray } from '../../db/orm.ts';
import { Code } from '../../../contract/codes.ts';
import {
  applyNoOf,
  type AdminAction,
  type AdminApply,
  type AdminApplyQuery,
  type ApplyDetail,
  type CompanySwitches,
  type Switches,
} from '../../../contract/patchset.ts';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  companies,
  patchsetApplies,
  patchsetApplyEvents,
  patchsetApplyFiles,
  patchsetApplyItems,
  patchsetSwitches,
  platforms,
  projects,
} from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { staffCompanyIds } from '../../platform/staff-companies.ts';
import { AppError, notFound } from '../../platform/envelope.ts';
import type { FilesPlatform } from '../../platform/files.ts';
import type { MailPlatform } from '../../platform/mail.ts';
import { notifyAccounts, sendQueued } from '../../platform/notify.ts';
import { paginate, type PageAsk } from '../../platform/paging.ts';
import { appliesWithNames, applyConditions, applySelection, detailOf, presentApply, type ApplyRow } from './apply.ts';
import { patchsetText } from './texts.ts';

export async function adminApplies(db: Db, user: AuthUser, q: AdminApplyQuery, page: PageAsk) {
  const ids = await staffCompanyIds(db, user);
  if (ids.length === 0) return { list: [], total: 0, ...page };
  const where = and(
    inArray(patchsetApplies.companyId, ids),
    q.companyId ? eq(patchsetApplies.companyId, q.companyId) : undefined,
    q.status ? eq(patchsetApplies.status, q.status) : undefined,
    ...applyConditions(q),
  );
  return paginate(
    db,
    page,
    db
      .select({ ...applySelection, company: companies.name })
      .from(patchsetApplies)
      .innerJoin(platforms, eq(platforms.id, patchsetApplies.platformId))
      .innerJoin(projects, eq(projects.id, patchsetApplies.projectId))
      .innerJoin(accounts, eq(accounts.id, patchsetApplies.applicantId))
      .innerJoin(companies, eq(companies.id, patchsetApplies.companyId))
      .where(where)
      .orderBy(desc(patchsetApplies.id))
      .$dynamic(),
    db.select({ total: count() }).from(patchsetApplies).where(where),
    (r): AdminApply => ({ ...presentApply(r as ApplyRow), companyId: r.apply.companyId, company: r.company }),
  );
}

async function staffApply(db: Db, user: AuthUser, id: number) {
  const ids = await staffCompanyIds(db, user);
  if (ids.length === 0) throw notFound();
  const [row] = await appliesWithNames(db).where(
    and(eq(patchsetApplies.id, id), inArray(patchsetApplies.companyId, ids)),
  );
  if (!row) throw notFound();
  return row as ApplyRow;
}

export async function adminApplyDetail(db: Db, user: AuthUser, id: number): Promise<ApplyDetail> {
  return detailOf(db, await staffApply(db, user, id));
}

/** The e-patch of a published apply: a text bundle naming every PAR, stored as the apply's file. */
async function makeEpatch(tx: Db, files: FilesPlatform, user: AuthUser, row: ApplyRow) {
  const items = await tx
    .select()
    .from(patchsetApplyItems)
    .where(eq(patchsetApplyItems.applyId, row.apply.id))
    .orderBy(asc(patchsetApplyItems.parNo));
  const no = applyNoOf(row.apply.id);
  const lines = [
    `# e-patch ${no}`,
    `# branch: ${row.apply.branchName}`,
    `# platform: ${row.platform}`,
    '',
    ...items.map((i) => `${i.parNo}\t${i.bugId}\t${i.summary}`),
    '',
  ];
  const stored = await files.storeBuffer(Buffer.from(lines.join('\n'), 'utf8'), {
    name: `${no}_${row.apply.branchName}.txt`,
    uploadedBy: user.id,
    db: tx,
  });
  await tx.insert(patchsetApplyFiles).values({ applyId: row.apply.id, fileId: stored.id, sort: 0 });
}

/** ongoing → published | cancelled; anything else is 409. Written, recorded and mailed at once. */
export async function moveApply(
  deps: { db: Db; files: FilesPlatform; mail: MailPlatform; portalUrl: string },
  user: AuthUser,
  id: number,
  action: AdminAction,
  comment: string,
  ip?: string,
) {
  const row = await staffApply(deps.db, user, id);
  const to = action === 'publish' ? 'published' : 'cancelled';
  await deps.db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const [moved] = await tx
      .update(patchsetApplies)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(patchsetApplies.id, id), eq(patchsetApplies.status, 'ongoing')))
      .returning({ id: patchsetApplies.id });
    if (!moved) throw new AppError(409, Code.conflict, 'patchsetApplyFinished');
    if (to === 'cancelled')
      await tx.update(patchsetApplyItems).set({ active: false }).where(eq(patchsetApplyItems.applyId, id));
    else await makeEpatch(tx, deps.files, user, row);
    await tx.insert(patchsetApplyEvents).values({ applyId: id, kind: 'approval', action, actorId: user.id, comment });
    const no = applyNoOf(id);
    const linesOf = (lang: 'zh' | 'en') => {
      const m = patchsetText[lang].mail;
      return [m[action](no), m.branch + row.apply.branchName, ...(comment ? [m.comment + comment] : [])];
    };
    await notifyAccounts(
      tx,
      deps.mail,
      [row.apply.applicantId],
      {
        module: 'patchset',
        zh: { subject: patchsetText.zh.mail[action](no), lines: linesOf('zh') },
        en: { subject: patchsetText.en.mail[action](no), lines: linesOf('en') },
        path: `/patchset/preview?applyId=${id}`,
      },
      deps.portalUrl,
    );
  });
  sendQueued(deps.mail);
  await audit(deps.db, { accountId: user.id, action: `patchset.${action}`, target: `patchsetApply:${id}`, ip });
  return null;
}

export async function adminSwitches(db: Db, user: AuthUser): Promise<CompanySwitches[]> {
  const ids = await staffCompanyIds(db, user);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ company: companies, s: patchsetSwitches })
    .from(companies)
    .leftJoin(patchsetSwitches, eq(patchsetSwitches.companyId, companies.id))
    .where(and(inArray(companies.id, ids), eq(companies.isVendor, false)))
    .orderBy(asc(companies.id));
  return rows.map((r) => ({
    companyId: r.company.id,
    company: r.company.name,
    companyEn: r.company.nameEn,
    modualDisplaySwitch: r.s?.modualDisplay ?? true,
    menuDisplaySwitch: r.s?.menuDisplay ?? true,
  }));
}

export async function setSwitches(db: Db, user: AuthUser, companyId: number, s: Switches, ip?: string) {
  const ids = await staffCompanyIds(db, user);
  if (!ids.includes(companyId)) throw notFound();
  const values = {
    modualDisplay: s.modualDisplaySwitch,
    menuDisplay: s.menuDisplaySwitch,
    updatedBy: user.id,
    updatedAt: new Date(),
  };
  await db
    .insert(patchsetSwitches)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: patchsetSwitches.companyId, set: values });
  await audit(db, { accountId: user.id, action: 'patchset.switches', target: `company:${companyId}`, ip });
  return null;
}
