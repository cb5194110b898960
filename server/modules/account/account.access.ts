// Access-matrix rows of child accounts and invitations (server/modules/account); assembled by
// server/test/access-matrix.ts.
import { all, signedIn } from '../../test/matrix/expect.ts';
import type { MatrixRow } from '../../test/matrix/row.ts';

export function accountRows(): MatrixRow[] {
  return [
    // Child accounts: M08 to look, account.manage to change; only the primary of the child's company.
    { route: 'GET /api/common/cust/account/list', expect: signedIn(200, { child: 403, childHidden: 403, pm: 403 }) },
    {
      route: 'GET /api/common/cust/account/detail/:id',
      request: (f) => ({ url: `/api/common/cust/account/detail/${f.spareChildOfA}` }),
      expect: signedIn(200, { child: 403, childHidden: 403, other: 404, pm: 403 }),
    },
    {
      route: 'GET /api/common/cust/account/grantableModules',
      expect: signedIn(200, { child: 403, childHidden: 403, pm: 403 }),
    },
    {
      route: 'GET /api/common/cust/account/projects',
      expect: signedIn(200, { child: 403, childHidden: 403, pm: 403 }),
    },
    {
      route: 'POST /api/common/cust/account/add',
      request: (_f, c) => ({
        payload: { name: 'Matrix Child', email: `m-${c}@matrix.test`, phone: '13900003333', menuCodes: ['M01'] },
      }),
      expect: signedIn(200, { child: 403, childHidden: 403, pm: 403 }),
    },
    {
      route: 'PUT /api/common/cust/account/edit',
      request: (f, c) => ({
        payload: {
          id: f.spareChildOfA,
          name: 'Spare Child',
          email: `spare-${c}@matrix.test`,
          phone: '13900004444',
          menuCodes: ['M01'],
        },
      }),
      expect: signedIn(200, { child: 403, childHidden: 403, other: 404, pm: 403 }),
    },
    {
      route: 'PUT /api/common/cust/account/status',
      request: (f) => ({ payload: { id: f.spareChildOfA, enabled: false } }),
      expect: signedIn(200, { child: 403, childHidden: 403, other: 404, pm: 403 }),
    },
    {
      route: 'POST /api/gateway/user/inviteInfo',
      request: () => ({ payload: { token: 'x'.repeat(43) } }),
      expect: all(400),
    },
    {
      route: 'POST /api/gateway/user/acceptInvite',
      request: () => ({
        payload: { token: 'x'.repeat(43), password: 'Chip#Design42', confirmPassword: 'Chip#Design42' },
      }),
      expect: all(400),
    },
  ];
}
