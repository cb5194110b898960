// Access-matrix rows of patches (server/modules/patch); assembled by server/test/access-matrix.ts.
import { signedIn } from '../../test/matrix/expect.ts';
import type { MatrixRow } from '../../test/matrix/row.ts';

/**
 * Patches (M07): primaries hold the page and patch.merge, the demo children and staff do not. The
 * seed's first patch is released on NX310 alone: company A's (200), not company B's (404); the
 * histories with that patch follow it, without a patch they are the caller's own (200). The staff
 * console under /admin/patch needs admin.publish (pm).
 */
export function patchRows(): MatrixRow[] {
  const base = '/api/common/patch';
  const customer = signedIn(200, { child: 403, childHidden: 403, pm: 403 });
  const patchOfA = signedIn(200, { child: 403, childHidden: 403, other: 404, pm: 403 });
  const staff = signedIn(403, { pm: 200 });
  const patch = { name: 'Matrix patch', platformId: 1, version: 'V1.0.0', submitter: 'Matrix' };
  return [
    { route: `GET ${base}/list`, expect: customer },
    { route: `GET ${base}/detail/:id`, request: () => ({ url: `${base}/detail/1` }), expect: patchOfA },
    { route: `GET ${base}/download/:id`, request: () => ({ url: `${base}/download/1` }), expect: patchOfA },
    {
      route: `POST ${base}/merge`,
      request: () => ({ payload: { branch: 'matrix', patchIds: [1] } }),
      expect: patchOfA,
    },
    { route: `GET ${base}/mergeHistory`, request: () => ({ url: `${base}/mergeHistory?patchId=1` }), expect: patchOfA },
    {
      route: `GET ${base}/downloadHistory`,
      request: () => ({ url: `${base}/downloadHistory?patchId=1` }),
      expect: patchOfA,
    },
    { route: 'GET /api/admin/patch/list', expect: staff },
    { route: 'GET /api/admin/patch/detail/:id', request: () => ({ url: '/api/admin/patch/detail/1' }), expect: staff },
    {
      route: 'GET /api/admin/patch/relatedOptions',
      request: () => ({ url: '/api/admin/patch/relatedOptions?platformId=1' }),
      expect: staff,
    },
    { route: 'POST /api/admin/patch/add', request: () => ({ payload: patch }), expect: staff },
    {
      route: 'PUT /api/admin/patch/edit/:id',
      request: () => ({ url: '/api/admin/patch/edit/999999', payload: patch }),
      expect: signedIn(403, { pm: 404 }),
    },
    {
      route: 'POST /api/admin/patch/release/:id',
      request: () => ({ url: '/api/admin/patch/release/999999' }),
      expect: signedIn(403, { pm: 404 }),
    },
    {
      route: 'POST /api/admin/patch/void/:id',
      request: () => ({ url: '/api/admin/patch/void/999999' }),
      expect: signedIn(403, { pm: 404 }),
    },
  ];
}
