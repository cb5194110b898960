// My downloads: what this account has downloaded, newest first. Each account sees only its own.
import { and, count, desc, eq, gte, lt, sql, type SQL } from '../../db/orm.ts';
import type { z } from 'zod';
import type { myDownloadsQuery } from '../../../contract/download.ts';
import type { Db } from '../../db/client.ts';
import { downloadRecords, files } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { containsIgnoreCase, paginate } from '../../platform/paging.ts';

type Query = z.infer<typeof myDownloadsQuery> & { pageNum: number; pageSize: number };

export async function listMyDownloads(db: Db, user: AuthUser, q: Query) {
  const where: (SQL | undefined)[] = [eq(downloadRecords.accountId, user.id)];
  if (q.itemKind) where.push(eq(downloadRecords.itemKind, q.itemKind));
  where.push(containsIgnoreCase(q.keyword, files.name));
  if (q.from) where.push(gte(downloadRecords.createdAt, new Date(`${q.from}T00:00:00Z`)));
  if (q.to) where.push(lt(downloadRecords.createdAt, new Date(new Date(`${q.to}T00:00:00Z`).getTime() + 86_400_000)));
  const condition = and(...where);
  return paginate(
    db,
    q,
    db
      .select({
        id: downloadRecords.id,
        fileId: files.id,
        fileName: files.name,
        size: downloadRecords.size,
        sha256: sql<string>`coalesce(${downloadRecords.sentSha256}, ${files.sha256})`,
        itemKind: downloadRecords.itemKind,
        itemId: downloadRecords.itemId,
        downloadedAt: downloadRecords.createdAt,
      })
      .from(downloadRecords)
      .innerJoin(files, eq(files.id, downloadRecords.fileId))
      .where(condition)
      .orderBy(desc(downloadRecords.createdAt), desc(downloadRecords.id))
      .$dynamic(),
    // The join is needed for the count only when the keyword filters on the file name.
    q.keyword
      ? db
          .select({ total: count() })
          .from(downloadRecords)
          .innerJoin(files, eq(files.id, downloadRecords.fileId))
          .where(condition)
      : db.select({ total: count() }).from(downloadRecords).where(condition),
    (r) => ({ ...r, downloadedAt: r.downloadedAt.toISOString() }),
  );
}
