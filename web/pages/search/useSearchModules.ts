// The modules this account may search: the page codes it holds (DOMAIN.md) whose screens exist in
// the route table. The server limits the search the same way; this only keeps the choices honest.
import { searchModules } from '../../api/search.ts';
import type { SearchModule } from '../../api/search.ts';
import { usePermissions } from '../../components/catalog/usePermissions.ts';
import { findRoute } from '../../router.tsx';

export const modulePages: Record<SearchModule, { code: string; path: string }> = {
  dcc: { code: 'M01', path: '/dcc' },
  tr: { code: 'M02', path: '/tr' },
  pcn: { code: 'M03', path: '/pcn' },
  tool: { code: 'M04', path: '/tool' },
  samplecode: { code: 'M06', path: '/samplecode' },
  patch: { code: 'M07', path: '/patch' },
  faq: { code: 'M14', path: '/faq' },
  quickstart: { code: 'M15', path: '/quickStart' },
};

export function useSearchModules(): SearchModule[] {
  const permissions = usePermissions();
  return searchModules.filter((module) => permissions.has(modulePages[module].code) && findRoute(modulePages[module].path) !== undefined);
}
