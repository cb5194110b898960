// Access-matrix rows of message settings (server/modules/message); assembled by server/test/access-
// matrix.ts.
import { signedIn } from '../../test/matrix/expect.ts';
import type { MatrixRow } from '../../test/matrix/row.ts';

export function messageRows(): MatrixRow[] {
  return [
    // Message settings: the caller's own, in the Personal Center (M18); staff have none.
    { route: 'GET /api/common/user/message/getModuleEmailConfigAndUserConfig', expect: signedIn(200, { pm: 403 }) },
    {
      route: 'POST /api/common/user/message/saveUserEmailConfig',
      request: () => ({ payload: { configs: [{ module: 'dcc', enabled: false, mode: 'immediate' }] } }),
      expect: signedIn(200, { pm: 403 }),
    },
    {
      route: 'POST /api/common/user/message/getUserEmailConfigLog',
      request: () => ({ payload: {} }),
      expect: signedIn(200, { pm: 403 }),
    },
  ];
}
