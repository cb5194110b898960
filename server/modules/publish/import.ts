// The catalogue's xlsx import: every valid row a draft without a file, in one transaction, so an
// import is written whole or not at all; one audit line tells how many.
import type { z } from 'zod';
import type { catalogItemBody, CatalogKind } from '../../../contract/publish.ts';
import type { Db } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { insertDrafts } from './service.ts';

export async function importCatalogItems(
  db: Db,
  user: AuthUser,
  kind: CatalogKind,
  rows: z.infer<typeof catalogItemBody>[],
  ip: string,
) {
  const ids = await db.transaction((tx) => insertDrafts(tx as unknown as Db, user, kind, rows));
  await audit(db, { accountId: user.id, action: `${kind}.import`, target: kind, detail: { count: ids.length }, ip });
  return ids;
}
