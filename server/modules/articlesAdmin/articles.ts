// Staff publishing of FAQ and quick-start articles (admin.publish): every article of a module in
// every state; created as a draft, edited while not withdrawn, released (customers of its platform
// — every customer when it has none — see it in lists, details and search) and withdrawn (gone from
// all of them at once). The database keeps the customer's words for the states: published, or
// updated once edited after release; archived when withdrawn. Rich text is sanitized before it is
// stored; attachments are files the staff member uploaded. Every change is audited.
import crypto from 'node:crypto';
import { and, count, desc, eq, inArray, sql } from '../../db/orm.ts';
import type { z } from 'zod';
import { Code } from '../../../contract/codes.ts';
import type {
  ArticleAdmin,
  ArticleAdminDetail,
  ArticleAdminOptions,
  PublishAction,
  PublishState,
  articleAdminBody,
  articleAdminQuery,
} from '../../../contract/articlesAdmin.ts';
import { quickstartAppCodes } from '../../../contract/articlesAdmin.ts';
import type { ArticleModule } from '../../../contract/faq.ts';
import type { Db } from '../../db/client.ts';
import { accounts, articleFiles, articles, files, platforms } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { uploadedBy } from '../files/service.ts';
import { AppError, notFound } from '../../platform/envelope.ts';
import { isUniqueViolation } from '../../platform/errors.ts';
import { containsIgnoreCase, paginate, type PageAsk } from '../../platform/paging.ts';
import { assertMoved, publishingMove } from '../../platform/publishing.ts';
import { cachedRows } from '../../platform/read-cache.ts';
import { plainText, sanitizeRichText } from '../../platform/sanitize.ts';
import { indexArticles } from '../../platform/search/article-docs.ts';
import { removeDoc } from '../../platform/search/index-writer.ts';

type Body = z.output<typeof articleAdminBody>;
type Query = z.output<typeof articleAdminQuery>;
type Status = (typeof articles.$inferSelect)['status'];

/** The article statuses of each publishing state. */
const statusesOf: Record<PublishState, readonly Status[]> = {
  draft: ['draft'],
  released: ['published', 'updated'],
  withdrawn: ['archived'],
};
const stateOf = (status: Status): PublishState =>
  status === 'draft' ? 'draft' : status === 'archived' ? 'withdrawn' : 'released';

const invalid = (field: string) => new AppError(400, Code.badRequest, 'invalidField', { field, rule: '' }, { field });
const numberTaken = () => new AppError(400, Code.badRequest, 'articleNumberTaken', {}, { field: 'number' });

const fileCount =
  sql<number>`(select count(*) from ${articleFiles} where ${articleFiles.articleId} = ${articles.id})`.mapWith(Number);
const selection = { a: articles, platform: platforms.name, creator: accounts.name, files: fileCount };
type Row = { a: typeof articles.$inferSelect; platform: string | null; creator: string | null; files: number };

const fromArticles = (db: Db) =>
  db
    .select(selection)
    .from(articles)
    .leftJoin(platforms, eq(platforms.id, articles.platformId))
    .leftJoin(accounts, eq(accounts.id, articles.creatorId));

const present = (r: Row): ArticleAdmin => ({
  id: r.a.id,
  module: r.a.module,
  number: r.a.number,
  title: r.a.title,
  state: stateOf(r.a.status),
  status: r.a.status,
  platformId: r.a.platformId,
  platform: r.platform,
  keyword: r.a.keyword,
  appCode: r.a.appCode,
  creator: r.creator ?? '',
  views: r.a.views,
  likes: r.a.likes,
  replies: r.a.replies,
  files: r.files,
  createdAt: r.a.createdAt.toISOString(),
  updatedAt: r.a.updatedAt.toISOString(),
});

export async function listAdminArticles(db: Db, module: ArticleModule, q: Query, page: PageAsk) {
  const where = and(
    eq(articles.module, module),
    containsIgnoreCase(q.keyword, articles.title, articles.keyword, articles.number),
    q.state ? inArray(articles.status, [...statusesOf[q.state]]) : undefined,
    q.platformId ? eq(articles.platformId, q.platformId) : undefined,
  );
  return paginate(
    db,
    page,
    fromArticles(db).where(where).orderBy(desc(articles.updatedAt), desc(articles.id)).$dynamic(),
    db.select({ total: count() }).from(articles).where(where),
    (r) => present(r as Row),
  );
}

async function findRow(db: Db, module: ArticleModule, id: number): Promise<Row> {
  const [row] = await fromArticles(db).where(and(eq(articles.id, id), eq(articles.module, module)));
  if (!row) throw notFound();
  return row as Row;
}

const attachmentsOf = (db: Db, id: number) =>
  db
    .select({ fileId: files.id, name: files.name, size: files.size, sha256: files.sha256 })
    .from(articleFiles)
    .innerJoin(files, eq(files.id, articleFiles.fileId))
    .where(eq(articleFiles.articleId, id))
    .orderBy(files.id);

export async function adminArticleDetail(db: Db, module: ArticleModule, id: number): Promise<ArticleAdminDetail> {
  const row = await findRow(db, module, id);
  return { ...present(row), content: row.a.content, attachments: await attachmentsOf(db, id) };
}

