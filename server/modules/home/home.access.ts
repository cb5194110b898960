// Access-matrix rows of the home page (server/modules/home); assembled by server/test/access-
// matrix.ts.
import { signedIn } from '../../test/matrix/expect.ts';
import type { MatrixRow } from '../../test/matrix/row.ts';

export function homeRows(): MatrixRow[] {
  return [
    // Home (any signed-in account; rows are filtered by the caller's platforms inside).
    { route: 'GET /api/common/homepage/authPlatform', expect: signedIn(200) },
    { route: 'GET /api/common/homepage/carePlatform', expect: signedIn(200) },
    {
      route: 'POST /api/common/homepage/updatePlatformCare',
      request: () => ({ payload: { platformIds: [1] } }),
      expect: signedIn(200, { other: 400 }),
    },
    { route: 'GET /api/common/homepage/updateFiles', expect: signedIn(200) },
    { route: 'GET /api/common/homepage/publishVersions', expect: signedIn(200) },
    { route: 'GET /api/common/homepage/partners', expect: signedIn(200) },
    { route: 'GET /api/common/latestCourse', expect: signedIn(200) },
    {
      route: 'GET /api/common/common/hasVisit/:kind',
      request: () => ({ url: '/api/common/common/hasVisit/1' }),
      expect: signedIn(200),
    },
    {
      route: 'POST /api/common/common/addVisit/:kind',
      request: () => ({ url: '/api/common/common/addVisit/1' }),
      expect: signedIn(200),
    },
  ];
}
