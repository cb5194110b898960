// Breadcrumbs from route titles, the back button's fallback and the header search (spec §2).
import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, hasHeaderSearch, parentPath, searchTarget } from './pageTrail.ts';

const titles: Record<string, string> = {
  '/': 'home.title',
  '/dcc': 'dcc.title',
  '/dcc/DCCFeedback': 'dcc.feedback.title',
  '/review/ReviewDetail': 'review.detail.title',
};
const titleOf = (path: string) => titles[path];

describe('breadcrumbTrail', () => {
  it('is home alone on the home page', () => {
    expect(breadcrumbTrail('/', titleOf)).toEqual([{ path: '/', titleKey: 'home.title' }]);
  });

  it('walks home, then every parent that is a route, then the page', () => {
    expect(breadcrumbTrail('/dcc/DCCFeedback/', titleOf).map((crumb) => crumb.path)).toEqual([
      '/',
      '/dcc',
      '/dcc/DCCFeedback',
    ]);
    // /review is not a route here: it is skipped rather than shown without a title.
    expect(breadcrumbTrail('/review/ReviewDetail', titleOf).map((crumb) => crumb.titleKey)).toEqual([
      'home.title',
      'review.detail.title',
    ]);
  });

  it('the back button falls back to the nearest parent route', () => {
    expect(parentPath(breadcrumbTrail('/dcc/DCCFeedback', titleOf))).toBe('/dcc');
    expect(parentPath(breadcrumbTrail('/dcc', titleOf))).toBe('/');
    expect(parentPath(breadcrumbTrail('/', titleOf))).toBe('/');
  });
});

describe('header search', () => {
  it('shows on /faq and /quickStart only', () => {
    expect(['/faq', '/quickStart', '/faq/', '/faq/faqDetail', '/', '/dcc'].map(hasHeaderSearch)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('leads nowhere while the box is blank, else to /fullTextSearch with the keyword and the page', () => {
    expect(searchTarget('', '/faq')).toBeNull();
    expect(searchTarget('   ', '/faq')).toBeNull();
    const target = new URL(searchTarget('  NX710 射频 & DDR ', '/quickStart')!, 'http://portal.test');
    expect(target.pathname).toBe('/fullTextSearch');
    expect(target.searchParams.get('keyword')).toBe('NX710 射频 & DDR');
    expect(target.searchParams.get('fromPage')).toBe('/quickStart');
  });
});
