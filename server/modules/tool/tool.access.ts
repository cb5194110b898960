// Access-matrix rows of tools (server/modules/tool); assembled by server/test/access-matrix.ts.
import { signedIn } from '../../test/matrix/expect.ts';
import { familyRows } from '../../test/matrix/family.ts';
import type { MatrixRow } from '../../test/matrix/row.ts';

export function toolRows(): MatrixRow[] {
  return [
    ...familyRows('tool'),
    {
      route: 'GET /api/dccpath/tool/file/versions/:id',
      request: (f) => ({ url: `/api/dccpath/tool/file/versions/${f.itemOfA.tool}` }),
      expect: signedIn(200, { other: 404, pm: 403 }),
    },
  ];
}
