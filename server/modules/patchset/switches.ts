// The per-company display switches of the patch-set module (spec: modualDisplaySwitch,
// menuDisplaySwitch). Either one off hides the module: its menu entry is left out of getMenu
// (server/modules/auth/menu.ts) and every customer call of the module answers 403. A company
// without a row has both on. Staff set them per company (admin.ts).
import { eq } from '../../db/orm.ts';
import type { Switches } from '../../../contract/patchset.ts';
import type { Db } from '../../db/client.ts';
import { patchsetSwitches } from '../../db/schema/index.ts';
import { cachedRows } from '../../platform/read-cache.ts';

export async function switchesOf(db: Db, companyId: number): Promise<Switches> {
  const [row] = await cachedRows(
    db,
    db.select().from(patchsetSwitches).where(eq(patchsetSwitches.companyId, companyId)),
  );
  return { modualDisplaySwitch: row?.modualDisplay ?? true, menuDisplaySwitch: row?.menuDisplay ?? true };
}

/** Whether the company's switches hide the module (menu entry gone, calls refused). */
export async function patchsetHidden(db: Db, companyId: number): Promise<boolean> {
  const s = await switchesOf(db, companyId);
  return !s.modualDisplaySwitch || !s.menuDisplaySwitch;
}
