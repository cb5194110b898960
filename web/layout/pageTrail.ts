// Breadcrumbs and the header search, as plain functions of the path (spec §2).
import { normalizePath } from '../guard.ts';

export type Crumb = { path: string; titleKey: string };

/**
 * The breadcrumb trail of `pathname` from the route table's titles: home, then every parent
 * path that is a route, then the page. '/dcc/DCCFeedback' → home › documents › feedback.
 */
export function breadcrumbTrail(pathname: string, titleOf: (path: string) => string | undefined): Crumb[] {
  const path = normalizePath(pathname);
  const trail: Crumb[] = [];
  const home = titleOf('/');
  if (home) trail.push({ path: '/', titleKey: home });
  if (path === '/') return trail;
  const segments = path.split('/').filter(Boolean);
  for (let i = 1; i <= segments.length; i += 1) {
    const prefix = `/${segments.slice(0, i).join('/')}`;
    const titleKey = titleOf(prefix);
    if (titleKey) trail.push({ path: prefix, titleKey });
  }
  return trail;
}

/** Where the back button goes when there is no history to go back to: the nearest parent route. */
export function parentPath(trail: readonly Crumb[]): string {
  return trail.length >= 2 ? trail[trail.length - 2].path : '/';
}

/** The header search box shows on these pages only (spec §2). */
export const searchPages: readonly string[] = ['/faq', '/quickStart'];

export const hasHeaderSearch = (pathname: string): boolean => searchPages.includes(normalizePath(pathname));

/** The full-text search page for `keyword` typed on `fromPage`; null while the box is blank. */
export function searchTarget(keyword: string, fromPage: string): string | null {
  const trimmed = keyword.trim();
  if (trimmed === '') return null;
  return `/fullTextSearch?${new URLSearchParams({ keyword: trimmed, fromPage: normalizePath(fromPage) })}`;
}
