// FAQ and quick-start articles: visible to a caller who may open the module's page, when of no
// platform (public to every customer) or of a platform the company is authorized for — in lists,
// details, comments and counts alike, all through visibleArticles. Articles belong to no company
// and no project.
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from '../../db/orm.ts';
import type { z } from 'zod';
import type { ArticleModule, articleListQuery } from '../../../contract/faq.ts';
import { moduleCodes } from '../../../contract/menus.ts';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  articleCollects,
  articleComments,
  articleFiles,
  articleLikes,
  articleViews,
  articles,
  files,
  platforms,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { forbidden, notFound } from '../../platform/envelope.ts';
import { containsIgnoreCase, paginate, type PageAsk } from '../../platform/paging.ts';
import { plainText } from '../../platform/sanitize.ts';
import { highlightAll, highlightSnippet } from '../../platform/search/highlight.ts';
import { buildTsQuery, segmentWords } from '../../platform/search/segment.ts';

/** The where-clause of the articles of `module` that `user` may see. */
export function visibleArticles(user: AuthUser, module: ArticleModule): SQL {
  if (!user.codes.has(moduleCodes[module].page)) return sql`false`;
  return and(
    eq(articles.module, module),
    inArray(articles.status, ['published', 'updated']),
    user.platformIds.length
      ? or(isNull(articles.platformId), inArray(articles.platformId, user.platformIds))
      : isNull(articles.platformId),
  )!;
}

const likedBy = (user: AuthUser) =>
  sql<boolean>`exists (select 1 from ${articleLikes} where ${articleLikes.articleId} = ${articles.id} and ${articleLikes.accountId} = ${user.id})`;
const collectedBy = (user: AuthUser) =>
  sql<boolean>`exists (select 1 from ${articleCollects} where ${articleCollects.articleId} = ${articles.id} and ${articleCollects.accountId} = ${user.id})`;

const selection = (user: AuthUser) => ({
  a: articles,
  platform: platforms.name,
  creator: accounts.name,
  liked: likedBy(user),
  collected: collectedBy(user),
});
type Row = {
  a: typeof articles.$inferSelect;
  platform: string | null;
  creator: string | null;
  liked: boolean;
  collected: boolean;
};

const present = (r: Row) => ({
  id: r.a.id,
  number: r.a.number,
  title: r.a.title,
  status: r.a.status,
  platform: r.platform,
  keyword: r.a.keyword,
  likes: r.a.likes,
  views: r.a.views,
  replies: r.a.replies,
  creator: r.creator ?? '',
  appCode: r.a.appCode,
  createdAt: r.a.createdAt.toISOString(),
  updatedAt: r.a.updatedAt.toISOString(),
  liked: r.liked,
  collected: r.collected,
});

/**
 * The list's keyword: a part of the title, keywords or number as typed (an unfinished number still
 * finds its article), or all its words in the title, keywords or text, segmented as the search
 * segments them (server/platform/search/segment.ts) and looked up in the search index, which holds
 * every published article (server/platform/search/article-docs.ts). Nothing for a blank keyword.
 */
function keywordMatch(module: ArticleModule, keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const typed = containsIgnoreCase(keyword, articles.title, articles.keyword, articles.number);
  const words = buildTsQuery({ words: keyword });
  if (!words) return typed;
  return or(
    typed,
    sql`${articles.id} in (select d.item_id from search_docs d where d.module = ${module} and d.tsv @@ to_tsquery('simple', ${words}))`,
  );
}

/** Why a row matched `keyword`: its title, and a snippet of its text when the text holds a searched word. */
function matchOf(a: typeof articles.$inferSelect, keyword: string | undefined) {
  if (!keyword) return null;
  const terms = [...new Set([keyword.toLowerCase(), ...segmentWords(keyword)])];
  const snippet = highlightSnippet(plainText(a.content), terms);
  return { titleHtml: highlightAll(a.title, terms), snippetHtml: snippet.includes('<mark>') ? snippet : null };
}

