// Access-matrix rows of sample code (server/modules/samplecode); assembled by server/test/access-
// matrix.ts.
import { signedIn } from '../../test/matrix/expect.ts';
import type { MatrixRow } from '../../test/matrix/row.ts';

/**
 * Sample code (M06): primaries hold it, the demo children and staff do not. The seed's first
 * sample is released on NX310 alone: company A's (200), not company B's (404). The staff console
 * under /admin/samplecode needs admin.publish (pm).
 */
export function samplecodeRows(): MatrixRow[] {
  const base = '/api/common/samplecode';
  const customer = signedIn(200, { child: 403, childHidden: 403, pm: 403 });
  const sampleOfA = signedIn(200, { child: 403, childHidden: 403, other: 404, pm: 403 });
  const staff = signedIn(403, { pm: 200 });
  const sample = { name: 'Matrix sample', platformId: 1, version: 'V1.0.0', component: 'Audio', status: 'verified' };
  return [
    { route: `GET ${base}/list`, expect: customer },
    { route: `GET ${base}/detail/:id`, request: () => ({ url: `${base}/detail/1` }), expect: sampleOfA },
    { route: `GET ${base}/download/:id`, request: () => ({ url: `${base}/download/1` }), expect: sampleOfA },
    { route: 'GET /api/admin/samplecode/list', expect: staff },
    {
      route: 'GET /api/admin/samplecode/detail/:id',
      request: () => ({ url: '/api/admin/samplecode/detail/1' }),
      expect: staff,
    },
    { route: 'POST /api/admin/samplecode/add', request: () => ({ payload: sample }), expect: staff },
    {
      route: 'PUT /api/admin/samplecode/edit/:id',
      request: () => ({ url: '/api/admin/samplecode/edit/999999', payload: sample }),
      expect: signedIn(403, { pm: 404 }),
    },
    {
      route: 'POST /api/admin/samplecode/release/:id',
      request: () => ({ url: '/api/admin/samplecode/release/999999' }),
      expect: signedIn(403, { pm: 404 }),
    },
    {
      route: 'POST /api/admin/samplecode/withdraw/:id',
      request: () => ({ url: '/api/admin/samplecode/withdraw/999999' }),
      expect: signedIn(403, { pm: 404 }),
    },
  ];
}
