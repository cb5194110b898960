// The customer's code delivery list (M12): list, filter choices, detail and file download, each
// filtered by visibleDeliveries alone.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from '../../db/orm.ts';
import type { DeliverListQuery, DeliveryDetail } from '../../../contract/deliver.ts';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  deliveries,
  deliveryFiles,
  deliveryRecipients,
  files,
  platforms,
  projects,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { recordDownload } from '../files/service.ts';
import { notFound } from '../../platform/envelope.ts';
import type { FilesPlatform } from '../../platform/files.ts';
import { containsIgnoreCase, paginate } from '../../platform/paging.ts';
import { cachedRows } from '../../platform/read-cache.ts';
import { visibleDeliveries } from './visibility.ts';

/** What download records call a delivery file (My downloads shows it as the module). */
export const deliverItemKind = 'deliver';

/** The columns every list and detail shows. */
export const deliveryColumns = {
  id: deliveries.id,
  name: deliveries.name,
  projectId: deliveries.projectId,
  project: projects.name,
  platformId: deliveries.platformId,
  platform: platforms.name,
  version: deliveries.version,
  deliveryDate: deliveries.deliveryDate,
  fileCount: sql<number>`(select count(*) from ${deliveryFiles} where ${deliveryFiles.deliveryId} = ${deliveries.id})::int`,
};

/** Conditions shared by the customer's and the staff's lists. */
export function deliveryConditions(q: {
  projectId?: number;
  platformId?: number;
  keyword?: string;
  from?: string;
  to?: string;
}): (SQL | undefined)[] {
  return [
    q.projectId ? eq(deliveries.projectId, q.projectId) : undefined,
    q.platformId ? eq(deliveries.platformId, q.platformId) : undefined,
    containsIgnoreCase(q.keyword, deliveries.version, deliveries.name, deliveries.releaseNotes),
    q.from ? gte(deliveries.deliveryDate, q.from) : undefined,
    q.to ? lte(deliveries.deliveryDate, q.to) : undefined,
  ];
}

/** Recipient names of each delivery of a page. */
export async function recipientsOf(db: Db, ids: number[]) {
  const map = new Map<number, { id: number; name: string; email: string }[]>();
  if (ids.length === 0) return map;
  const rows = await cachedRows(
    db,
    db
      .select({
        deliveryId: deliveryRecipients.deliveryId,
        id: accounts.id,
        name: accounts.name,
        email: accounts.email,
      })
      .from(deliveryRecipients)
      .innerJoin(accounts, eq(accounts.id, deliveryRecipients.accountId))
      .where(inArray(deliveryRecipients.deliveryId, ids))
      .orderBy(accounts.name, accounts.id),
  );
  for (const r of rows) {
    const list = map.get(r.deliveryId) ?? [];
    list.push({ id: r.id, name: r.name, email: r.email });
    map.set(r.deliveryId, list);
  }
  return map;
}

/** The files of a delivery, in their order. */
export async function filesOf(db: Db, deliveryId: number) {
  return cachedRows(
    db,
    db
      .select({
        id: deliveryFiles.id,
        fileId: files.id,
        name: files.name,
        size: files.size,
        sha256: files.sha256,
      })
      .from(deliveryFiles)
      .innerJoin(files, eq(files.id, deliveryFiles.fileId))
      .where(eq(deliveryFiles.deliveryId, deliveryId))
      .orderBy(deliveryFiles.sort, deliveryFiles.id),
  );
}

const sortColumns = {
  deliveryDate: deliveries.deliveryDate,
  version: deliveries.version,
  name: deliveries.name,
} as const;