export async function listArticles(
  db: Db,
  user: AuthUser,
  module: ArticleModule,
  q: z.infer<typeof articleListQuery> & { pageNum: number; pageSize: number },
) {
  const where: (SQL | undefined)[] = [visibleArticles(user, module)];
  where.push(keywordMatch(module, q.keyword));
  if (q.platformId) where.push(eq(articles.platformId, q.platformId));
  if (q.status) where.push(eq(articles.status, q.status));
  if (q.appCode) where.push(eq(articles.appCode, q.appCode));
  if (q.collected === 'true') where.push(collectedBy(user));
  const condition = and(...where);
  const order = q.sort === 'views' ? [desc(articles.views)] : q.sort === 'likes' ? [desc(articles.likes)] : [];
  return paginate(
    db,
    q,
    db
      .select(selection(user))
      .from(articles)
      .leftJoin(platforms, eq(platforms.id, articles.platformId))
      .leftJoin(accounts, eq(accounts.id, articles.creatorId))
      .where(condition)
      .orderBy(...order, desc(articles.createdAt), desc(articles.id))
      .$dynamic(),
    db.select({ total: count() }).from(articles).where(condition),
    (r) => ({ ...present(r as Row), match: matchOf((r as Row).a, q.keyword) }),
  );
}

async function findArticle(db: Db, user: AuthUser, module: ArticleModule, id: number) {
  const [row] = await db
    .select(selection(user))
    .from(articles)
    .leftJoin(platforms, eq(platforms.id, articles.platformId))
    .leftJoin(accounts, eq(accounts.id, articles.creatorId))
    .where(and(eq(articles.id, id), visibleArticles(user, module)));
  if (!row) throw notFound();
  return row as Row;
}

/** The article; the first open of the day by this account counts as a view. */
export async function articleDetail(db: Db, user: AuthUser, module: ArticleModule, id: number) {
  await findArticle(db, user, module, id);
  const day = new Date().toISOString().slice(0, 10);
  const counted = await db
    .insert(articleViews)
    .values({ articleId: id, accountId: user.id, day })
    .onConflictDoNothing()
    .returning();
  if (counted.length)
    await db
      .update(articles)
      .set({ views: sql`${articles.views} + 1` })
      .where(eq(articles.id, id));
  const row = await findArticle(db, user, module, id);
  const attachments = await db
    .select({ fileId: files.id, name: files.name, size: files.size, sha256: files.sha256 })
    .from(articleFiles)
    .innerJoin(files, eq(files.id, articleFiles.fileId))
    .where(eq(articleFiles.articleId, id))
    .orderBy(asc(files.id));
  return { ...present(row), content: row.a.content, attachments };
}

/** Like or unlike: one per account, idempotent; the count follows at once. */
export async function setLike(db: Db, user: AuthUser, module: ArticleModule, id: number, liked: boolean) {
  await findArticle(db, user, module, id);
  const changed = liked
    ? await db.insert(articleLikes).values({ articleId: id, accountId: user.id }).onConflictDoNothing().returning()
    : await db
        .delete(articleLikes)
        .where(and(eq(articleLikes.articleId, id), eq(articleLikes.accountId, user.id)))
        .returning();
  if (changed.length)
    await db
      .update(articles)
      .set({ likes: sql`${articles.likes} + ${liked ? 1 : -1}` })
      .where(eq(articles.id, id));
  const [row] = await db.select({ likes: articles.likes }).from(articles).where(eq(articles.id, id));
  return { liked, likes: row.likes };
}

export async function setCollect(db: Db, user: AuthUser, module: ArticleModule, id: number, collected: boolean) {
  await findArticle(db, user, module, id);
  if (collected) await db.insert(articleCollects).values({ articleId: id, accountId: user.id }).onConflictDoNothing();
  else
    await db
      .delete(articleCollects)
      .where(and(eq(articleCollects.articleId, id), eq(articleCollects.accountId, user.id)));
  return { collected };
}

export async function shareLink(db: Db, user: AuthUser, module: ArticleModule, id: number) {
  await findArticle(db, user, module, id);
  return { link: `/${module === 'faq' ? 'faq/faqDetail' : 'quickStart/quickStartDetail'}?id=${id}` };
}

