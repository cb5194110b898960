// FAQ and quick-start articles in the search index: public ones (no platform) carry no platforms.
import { and, inArray } from '../../db/orm.ts';
import type { Db } from '../../db/client.ts';
import { articles } from '../../db/schema/index.ts';
import { plainText } from '../sanitize.ts';
import { indexDocs, namesOf, platformNames } from './index-writer.ts';

export async function indexArticles(db: Db, ids?: number[]): Promise<number> {
  const rows = await db
    .select()
    .from(articles)
    .where(and(inArray(articles.status, ['published', 'updated']), ids ? inArray(articles.id, ids) : undefined));
  const names = await platformNames(db);
  await indexDocs(
    db,
    rows.map((a) => ({
      module: a.module,
      itemId: a.id,
      title: a.title,
      body: `${a.number} ${a.keyword} ${plainText(a.content)}`,
      platformIds: a.platformId ? [a.platformId] : [],
      language: /[\u4e00-\u9fff]/.test(a.title) ? 'zh' : 'en',
      type: a.module,
      releasedAt: a.updatedAt,
      terms: namesOf(names, a.platformId ? [a.platformId] : []),
    })),
  );
  return rows.length;
}
