// Menu codes as the tree the permission screens tick: modules (M..) in menu order with their
// function codes beneath. Only the codes given; a function whose module is not among them is left out.
import { asc, inArray } from '../db/orm.ts';
import type { Db } from '../db/client.ts';
import { menus } from '../db/schema/index.ts';

export type MenuNode = {
  code: string;
  name: string;
  nameEn: string;
  children: { code: string; name: string; nameEn: string }[];
};

export async function menuTree(db: Db, codes: Iterable<string>): Promise<MenuNode[]> {
  const list = [...codes];
  if (list.length === 0) return [];
  const rows = await db.select().from(menus).where(inArray(menus.code, list)).orderBy(asc(menus.sort));
  return rows
    .filter((r) => r.kind === 'menu')
    .map((m) => ({
      code: m.code,
      name: m.name,
      nameEn: m.nameEn,
      children: rows
        .filter((f) => f.kind === 'function' && f.parentCode === m.code)
        .map((f) => ({ code: f.code, name: f.name, nameEn: f.nameEn })),
    }));
}
