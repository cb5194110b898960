// The staff side of the code delivery list (code admin.publish): the deliveries of the companies
// assigned to the staff member (staff_companies, decision 0037), created as drafts for a company +
// project + platform with uploaded files, release notes and recipients; edited; released (draft →
// released) and withdrawn (released → withdrawn). A withdrawn delivery is final: it disappears from
// the customer's side and is no longer edited. Another company's delivery is absent from the list
// and 404 everywhere; its company is no choice and no valid reference, as an unknown one.
import { and, count, desc, eq, inArray, ne } from '../../db/orm.ts';
import { Code } from '../../../contract/codes.ts';
import type {
  AdminDeliverListQuery,
  AdminDeliveryDetail,
  DeliverStatus,
  deliverBody,
  deliverEditBody,
} from '../../../contract/deliver.ts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  accountHiddenProjects,
  accounts,
  companies,
  companyPlatforms,
  deliveries,
  deliveryFiles,
  deliveryRecipients,
  platforms,
  projects,
} from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { ofStaffCompanies } from '../../platform/staff-companies.ts';
import { uploadedBy } from '../files/service.ts';
import { AppError, conflict, notFound } from '../../platform/envelope.ts';
import type { MessageKey } from '../../platform/messages.ts';
import { paginate } from '../../platform/paging.ts';
import { cachedRows } from '../../platform/read-cache.ts';
import { deliveryColumns, deliveryConditions, filesOf, recipientsOf } from './service.ts';

type Body = z.output<typeof deliverBody>;
type EditBody = z.output<typeof deliverEditBody>;

const refused = (key: MessageKey) => new AppError(400, Code.badRequest, key);

const adminColumns = {
  ...deliveryColumns,
  companyId: deliveries.companyId,
  company: companies.name,
  companyEn: companies.nameEn,
  status: deliveries.status,
  updatedAt: deliveries.updatedAt,
};

/** Deliveries of the companies assigned to `user`. */
const ofMyCompanies = (user: AuthUser) => ofStaffCompanies(user, deliveries.companyId);

export async function adminListDeliveries(db: Db, user: AuthUser, q: AdminDeliverListQuery) {
  const condition = and(
    ofMyCompanies(user),
    q.companyId ? eq(deliveries.companyId, q.companyId) : undefined,
    q.status ? eq(deliveries.status, q.status) : undefined,
    ...deliveryConditions(q),
  );
  const page = await paginate(
    db,
    q,
    db
      .select(adminColumns)
      .from(deliveries)
      .innerJoin(companies, eq(companies.id, deliveries.companyId))
      .innerJoin(projects, eq(projects.id, deliveries.projectId))
      .innerJoin(platforms, eq(platforms.id, deliveries.platformId))
      .where(condition)
      .orderBy(desc(deliveries.updatedAt), desc(deliveries.id))
      .$dynamic(),
    db.select({ total: count() }).from(deliveries).where(condition),
  );
  const recipients = await recipientsOf(
    db,
    page.list.map((r) => r.id),
  );
  return {
    ...page,
    list: page.list.map((r) => ({
      ...r,
      updatedAt: r.updatedAt.toISOString(),
      recipients: (recipients.get(r.id) ?? []).map((a) => a.name),
    })),
  };
}

export async function adminDeliveryDetail(db: Db, user: AuthUser, id: number): Promise<AdminDeliveryDetail> {
  const [row] = await cachedRows(
    db,
    db
      .select({ ...adminColumns, releaseNotes: deliveries.releaseNotes })
      .from(deliveries)
      .innerJoin(companies, eq(companies.id, deliveries.companyId))
      .innerJoin(projects, eq(projects.id, deliveries.projectId))
      .innerJoin(platforms, eq(platforms.id, deliveries.platformId))
      .where(and(eq(deliveries.id, id), ofMyCompanies(user))),
  );
  if (!row) throw notFound();
  const [fileRows, recipients] = await Promise.all([filesOf(db, id), recipientsOf(db, [id])]);
  const people = recipients.get(id) ?? [];
  return {
    ...row,
    updatedAt: row.updatedAt.toISOString(),
    files: fileRows.map((f) => ({ ...f })),
    recipients: people.map((p) => p.name),
    recipientIds: people.map((p) => p.id),
  };
}

