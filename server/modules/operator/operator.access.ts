// Access-matrix rows of operator data (server/modules/operator); assembled by server/test/access-
// matrix.ts.
import { signedIn } from '../../test/matrix/expect.ts';
import { upload, type MatrixRow } from '../../test/matrix/row.ts';

/**
 * Operator data (M11): primaries hold it, the demo children and staff do not; rows are filtered by
 * platform inside (200 for both companies). The staff console under /admin/operator needs
 * admin.publish (pm); the import preview of a PDF is 400 (no xlsx), a commit of an invalid row in
 * mode all is 400 (nothing written).
 */
export function operatorRows(): MatrixRow[] {
  const customer = signedIn(200, { child: 403, childHidden: 403, pm: 403 });
  const staff = signedIn(403, { pm: 200 });
  const row = {
    country: 'China',
    platformId: 1,
    pdt: 'PDT-MATRIX',
    operator: 'Matrix Mobile',
    volte: 'certified',
    vowifi: 'testing',
    os: 'Android 14',
  };
  return [
    { route: 'GET /api/common/operator/list', expect: customer },
    { route: 'GET /api/common/operator/options', expect: customer },
    { route: 'GET /api/common/operator/matrix', expect: customer },
    {
      route: 'POST /api/common/operator/export',
      request: () => ({ payload: { volte: 'certified' } }),
      expect: customer,
    },
    { route: 'GET /api/admin/operator/list', expect: staff },
    { route: 'GET /api/admin/operator/options', expect: staff },
    { route: 'POST /api/admin/operator/add', request: () => ({ payload: row }), expect: staff },
    {
      route: 'PUT /api/admin/operator/edit/:id',
      request: () => ({ url: '/api/admin/operator/edit/999999', payload: row }),
      expect: signedIn(403, { pm: 404 }),
    },
    {
      route: 'POST /api/admin/operator/release/:id',
      request: () => ({ url: '/api/admin/operator/release/999999' }),
      expect: signedIn(403, { pm: 404 }),
    },
    {
      route: 'POST /api/admin/operator/withdraw/:id',
      request: () => ({ url: '/api/admin/operator/withdraw/999999' }),
      expect: signedIn(403, { pm: 404 }),
    },
    { route: 'POST /api/admin/operator/import/preview', request: upload, expect: signedIn(403, { pm: 400 }) },
    {
      route: 'POST /api/admin/operator/import',
      request: () => ({ payload: { mode: 'all', rows: [{ row: 2, values: { country: '' } }] } }),
      expect: signedIn(403, { pm: 400 }),
    },
    { route: 'GET /api/admin/operator/import/template', expect: staff },
  ];
}
