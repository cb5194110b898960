// What the signed-in account may do (any code; the documents family's by kind), from getMenu
// (spec §6: codes starting with M are pages, the others functions). The UI hides what is not
// granted; the server refuses it anyway.
import { useMemo } from 'react';
import type { CatalogKind } from '../api/dcc.ts';
import { pageCodes } from '../api/dcc.ts';
import { useMenu } from '../stores/menu.ts';
import { menuStateOf } from '../stores/session.ts';

export type Permissions = {
  /** false until the menu is known: until then nothing optional is shown. */
  known: boolean;
  has(code: string): boolean;
  mayOpen(kind: CatalogKind): boolean;
  mayDownload(kind: CatalogKind): boolean;
  mayExport(kind: CatalogKind): boolean;
};

export function usePermissions(): Permissions {
  const menu = useMenu();
  return useMemo(() => {
    const codes = menu.data ? new Set(menuStateOf(menu.data).func) : null;
    const has = (code: string) => codes?.has(code) ?? false;
    return {
      known: codes !== null,
      has,
      mayOpen: (kind) => has(pageCodes[kind]),
      mayDownload: (kind) => has(`${kind}.download`),
      mayExport: (kind) => has(`${kind}.export`),
    };
  }, [menu.data]);
}