export async function articleOptions(db: Db): Promise<ArticleAdminOptions> {
  const rows = await cachedRows(
    db,
    db.select({ id: platforms.id, name: platforms.name }).from(platforms).orderBy(platforms.name),
  );
  return { platforms: rows.map((p) => ({ ...p })), appCodes: [...quickstartAppCodes] };
}

/**
 * What the body asks, checked: the platform exists; the attachments are files this staff member
 * uploaded or the article has already (never somebody else's upload, which would hand it to
 * customers); the number is free in the module; the content keeps something once sanitized.
 */
async function checked(db: Db, user: AuthUser, module: ArticleModule, body: Body, current: Row | null) {
  if (body.platformId !== null) {
    const [p] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.id, body.platformId));
    if (!p) throw invalid('platformId');
  }
  if (body.fileIds.length) {
    const had = current ? (await attachmentsOf(db, current.a.id)).map((f) => f.fileId) : [];
    const fresh = body.fileIds.filter((id) => !had.includes(id));
    const own = await uploadedBy(db, user.id, fresh);
    if (fresh.some((id) => !own.has(id))) throw invalid('fileIds');
  }
  const number = body.number || current?.a.number || '';
  if (number) {
    const [taken] = await db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.module, module), eq(articles.number, number)));
    if (taken && taken.id !== current?.a.id) throw numberTaken();
  }
  const content = sanitizeRichText(body.content);
  if (!plainText(content) && !/<img\b/i.test(content)) throw invalid('content');
  return {
    title: body.title,
    keyword: body.keyword,
    platformId: body.platformId,
    appCode: module === 'quickstart' ? body.appCode : null,
    content,
    number,
  };
}

async function setAttachments(tx: Db, id: number, fileIds: number[]) {
  await tx.delete(articleFiles).where(eq(articleFiles.articleId, id));
  if (fileIds.length) await tx.insert(articleFiles).values(fileIds.map((fileId) => ({ articleId: id, fileId })));
}

/** A taken number that a concurrent save claimed first is the same 400, never a 500. */
async function numbered<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw numberTaken();
    throw error;
  }
}

const prefixOf: Record<ArticleModule, string> = { faq: 'FAQ', quickstart: 'QS' };

export async function createArticle(db: Db, user: AuthUser, module: ArticleModule, body: Body, ip: string) {
  const fields = await checked(db, user, module, body, null);
  const id = await numbered(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(articles)
        .values({
          ...fields,
          module,
          // Left empty: numbered after its id below (a placeholder no one can have typed meanwhile).
          number: fields.number || `pending-${crypto.randomUUID()}`,
          status: 'draft',
          creatorId: user.id,
        })
        .returning({ id: articles.id });
      if (!fields.number) {
        const base = `${prefixOf[module]}-${new Date().getUTCFullYear()}-${String(row.id).padStart(4, '0')}`;
        const [taken] = await tx
          .select({ id: articles.id })
          .from(articles)
          .where(and(eq(articles.module, module), eq(articles.number, base)));
        await tx
          .update(articles)
          .set({ number: taken ? `${base}-${row.id}` : base })
          .where(eq(articles.id, row.id));
      }
      await setAttachments(tx as unknown as Db, row.id, body.fileIds);
      return row.id;
    }),
  );
  await audit(db, { accountId: user.id, action: `${module}.create`, target: `${module}:${id}`, ip });
  return { id };
}

/** A draft stays a draft; a released article becomes 'updated' and is found by its new words at once. */
export async function editArticle(db: Db, user: AuthUser, module: ArticleModule, id: number, body: Body, ip: string) {
  const current = await findRow(db, module, id);
  const from = stateOf(current.a.status);
  if (from === 'withdrawn') throw new AppError(409, Code.conflict, 'conflict');
  const fields = await checked(db, user, module, body, current);
  await numbered(() =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const status: Status = from === 'draft' ? 'draft' : 'updated';
      assertMoved(
        await t
          .update(articles)
          .set({ ...fields, status, updatedAt: new Date() })
          .where(and(eq(articles.id, id), inArray(articles.status, [...statusesOf[from]])))
          .returning({ id: articles.id }),
      );
      await setAttachments(t, id, body.fileIds);
      if (from === 'released') await indexArticles(t, [id]);
    }),
  );
  await audit(db, { accountId: user.id, action: `${module}.edit`, target: `${module}:${id}`, ip });
}

/**
 * draft → released (published; its date becomes the release's, which customers see and sort by)
 * and released → withdrawn (archived: out of every list, detail and the search index). Nothing else.
 */
export async function changeArticleState(
  db: Db,
  user: AuthUser,
  module: ArticleModule,
  id: number,
  action: PublishAction,
  ip: string,
) {
  const current = await findRow(db, module, id); // 404 before 409
  const now = new Date();
  const { from } = publishingMove(action, user.id, now);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const set =
      action === 'release'
        ? { status: 'published' as const, createdAt: now, updatedAt: now }
        : { status: 'archived' as const, updatedAt: now };
    assertMoved(
      await t
        .update(articles)
        .set(set)
        .where(and(eq(articles.id, id), inArray(articles.status, [...statusesOf[from]])))
        .returning({ id: articles.id }),
    );
    if (action === 'release') await indexArticles(t, [id]);
    else await removeDoc(t, module, id);
  });
  await audit(db, {
    accountId: user.id,
    action: `${module}.${action}`,
    target: `${module}:${id}`,
    detail: { from: stateOf(current.a.status) },
    ip,
  });
}
