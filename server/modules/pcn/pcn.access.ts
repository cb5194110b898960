// Access-matrix rows of product change notices (server/modules/pcn); assembled by
// server/test/access-matrix.ts.
import { signedIn } from '../../test/matrix/expect.ts';
import { familyRows } from '../../test/matrix/family.ts';
import type { MatrixRow } from '../../test/matrix/row.ts';

export function pcnRows(): MatrixRow[] {
  return [
    ...familyRows('pcn'),
    {
      route: 'POST /api/dccpath/pcn/file/changeRequest',
      request: (f) => ({ payload: { itemId: f.itemOfA.pcn, impact: 'none', request: 'samples' } }),
      expect: signedIn(200, { child: 403, childHidden: 403, other: 404, pm: 403 }),
    },
    {
      route: 'GET /api/dccpath/pcn/file/changeRequestList',
      expect: signedIn(200, { child: 403, childHidden: 403, pm: 403 }),
    },
    {
      route: 'POST /api/dccpath/pcn/file/acknowledge/:id',
      request: (f) => ({ url: `/api/dccpath/pcn/file/acknowledge/${f.itemOfA.pcn}` }),
      expect: signedIn(200, { child: 403, childHidden: 403, other: 404, pm: 403 }),
    },
  ];
}