/** The assigned customer companies with their projects, authorized platforms and customer accounts. */
export async function adminDeliverOptions(db: Db, user: AuthUser) {
  // Through the read cache, every one: a read outside it would stop the route keeping its answers.
  const [companyRows, projectRows, platformRows, accountRows, hiddenRows] = await Promise.all([
    cachedRows(
      db,
      db
        .select({ id: companies.id, name: companies.name, nameEn: companies.nameEn })
        .from(companies)
        .where(and(eq(companies.isVendor, false), ofStaffCompanies(user, companies.id)))
        .orderBy(companies.id),
    ),
    cachedRows(
      db,
      db
        .select({ id: projects.id, name: projects.name, companyId: projects.companyId })
        .from(projects)
        .where(ofStaffCompanies(user, projects.companyId))
        .orderBy(projects.name),
    ),
    cachedRows(
      db,
      db
        .select({ id: platforms.id, name: platforms.name, companyId: companyPlatforms.companyId })
        .from(companyPlatforms)
        .innerJoin(platforms, eq(platforms.id, companyPlatforms.platformId))
        .where(ofStaffCompanies(user, companyPlatforms.companyId))
        .orderBy(platforms.id),
    ),
    cachedRows(
      db,
      db
        .select({ id: accounts.id, name: accounts.name, email: accounts.email, companyId: accounts.companyId })
        .from(accounts)
        .where(and(ne(accounts.type, 'staff'), ofStaffCompanies(user, accounts.companyId)))
        .orderBy(accounts.id),
    ),
    cachedRows(db, db.select().from(accountHiddenProjects)),
  ]);
  return {
    companies: companyRows.map((c) => ({
      ...c,
      projects: projectRows.filter((p) => p.companyId === c.id).map(({ id, name }) => ({ id, name })),
      platforms: platformRows.filter((p) => p.companyId === c.id).map(({ id, name }) => ({ id, name })),
      accounts: accountRows
        .filter((a) => a.companyId === c.id)
        .map(({ id, name, email }) => ({
          id,
          name,
          email,
          hiddenProjectIds: hiddenRows.filter((h) => h.accountId === id).map((h) => h.projectId),
        })),
    })),
  };
}

/**
 * The body's references must hang together: the company is one assigned to this staff member (any
 * other is as unknown), the project is the company's, the platform one the
 * company is authorized for, each recipient a customer account of the company that may see the
 * project, each file uploaded by this staff member or already one of this delivery's.
 */
async function checkReferences(db: Db, user: AuthUser, body: Body, deliveryId?: number) {
  const [company] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, body.companyId), eq(companies.isVendor, false), ofStaffCompanies(user, companies.id)));
  if (!company) throw refused('deliverCompanyUnknown');
  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, body.projectId), eq(projects.companyId, body.companyId)));
  if (!project) throw refused('deliverProjectMismatch');
  const [platform] = await db
    .select()
    .from(companyPlatforms)
    .where(and(eq(companyPlatforms.companyId, body.companyId), eq(companyPlatforms.platformId, body.platformId)));
  if (!platform) throw refused('deliverPlatformMismatch');
  const recipientIds = [...new Set(body.recipientIds)];
  if (recipientIds.length) {
    const people = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(
        and(inArray(accounts.id, recipientIds), eq(accounts.companyId, body.companyId), ne(accounts.type, 'staff')),
      );
    const hidden = await db
      .select()
      .from(accountHiddenProjects)
      .where(
        and(
          inArray(accountHiddenProjects.accountId, recipientIds),
          eq(accountHiddenProjects.projectId, body.projectId),
        ),
      );
    if (people.length !== recipientIds.length || hidden.length) throw refused('deliverRecipientInvalid');
  }
  const fileIds = [...new Set(body.fileIds)];
  const own = await uploadedBy(db, user.id, fileIds);
  const attached = deliveryId
    ? await db
        .select({ id: deliveryFiles.fileId })
        .from(deliveryFiles)
        .where(and(eq(deliveryFiles.deliveryId, deliveryId), inArray(deliveryFiles.fileId, fileIds)))
    : [];
  const allowed = new Set([...own, ...attached.map((r) => r.id)]);
  if (fileIds.some((id) => !allowed.has(id))) throw refused('deliverFileInvalid');
  return { recipientIds, fileIds };
}

