// Access-matrix rows of the Personal Center (server/modules/personal); assembled by
// server/test/access-matrix.ts.
import { signedIn } from '../../test/matrix/expect.ts';
import type { MatrixRow } from '../../test/matrix/row.ts';

export function personalRows(): MatrixRow[] {
  return [
    // Personal Center (M18): the caller's own things; every demo customer holds M18, staff do not.
    // Reading the quick-navigation settings is open to any signed-in account (the home page follows them).
    { route: 'GET /api/common/personal/center/profile', expect: signedIn(200, { pm: 403 }) },
    // A wrong current password: refused before anything changes.
    {
      route: 'POST /api/common/personal/center/updatePassword',
      request: () => ({
        payload: { oldPassword: 'Not#The1Password', password: 'Chip#Design42', confirmPassword: 'Chip#Design42' },
      }),
      expect: signedIn(400, { pm: 403 }),
    },
    { route: 'GET /api/common/personal/center/menuSettings', expect: signedIn(200) },
    {
      route: 'PUT /api/common/personal/center/menuSettings',
      request: () => ({ payload: { codes: ['M01'] } }),
      expect: signedIn(200, { pm: 403 }),
    },
    { route: 'DELETE /api/common/personal/center/menuSettings', expect: signedIn(200, { pm: 403 }) },
  ];
}