export async function listDeliveries(db: Db, user: AuthUser, q: DeliverListQuery) {
  const condition = and(visibleDeliveries(user), ...deliveryConditions(q));
  const dir = q.sortOrder === 'asc' ? asc : desc;
  const page = await paginate(
    db,
    q,
    db
      .select(deliveryColumns)
      .from(deliveries)
      .innerJoin(projects, eq(projects.id, deliveries.projectId))
      .innerJoin(platforms, eq(platforms.id, deliveries.platformId))
      .where(condition)
      .orderBy(dir(sortColumns[q.sortField ?? 'deliveryDate']), dir(deliveries.id))
      .$dynamic(),
    db.select({ total: count() }).from(deliveries).where(condition),
  );
  const recipients = await recipientsOf(
    db,
    page.list.map((r) => r.id),
  );
  return {
    ...page,
    list: page.list.map((r) => ({ ...r, recipients: (recipients.get(r.id) ?? []).map((a) => a.name) })),
  };
}

/**
 * The projects and platforms of the deliveries the caller may see: the filter bar's choices. Asked
 * per project and per platform (an EXISTS each, served by the company's project and platform
 * indexes), never by reading every delivery of the company.
 */
export async function deliverOptions(db: Db, user: AuthUser) {
  const visible = visibleDeliveries(user);
  const [projectRows, platformRows] = await Promise.all([
    cachedRows(
      db,
      db
        .select({ id: projects.id, name: projects.name })
        .from(projects)
        .where(
          and(
            eq(projects.companyId, user.companyId),
            sql`exists (select 1 from ${deliveries} where ${deliveries.projectId} = ${projects.id} and ${visible})`,
          ),
        )
        .orderBy(projects.name, projects.id),
    ),
    cachedRows(
      db,
      db
        .select({ id: platforms.id, name: platforms.name })
        .from(platforms)
        .where(
          and(
            user.platformIds.length ? inArray(platforms.id, user.platformIds) : sql`false`,
            sql`exists (select 1 from ${deliveries} where ${deliveries.platformId} = ${platforms.id} and ${visible})`,
          ),
        )
        .orderBy(platforms.name, platforms.id),
    ),
  ]);
  return { projects: projectRows.map((r) => ({ ...r })), platforms: platformRows.map((r) => ({ ...r })) };
}

export async function deliveryDetail(db: Db, user: AuthUser, id: number): Promise<DeliveryDetail> {
  const [row] = await cachedRows(
    db,
    db
      .select({ ...deliveryColumns, releaseNotes: deliveries.releaseNotes })
      .from(deliveries)
      .innerJoin(projects, eq(projects.id, deliveries.projectId))
      .innerJoin(platforms, eq(platforms.id, deliveries.platformId))
      .where(and(eq(deliveries.id, id), visibleDeliveries(user))),
  );
  if (!row) throw notFound();
  const [fileRows, recipients] = await Promise.all([filesOf(db, id), recipientsOf(db, [id])]);
  const people = recipients.get(id) ?? [];
  return {
    ...row,
    files: fileRows.map((f) => ({ ...f })),
    recipients: people.map((p) => p.name),
    recipientAccounts: people,
  };
}

/**
 * One file of a delivery the caller may see (the id is the delivery file's), with Range and ETag;
 * the first request of a download (no Range, or from byte 0) is recorded in My downloads.
 */
export async function downloadDeliveryFile(
  deps: { db: Db; files: FilesPlatform },
  request: FastifyRequest,
  reply: FastifyReply,
  user: AuthUser,
  id: number,
) {
  const { db } = deps;
  const [row] = await db
    .select({
      deliveryId: deliveries.id,
      platformId: deliveries.platformId,
      fileId: files.id,
      sha256: files.sha256,
      size: files.size,
      name: files.name,
      mime: files.mime,
    })
    .from(deliveryFiles)
    .innerJoin(deliveries, eq(deliveries.id, deliveryFiles.deliveryId))
    .innerJoin(files, eq(files.id, deliveryFiles.fileId))
    .where(and(eq(deliveryFiles.id, id), visibleDeliveries(user)));
  if (!row) throw notFound();
  await recordDownload(db, request, user.id, [{ id: row.fileId, size: row.size }], {
    kind: deliverItemKind,
    id: row.deliveryId,
    platformId: row.platformId,
  });
  return deps.files.send(request, reply, row);
}
