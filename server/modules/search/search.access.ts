// Access-matrix rows of full-text search (server/modules/search); assembled by server/test/access-
// matrix.ts.
import { signedIn } from '../../test/matrix/expect.ts';
import type { MatrixRow } from '../../test/matrix/row.ts';

export function searchRows(): MatrixRow[] {
  return [
    // Full-text search (M21): every customer in the demo holds it; staff do not.
    {
      route: 'GET /api/common/search/global',
      request: () => ({ query: { keyword: '功耗' } }),
      expect: signedIn(200, { pm: 403 }),
    },
    {
      route: 'POST /api/common/search/advanced',
      request: () => ({ payload: { keyword: 'DDR', modules: ['dcc'] } }),
      expect: signedIn(200, { pm: 403 }),
    },
  ];
}
