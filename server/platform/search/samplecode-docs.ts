// What the search index holds for sample code: released samples only, title = name, body = bug id,
// description, component, versions, note and keywords; the platform decides who finds it.
import { and, eq, inArray, isNotNull } from '../../db/orm.ts';
import type { Db } from '../../db/client.ts';
import { files, sampleCodes } from '../../db/schema/index.ts';
import { indexDocs, namesOf, platformNames, removeDoc, type SearchDoc } from './index-writer.ts';

export const sampleSearchModule = 'samplecode';

/** (Re)indexes the released samples among `ids` (every released sample without ids). */
export async function indexSamples(db: Db, ids?: number[]): Promise<number> {
  const rows = await db
    .select({ sample: sampleCodes, fileName: files.name })
    .from(sampleCodes)
    .leftJoin(files, eq(files.id, sampleCodes.fileId))
    .where(
      and(
        eq(sampleCodes.state, 'released'),
        isNotNull(sampleCodes.releasedAt),
        ids ? inArray(sampleCodes.id, ids) : undefined,
      ),
    );
  const names = await platformNames(db);
  const docs: SearchDoc[] = rows.map(({ sample: s, fileName }) => ({
    module: sampleSearchModule,
    itemId: s.id,
    title: s.name,
    body: [
      s.bugId,
      s.description,
      s.component,
      s.version,
      s.apVersion,
      s.androidVersion,
      s.kernelVersion,
      s.note,
      s.keywords,
      fileName ?? '',
    ].join(' '),
    platformIds: [s.platformId],
    language: /[\u4e00-\u9fff]/.test(s.name) ? 'zh' : 'en',
    type: s.component,
    releasedAt: s.releasedAt!,
    terms: namesOf(names, [s.platformId]),
  }));
  await indexDocs(db, docs);
  return docs.length;
}

/** A sample that is no longer released leaves the index. */
export const unindexSample = (db: Db, id: number) => removeDoc(db, sampleSearchModule, id);
