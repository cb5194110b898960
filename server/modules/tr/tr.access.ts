// Access-matrix rows of technical reports (server/modules/tr); assembled by server/test/access-
// matrix.ts.
import { signedIn } from '../../test/matrix/expect.ts';
import { familyRows } from '../../test/matrix/family.ts';
import type { MatrixRow } from '../../test/matrix/row.ts';

export function trRows(): MatrixRow[] {
  return [
    ...familyRows('tr'),
    {
      route: 'POST /api/dccpath/tr/file/feedback',
      request: () => ({ payload: { subject: 'Report', content: 'matrix' } }),
      expect: signedIn(200, { pm: 403 }),
    },
    { route: 'GET /api/dccpath/tr/file/feedbackList', expect: signedIn(200, { pm: 403 }) },
  ];
}
