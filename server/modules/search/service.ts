// Full-text search across the modules the caller may enter. Access is part of the query — module,
// platforms — so a hidden hit is never counted, paged or highlighted.
import { sql, type SQL } from '../../db/orm.ts';
import { moduleCodes } from '../../../contract/menus.ts';
import type { z } from 'zod';
import { Code } from '../../../contract/codes.ts';
import { limits } from '../../../contract/limits.ts';
import type { advancedSearchBody, SearchModule } from '../../../contract/search.ts';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/envelope.ts';
import { highlightAll, highlightSnippet } from '../../platform/search/highlight.ts';
import { platformNames } from '../../platform/search/index-writer.ts';
import { buildTsQuery, segmentWords } from '../../platform/search/segment.ts';

/** Modules with a search index today. */
const indexedModules = [
  'dcc',
  'tr',
  'pcn',
  'tool',
  'faq',
  'quickstart',
  'samplecode',
] as const satisfies readonly SearchModule[];
export const linkOf = (module: SearchModule, id: number) =>
  module === 'faq'
    ? `/faq/faqDetail?id=${id}`
    : module === 'quickstart'
      ? `/quickStart/quickStartDetail?id=${id}`
      : module === 'samplecode'
        ? `/samplecode/samplecodeDetail?id=${id}`
        : `/${module}?detail=${id}`;

export const searchableModules = (user: AuthUser): SearchModule[] =>
  indexedModules.filter((m) => user.codes.has(moduleCodes[m].page));

/**
 * The index entries (alias `d`) `user` may see: of `modules` among those whose page they may open,
 * public (no platform) or on an authorized platform — narrowed to `platformIds` when given. The
 * same rule as visibleCatalog and visibleArticles, on the index's own columns.
 */
export function visibleSearchDocs(
  user: AuthUser,
  opts: { modules?: readonly SearchModule[]; platformIds?: readonly number[] } = {},
): SQL {
  const modules = searchableModules(user).filter((m) => !opts.modules || opts.modules.includes(m));
  if (modules.length === 0) return sql`false`;
  const platforms = opts.platformIds
    ? opts.platformIds.filter((id) => user.platformIds.includes(id))
    : user.platformIds;
  return sql`d.module in (${sql.join(
    modules.map((m) => sql`${m}`),
    sql`, `,
  )})
    and (d.platform_ids = '{}' or d.platform_ids && ${`{${platforms.join(',')}}`}::int[])`;
}

type Options = z.infer<typeof advancedSearchBody> & { pageNum: number; pageSize: number };

export async function search(db: Db, user: AuthUser, o: Options) {
  const allowed = searchableModules(user).filter((m) => !o.modules?.length || o.modules.includes(m));
  const query = buildTsQuery({ words: o.keyword, phrase: o.phrase, exclude: o.exclude });
  if (!query)
    throw new AppError(400, Code.badRequest, 'invalidField', { field: 'keyword', rule: '' }, { field: 'keyword' });
  const empty = { list: [], total: 0, capped: false, pageNum: o.pageNum, pageSize: o.pageSize, facets: [] };
  if (allowed.length === 0) return empty;

  const platformIds = o.platformIds?.length ? o.platformIds : undefined;
  const base: SQL[] = [sql`d.tsv @@ q.q`];
  if (o.types?.length)
    base.push(
      sql`d.type in (${sql.join(
        o.types.map((t) => sql`${t}`),
        sql`, `,
      )})`,
    );
  if (o.language) base.push(sql`d.language = ${o.language}`);
  if (o.from) base.push(sql`d.released_at >= ${`${o.from}T00:00:00Z`}::timestamptz`);
  if (o.to) base.push(sql`d.released_at < (${`${o.to}T00:00:00Z`}::timestamptz + interval '1 day')`);
  const where = sql.join([visibleSearchDocs(user, { modules: allowed, platformIds }), ...base], sql` and `);
  const terms = [...new Set([...segmentWords(o.keyword ?? ''), ...segmentWords(o.phrase ?? '')])];

  // Ranking weighs the newest searchRankWindow hits and the newest as many title hits (decision
  // 0019): a word every document holds no longer ranks 100 000 rows, and a strong title hit on an
  // old document still competes. The planner walks the release-time index for a common word and
  // the word indexes (title_tsv has its own, and its own statistics) for a rare one.
  const window = limits.searchRankWindow;
  const ranked = (hits: SQL) => sql`(select d.id, d.released_at, ts_rank(d.tsv, q.q) as rank
      from search_docs d, to_tsquery('simple', ${query}) q(q)
      where ${hits} and ${where} order by d.released_at desc, d.id desc limit ${window})`;
  // The total is the sum of the facets of the requested modules. Each module's hits are counted up
  // to limits.searchCountCap and no further: counting every hit of a common word costs more than
  // ranking them (decision 0006). One branch per module with its name as a value, so the planner
  // sees which module it counts (a small one through the (module, item) index).
  const cap = limits.searchCountCap;
  const counted = searchableModules(user);
  const visible = sql.join([visibleSearchDocs(user, { platformIds }), ...base], sql` and `);
  const [page, facets, platformName] = await Promise.all([
    // Ranks and pages on the narrow index table; only the page's hits fetch their text.
    db.execute(sql`
      select d.module, d.item_id, x.title, x.body, d.platform_ids, d.released_at, d.language, d.type
      from (select c.id, c.rank, c.released_at from (${ranked(sql`true`)} union ${ranked(sql`d.title_tsv @@ q.q`)}) c
            order by c.rank desc, c.released_at desc, c.id desc limit ${o.pageSize} offset ${(o.pageNum - 1) * o.pageSize}) h
      join search_docs d on d.id = h.id
      join search_texts x on x.doc_id = h.id
      order by h.rank desc, h.released_at desc, h.id desc`),
    db.execute(
      sql.join(
        counted.map(
          (
            m,
          ) => sql`select ${m}::text as module, (select count(*) from (select 1 from search_docs d, to_tsquery('simple', ${query}) q(q)
            where d.module = ${m} and ${visible} limit ${cap + 1}) s)::int as n`,
        ),
        sql` union all `,
      ),
    ),
    platformNames(db),
  ]);
  const rows = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
  const facetList = rows(facets)
    .filter((f) => Number(f.n) > 0)
    .map((f) => ({ module: f.module as SearchModule, count: Math.min(Number(f.n), cap), capped: Number(f.n) > cap }));
  const shown = facetList.filter((f) => allowed.includes(f.module));
  // Pages reach as far as the ranked window does.
  const sum = shown.reduce((all, f) => all + f.count, 0);
  const total = Math.min(sum, window);
  return {
    list: rows(page).map((r) => ({
      module: r.module as SearchModule,
      itemId: Number(r.item_id),
      titleHtml: highlightAll(String(r.title), terms),
      snippetHtml: highlightSnippet(String(r.body), terms),
      platforms: (r.platform_ids as number[]).map((id) => platformName.get(Number(id))).filter((n): n is string => !!n),
      releasedAt: new Date(r.released_at as string).toISOString(),
      language: String(r.language),
      type: String(r.type),
      link: linkOf(r.module as SearchModule, Number(r.item_id)),
    })),
    total,
    capped: sum > window || shown.some((f) => f.capped),
    pageNum: o.pageNum,
    pageSize: o.pageSize,
    facets: facetList,
  };
}
