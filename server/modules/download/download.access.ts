// Access-matrix rows of the download centre (server/modules/download); assembled by
// server/test/access-matrix.ts.
import { signedIn } from '../../test/matrix/expect.ts';
import type { MatrixRow } from '../../test/matrix/row.ts';

export function downloadRows(): MatrixRow[] {
  return [
    { route: 'GET /api/common/download/list', expect: signedIn(200, { pm: 403 }) },
    {
      route: 'GET /api/common/download/userGuide',
      request: () => ({ query: { lang: 'en' } }),
      expect: signedIn(200, { pm: 403 }),
    },
    // M17 (download centre): both demo children hold it; staff hold no customer menus.
    { route: 'GET /api/common/download/mine', expect: signedIn(200, { pm: 403 }) },
  ];
}
