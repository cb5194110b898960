// A menu entry as getMenu answers it, for the web's unit tests: the portal's own definition of the
// code where there is one (contract/menus.ts), the code itself as its names otherwise.
import type { MenuEntry } from '../../contract/auth.ts';
import { menuDefs } from '../../contract/menus.ts';

export function menuEntry(funcNo: string, patch: Partial<MenuEntry> = {}): MenuEntry {
  const def = menuDefs.find((candidate) => candidate.funcNo === funcNo);
  return {
    funcNo,
    funcName: def?.funcName ?? funcNo,
    funcEname: def?.funcEname ?? funcNo,
    newhref: def?.newhref ?? '',
    redirectUrl: def?.redirectUrl ?? '',
    newicon: def?.newicon ?? '',
    isQuickstart: def?.isQuickstart ?? false,
    children: [],
    ...patch,
  };
}
