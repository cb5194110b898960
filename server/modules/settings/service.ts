// The operator's switches in the settings table: the system-upgrade flag (`maintenance`, read by
// /version.json on every navigation, so it takes effect at the customers' next step) and the patch
// display switches (`patchDisplay`, `patchsetDisplay`, read through the read cache by the menu and
// the patch and patch-set modules; a write invalidates it). No restart either way.
import { eq, inArray, sql } from '../../db/orm.ts';
import type { Display, Maintenance } from '../../../contract/settings.ts';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthUser } from '../../platform/auth.ts';

/** One statement for all the rows: either every switch is written or none. */
async function writeSettings(db: Db, values: Record<string, boolean>) {
  await db
    .insert(settings)
    .values(Object.entries(values).map(([key, value]) => ({ key, value })))
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
}

/** On only when the row says exactly true, as /version.json reads it. */
export async function readMaintenance(db: Db): Promise<Maintenance> {
  const [row] = await db.select().from(settings).where(eq(settings.key, 'maintenance'));
  return { on: row?.value === true };
}

export async function setMaintenance(db: Db, user: AuthUser, body: Maintenance, ip?: string): Promise<Maintenance> {
  await writeSettings(db, { maintenance: body.on });
  await audit(db, {
    accountId: user.id,
    action: 'settings.maintenance',
    target: 'setting:maintenance',
    detail: { on: body.on },
    ip,
  });
  return { on: body.on };
}

/** Off only when the row says exactly false, as the menu reads it (server/modules/auth/menu.ts). */
export async function readDisplay(db: Db): Promise<Display> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, ['patchDisplay', 'patchsetDisplay']));
  const off = (key: string) => rows.some((row) => row.key === key && row.value === false);
  return { patchDisplay: !off('patchDisplay'), patchsetDisplay: !off('patchsetDisplay') };
}

export async function setDisplay(db: Db, user: AuthUser, body: Display, ip?: string): Promise<Display> {
  await writeSettings(db, { patchDisplay: body.patchDisplay, patchsetDisplay: body.patchsetDisplay });
  await audit(db, {
    accountId: user.id,
    action: 'settings.display',
    target: 'setting:display',
    detail: { ...body },
    ip,
  });
  return body;
}
