// The modules this account may search: the page codes it holds (DOMAIN.md) whose screens exist in
// the route table. The server limits the search the same way; this only keeps the choices honest.
import { moduleCodes } from '../../../contract/menus.ts';
import { searchModules } from '../../api/search.ts';
import type { SearchModule } from '../../api/search.ts';
import { usePermissions } from '../../components/usePermissions.ts';
import { findRoute } from '../../routes.ts';

export const modulePages: Record<SearchModule, { code: string; path: string }> = {
  dcc: { code: moduleCodes.dcc.page, path: '/dcc' },
  tr: { code: moduleCodes.tr.page, path: '/tr' },
  pcn: { code: moduleCodes.pcn.page, path: '/pcn' },
  tool: { code: moduleCodes.tool.page, path: '/tool' },
  samplecode: { code: moduleCodes.samplecode.page, path: '/samplecode' },
  patch: { code: moduleCodes.patch.page, path: '/patch' },
  faq: { code: moduleCodes.faq.page, path: '/faq' },
  quickstart: { code: moduleCodes.quickstart.page, path: '/quickStart' },
};

export function useSearchModules(): SearchModule[] {
  const permissions = usePermissions();
  return searchModules.filter(
    (module) => permissions.has(modulePages[module].code) && findRoute(modulePages[module].path) !== undefined,
  );
}
