// Access-matrix rows of the staff console's audit routes (see server/test/access-matrix.ts): the
// staff code admin.audit, which the demo's project manager holds; customers get 403.
import type { MatrixRow } from '../../test/matrix/row.ts';
import { staffOnly } from '../../test/matrix/expect.ts';

export function auditRows(): MatrixRow[] {
  return [
    { route: 'GET /api/admin/audit/actions', expect: staffOnly(200) },
    { route: 'GET /api/admin/audit/actions.csv', expect: staffOnly(200) },
    { route: 'GET /api/admin/audit/downloads', expect: staffOnly(200) },
    { route: 'GET /api/admin/audit/downloads.csv', expect: staffOnly(200) },
    { route: 'GET /api/admin/audit/options', expect: staffOnly(200) },
    { route: 'GET /api/admin/audit/dashboard', expect: staffOnly(200) },
  ];
}
