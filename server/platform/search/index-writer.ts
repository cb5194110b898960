// Writes search documents. Callers pass the transaction that writes the content, so the index
// changes with it: a search never finds content that was rolled back, nor misses content that was committed.
import { sql } from '../../db/orm.ts';
import type { Db } from '../../db/client.ts';
import { platforms, searchDocs, searchTexts } from '../../db/schema/index.ts';
import { cachedRows } from '../read-cache.ts';
import { segmentText } from './segment.ts';

export type SearchDoc = {
  module: string;
  itemId: number;
  title: string;
  body: string;
  platformIds: number[];
  language: string;
  type: string;
  releasedAt: Date;
  /** Words that find the document without being shown in its snippet: its chip names. */
  terms?: string[];
};

/**
 * Every platform's (chip's) name by id: for the `terms` of documents on those platforms, and for
 * the platforms a search hit shows. Read through the read cache (platforms rarely change).
 */
export async function platformNames(db: Db): Promise<Map<number, string>> {
  const rows = await cachedRows(db, db.select({ id: platforms.id, name: platforms.name }).from(platforms));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export const namesOf = (names: Map<number, string>, ids: number[]) =>
  ids.map((id) => names.get(id)).filter((n): n is string => !!n);

const batchSize = 500;

export async function indexDocs(db: Db, docs: SearchDoc[]): Promise<void> {
  for (let i = 0; i < docs.length; i += batchSize) {
    const batch = docs.slice(i, i + batchSize);
    const values = batch.map((d) => {
      const titleSeg = segmentText(d.title);
      const bodySeg = segmentText([d.body, ...(d.terms ?? [])].join(' '));
      return {
        module: d.module,
        itemId: d.itemId,
        tsv: sql`setweight(to_tsvector('simple', ${titleSeg}), 'A') || setweight(to_tsvector('simple', ${bodySeg}), 'B')`,
        platformIds: d.platformIds,
        language: d.language,
        type: d.type,
        releasedAt: d.releasedAt,
      };
    });
    const written = await db
      .insert(searchDocs)
      .values(values as never)
      .onConflictDoUpdate({
        target: [searchDocs.module, searchDocs.itemId],
        set: {
          tsv: sql`excluded.tsv`,
          platformIds: sql`excluded.platform_ids`,
          language: sql`excluded.language`,
          type: sql`excluded.type`,
          releasedAt: sql`excluded.released_at`,
        },
      })
      .returning({ id: searchDocs.id, module: searchDocs.module, itemId: searchDocs.itemId });
    const idOf = new Map(written.map((w) => [`${w.module}:${w.itemId}`, w.id]));
    await db
      .insert(searchTexts)
      .values(batch.map((d) => ({ docId: idOf.get(`${d.module}:${d.itemId}`)!, title: d.title, body: d.body })))
      .onConflictDoUpdate({ target: searchTexts.docId, set: { title: sql`excluded.title`, body: sql`excluded.body` } });
  }
}

export async function removeDoc(db: Db, module: string, itemId: number): Promise<void> {
  await db.execute(sql`delete from search_docs where module = ${module} and item_id = ${itemId}`);
}