export async function addComment(db: Db, user: AuthUser, module: ArticleModule, id: number, content: string) {
  await findArticle(db, user, module, id);
  return { id: await insertComment(db, id, user, content) };
}

/**
 * Writes a comment and counts it on its article (in the caller's transaction when there is one).
 * Stored as the text it is; the page renders it as text. A vendor's comment is an answer, never an
 * item of the engineers' queue (server/modules/queues), which answers through here too.
 */
export async function insertComment(
  db: Db,
  articleId: number,
  author: { id: number; isStaff: boolean },
  content: string,
): Promise<number> {
  const [row] = await db
    .insert(articleComments)
    .values({
      articleId,
      accountId: author.id,
      content,
      isVendor: author.isStaff,
      status: author.isStaff ? 'closed' : 'open',
    })
    .returning({ id: articleComments.id });
  await db
    .update(articles)
    .set({ replies: sql`${articles.replies} + 1` })
    .where(eq(articles.id, articleId));
  return row.id;
}

export async function deleteComment(db: Db, user: AuthUser, module: ArticleModule, commentId: number) {
  const [row] = await db
    .select()
    .from(articleComments)
    .where(and(eq(articleComments.id, commentId), isNull(articleComments.deletedAt)));
  if (!row) throw notFound();
  await findArticle(db, user, module, row.articleId); // a comment on an article they cannot see does not exist for them
  if (row.accountId !== user.id) throw forbidden();
  await db.update(articleComments).set({ deletedAt: new Date() }).where(eq(articleComments.id, commentId));
  await db
    .update(articles)
    .set({ replies: sql`greatest(${articles.replies} - 1, 0)` })
    .where(eq(articles.id, row.articleId));
}

const commentSelection = (user: AuthUser) => ({
  c: articleComments,
  articleTitle: articles.title,
  author: accounts.name,
  mine: sql<boolean>`${articleComments.accountId} = ${user.id}`,
});
type CommentRow = { c: typeof articleComments.$inferSelect; articleTitle: string; author: string; mine: boolean };
const presentComment = (r: CommentRow) => ({
  id: r.c.id,
  articleId: r.c.articleId,
  articleTitle: r.articleTitle,
  author: r.author,
  isVendor: r.c.isVendor,
  mine: r.mine,
  content: r.c.content,
  createdAt: r.c.createdAt.toISOString(),
  status: r.c.status,
});

export async function listComments(db: Db, user: AuthUser, module: ArticleModule, id: number, page: PageAsk) {
  await findArticle(db, user, module, id);
  const where = and(eq(articleComments.articleId, id), isNull(articleComments.deletedAt));
  return paginate(
    db,
    page,
    db
      .select(commentSelection(user))
      .from(articleComments)
      .innerJoin(articles, eq(articles.id, articleComments.articleId))
      .innerJoin(accounts, eq(accounts.id, articleComments.accountId))
      .where(where)
      .orderBy(desc(articleComments.createdAt), desc(articleComments.id))
      .$dynamic(),
    db.select({ total: count() }).from(articleComments).where(where),
    (r) => presentComment(r as CommentRow),
  );
}

/** My comments in this module, still on articles I may see. */
export async function commentRecord(db: Db, user: AuthUser, module: ArticleModule, page: PageAsk) {
  const where = and(
    eq(articleComments.accountId, user.id),
    isNull(articleComments.deletedAt),
    visibleArticles(user, module),
  );
  return paginate(
    db,
    page,
    db
      .select(commentSelection(user))
      .from(articleComments)
      .innerJoin(articles, eq(articles.id, articleComments.articleId))
      .innerJoin(accounts, eq(accounts.id, articleComments.accountId))
      .where(where)
      .orderBy(desc(articleComments.createdAt), desc(articleComments.id))
      .$dynamic(),
    db
      .select({ total: count() })
      .from(articleComments)
      .innerJoin(articles, eq(articles.id, articleComments.articleId))
      .where(where),
    (r) => presentComment(r as CommentRow),
  );
}
