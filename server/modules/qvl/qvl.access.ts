// Access-matrix rows of the QVL (server/modules/qvl); assembled by server/test/access-matrix.ts.
import { signedIn } from '../../test/matrix/expect.ts';
import { upload, type MatrixRow } from '../../test/matrix/row.ts';

/**
 * QVL (M05): primaries hold it, the demo children and staff do not; rows are filtered by platform
 * inside (200 for both companies). The staff console under /admin/qvl needs admin.publish (pm).
 */
export function qvlRows(): MatrixRow[] {
  const customer = signedIn(200, { child: 403, childHidden: 403, pm: 403 });
  const staff = signedIn(403, { pm: 200 });
  const entry = {
    platformId: 1,
    chip: 'NX310',
    type: 'memory',
    description: 'Matrix row',
    partNumber: 'MATRIX-001',
    componentId: 'NXC-MAT-000001',
    supplierId: 1,
    level: 'A',
    startDate: '2026-01-01',
    testStatus: 'passed',
    lifecyclePhase: 'sampling',
  };
  return [
    { route: 'GET /api/common/qvl/list', expect: customer },
    { route: 'GET /api/common/qvl/platforms', expect: customer },
    { route: 'GET /api/common/qvl/suppliers', expect: customer },
    { route: 'POST /api/common/qvl/export', request: () => ({ payload: { level: 'A' } }), expect: customer },
    { route: 'GET /api/admin/qvl/list', expect: staff },
    { route: 'GET /api/admin/qvl/options', expect: staff },
    { route: 'POST /api/admin/qvl/add', request: () => ({ payload: entry }), expect: staff },
    {
      route: 'PUT /api/admin/qvl/edit/:id',
      request: () => ({ url: '/api/admin/qvl/edit/999999', payload: entry }),
      expect: signedIn(403, { pm: 404 }),
    },
    {
      route: 'POST /api/admin/qvl/release/:id',
      request: () => ({ url: '/api/admin/qvl/release/999999' }),
      expect: signedIn(403, { pm: 404 }),
    },
    {
      route: 'POST /api/admin/qvl/withdraw/:id',
      request: () => ({ url: '/api/admin/qvl/withdraw/999999' }),
      expect: signedIn(403, { pm: 404 }),
    },
    // A PDF is no workbook (400); one invalid row refuses the whole commit (400): nothing written.
    { route: 'POST /api/admin/qvl/import/preview', request: upload, expect: signedIn(403, { pm: 400 }) },
    {
      route: 'POST /api/admin/qvl/import',
      request: () => ({ payload: { mode: 'all', rows: [{ row: 2, values: { platform: 'NX310' } }] } }),
      expect: signedIn(403, { pm: 400 }),
    },
    { route: 'GET /api/admin/qvl/import/template', expect: staff },
  ];
}
