// The route table against spec §1: the floating feedback button is on every page but the
// sign-in screens (login, reset, register, verify), system upgrade and notices.
import { describe, expect, it } from 'vitest';
import { routes } from './routes.ts';

/** Spec §1's exemptions, as the paths of the route table. */
const withoutFeedback = ['/login', '/reset', '/register', '/verify', '/systemUpgrade', '/noticePage'];

describe('the feedback button in the route table (spec §1)', () => {
  it('every route but the exempt ones shows it, whatever its layout', () => {
    for (const route of routes) {
      expect(!route.noFeedback, `${route.path} (${route.layout})`).toBe(!withoutFeedback.includes(route.path));
    }
  });

  it('each exempt page is in the table, so the list above cannot drift from it', () => {
    const paths = routes.map((route) => route.path);
    for (const path of withoutFeedback) expect(paths, path).toContain(path);
  });
});