async function writeParts(db: Db, id: number, fileIds: number[], recipientIds: number[]) {
  await db.delete(deliveryFiles).where(eq(deliveryFiles.deliveryId, id));
  await db.insert(deliveryFiles).values(fileIds.map((fileId, sort) => ({ deliveryId: id, fileId, sort })));
  await db.delete(deliveryRecipients).where(eq(deliveryRecipients.deliveryId, id));
  if (recipientIds.length)
    await db.insert(deliveryRecipients).values(recipientIds.map((accountId) => ({ deliveryId: id, accountId })));
}

const fieldsOf = (body: Body) => ({
  companyId: body.companyId,
  projectId: body.projectId,
  platformId: body.platformId,
  name: body.name,
  version: body.version,
  deliveryDate: body.deliveryDate,
  releaseNotes: body.releaseNotes,
});

export async function addDelivery(db: Db, user: AuthUser, body: Body, ip?: string) {
  const { fileIds, recipientIds } = await checkReferences(db, user, body);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(deliveries)
      .values({ ...fieldsOf(body), status: 'draft', createdBy: user.id })
      .returning({ id: deliveries.id });
    await writeParts(tx as unknown as Db, row.id, fileIds, recipientIds);
    return row.id;
  });
  await audit(db, { accountId: user.id, action: 'deliver.add', target: `delivery:${id}`, ip });
  return { id };
}

/** A delivery of the staff member's companies, or 404. */
async function current(db: Db, user: AuthUser, id: number) {
  const [row] = await db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.id, id), ofMyCompanies(user)));
  if (!row) throw notFound();
  return row;
}

export async function editDelivery(db: Db, user: AuthUser, body: EditBody, ip?: string) {
  const row = await current(db, user, body.id);
  if (row.status === 'withdrawn') throw conflict();
  const { fileIds, recipientIds } = await checkReferences(db, user, body, body.id);
  await db.transaction(async (tx) => {
    await tx
      .update(deliveries)
      .set({ ...fieldsOf(body), updatedAt: new Date() })
      .where(eq(deliveries.id, body.id));
    await writeParts(tx as unknown as Db, body.id, fileIds, recipientIds);
  });
  await audit(db, { accountId: user.id, action: 'deliver.edit', target: `delivery:${body.id}`, ip });
  return { id: body.id };
}

/** draft → released, released → withdrawn; anything else is 409. */
export async function moveDelivery(db: Db, user: AuthUser, id: number, to: 'released' | 'withdrawn', ip?: string) {
  const row = await current(db, user, id);
  const from: DeliverStatus = to === 'released' ? 'draft' : 'released';
  if (row.status !== from) throw conflict();
  const now = new Date();
  await db
    .update(deliveries)
    .set({ status: to, updatedAt: now, ...(to === 'released' ? { releasedAt: now } : {}) })
    .where(and(eq(deliveries.id, id), eq(deliveries.status, from)));
  await audit(db, {
    accountId: user.id,
    action: to === 'released' ? 'deliver.release' : 'deliver.withdraw',
    target: `delivery:${id}`,
    ip,
  });
  return { id };
}
