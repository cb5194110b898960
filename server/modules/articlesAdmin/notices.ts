// Staff publishing of announcements and partners (admin.publish), both shown on every customer's
// home page — only while released: created as drafts, edited while not withdrawn, released and
// withdrawn (gone from home and /noticePage at once). Every change is audited.
import { and, asc, count, desc, eq, type SQL } from '../../db/orm.ts';
import type { z } from 'zod';
import { Code } from '../../../contract/codes.ts';
import type {
  AnnouncementAdmin,
  PartnerAdmin,
  PublishAction,
  announcementAdminQuery,
  announcementBody,
  partnerAdminQuery,
  partnerBody,
} from '../../../contract/articlesAdmin.ts';
import type { Db } from '../../db/client.ts';
import { accounts, announcements, partners } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError, notFound } from '../../platform/envelope.ts';
import { containsIgnoreCase, paginate, type PageAsk } from '../../platform/paging.ts';
import { assertMoved, publishingMove } from '../../platform/publishing.ts';

const withdrawnRefused = () => new AppError(409, Code.conflict, 'conflict');

// Announcements.

type AnnouncementRow = { n: typeof announcements.$inferSelect; publisher: string | null };

const fromAnnouncements = (db: Db) =>
  db
    .select({ n: announcements, publisher: accounts.name })
    .from(announcements)
    .leftJoin(accounts, eq(accounts.id, announcements.publisherId));

const presentAnnouncement = (r: AnnouncementRow): AnnouncementAdmin => ({
  id: r.n.id,
  state: r.n.status,
  title: r.n.title,
  titleEn: r.n.titleEn,
  content: r.n.content,
  contentEn: r.n.contentEn,
  publishedAt: r.n.publishedAt.toISOString(),
  publisher: r.publisher ?? '',
});

export async function listAdminAnnouncements(db: Db, q: z.output<typeof announcementAdminQuery>, page: PageAsk) {
  const where = and(
    containsIgnoreCase(q.keyword, announcements.title, announcements.titleEn),
    q.state ? eq(announcements.status, q.state) : undefined,
  );
  return paginate(
    db,
    page,
    fromAnnouncements(db).where(where).orderBy(desc(announcements.publishedAt), desc(announcements.id)).$dynamic(),
    db.select({ total: count() }).from(announcements).where(where),
    (r) => presentAnnouncement(r as AnnouncementRow),
  );
}

async function findAnnouncement(db: Db, id: number): Promise<AnnouncementRow> {
  const [row] = await fromAnnouncements(db).where(eq(announcements.id, id));
  if (!row) throw notFound();
  return row as AnnouncementRow;
}

export const adminAnnouncementDetail = async (db: Db, id: number) =>
  presentAnnouncement(await findAnnouncement(db, id));

type AnnouncementFields = z.output<typeof announcementBody>;

export async function createAnnouncement(db: Db, user: AuthUser, body: AnnouncementFields, ip: string) {
  const [row] = await db
    .insert(announcements)
    .values({ ...body, status: 'draft', publisherId: user.id })
    .returning({ id: announcements.id });
  await audit(db, { accountId: user.id, action: 'announcement.create', target: `announcement:${row.id}`, ip });
  return { id: row.id };
}

export async function editAnnouncement(db: Db, user: AuthUser, id: number, body: AnnouncementFields, ip: string) {
  const current = await findAnnouncement(db, id);
  if (current.n.status === 'withdrawn') throw withdrawnRefused();
  assertMoved(
    await db
      .update(announcements)
      .set(body)
      .where(and(eq(announcements.id, id), eq(announcements.status, current.n.status)))
      .returning({ id: announcements.id }),
  );
  await audit(db, { accountId: user.id, action: 'announcement.edit', target: `announcement:${id}`, ip });
}

/** draft → released (dated now, by this staff member) → withdrawn; anything else is 409. */
export async function changeAnnouncementState(db: Db, user: AuthUser, id: number, action: PublishAction, ip: string) {
  const current = await findAnnouncement(db, id);
  const now = new Date();
  const move = publishingMove(action, user.id, now);
  const set =
    action === 'release'
      ? { status: move.set.status, publishedAt: now, publisherId: user.id }
      : { status: move.set.status };
  assertMoved(
    await db
      .update(announcements)
      .set(set)
      .where(and(eq(announcements.id, id), eq(announcements.status, move.from)))
      .returning({ id: announcements.id }),
  );
  await audit(db, {
    accountId: user.id,
    action: `announcement.${action}`,
    target: `announcement:${id}`,
    detail: { from: current.n.status },
    ip,
  });
}

// Partners.

const presentPartner = (p: typeof partners.$inferSelect): PartnerAdmin => ({
  id: p.id,
  state: p.status,
  name: p.name,
  nameEn: p.nameEn,
  category: p.category,
  categoryEn: p.categoryEn,
  description: p.description,
  descriptionEn: p.descriptionEn,
  url: p.url,
  sort: p.sort,
});

export async function listAdminPartners(db: Db, q: z.output<typeof partnerAdminQuery>, page: PageAsk) {
  const where: SQL | undefined = and(
    containsIgnoreCase(q.keyword, partners.name, partners.nameEn, partners.category, partners.categoryEn),
    q.state ? eq(partners.status, q.state) : undefined,
  );
  return paginate(
    db,
    page,
    db.select().from(partners).where(where).orderBy(asc(partners.sort), asc(partners.id)).$dynamic(),
    db.select({ total: count() }).from(partners).where(where),
    presentPartner,
  );
}

async function findPartner(db: Db, id: number) {
  const [row] = await db.select().from(partners).where(eq(partners.id, id));
  if (!row) throw notFound();
  return row;
}

export const adminPartnerDetail = async (db: Db, id: number) => presentPartner(await findPartner(db, id));

type PartnerFields = z.output<typeof partnerBody>;

export async function createPartner(db: Db, user: AuthUser, body: PartnerFields, ip: string) {
  const [row] = await db
    .insert(partners)
    .values({ ...body, status: 'draft' })
    .returning({ id: partners.id });
  await audit(db, { accountId: user.id, action: 'partner.create', target: `partner:${row.id}`, ip });
  return { id: row.id };
}

export async function editPartner(db: Db, user: AuthUser, id: number, body: PartnerFields, ip: string) {
  const current = await findPartner(db, id);
  if (current.status === 'withdrawn') throw withdrawnRefused();
  assertMoved(
    await db
      .update(partners)
      .set(body)
      .where(and(eq(partners.id, id), eq(partners.status, current.status)))
      .returning({ id: partners.id }),
  );
  await audit(db, { accountId: user.id, action: 'partner.edit', target: `partner:${id}`, ip });
}

export async function changePartnerState(db: Db, user: AuthUser, id: number, action: PublishAction, ip: string) {
  const current = await findPartner(db, id);
  const move = publishingMove(action, user.id);
  assertMoved(
    await db
      .update(partners)
      .set({ status: move.set.status })
      .where(and(eq(partners.id, id), eq(partners.status, move.from)))
      .returning({ id: partners.id }),
  );
  await audit(db, {
    accountId: user.id,
    action: `partner.${action}`,
    target: `partner:${id}`,
    detail: { from: current.status },
    ip,
  });
}
