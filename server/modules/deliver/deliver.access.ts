// Access-matrix rows of code deliveries (server/modules/deliver); assembled by server/test/access-
// matrix.ts.
import { signedIn } from '../../test/matrix/expect.ts';
import type { MatrixRow } from '../../test/matrix/row.ts';

/**
 * Code delivery list (M12): the seed's deliveries in order (server/db/seed/deliver.ts), two files
 * each: 3 is company A's draft, 6 company A's "A-Secret" delivery (its first file 11), hidden from
 * child@demo.test (childHidden) but not from the second child; company B gets 404. The demo
 * children hold M12; staff hold admin.publish and no customer page.
 */
export function deliverRows(): MatrixRow[] {
  const secretOfA = signedIn(200, { childHidden: 404, other: 404, pm: 403 });
  const staff = (pm: number) => signedIn(403, { pm });
  const body = {
    companyId: 2147483647,
    projectId: 1,
    platformId: 1,
    name: 'Matrix',
    version: 'V1',
    deliveryDate: '2026-01-01',
    fileIds: [1],
  };
  return [
    { route: 'GET /api/common/deliver/list', expect: signedIn(200, { pm: 403 }) },
    { route: 'GET /api/common/deliver/options', expect: signedIn(200, { pm: 403 }) },
    {
      route: 'GET /api/common/deliver/detail/:id',
      request: () => ({ url: '/api/common/deliver/detail/6' }),
      expect: secretOfA,
    },
    {
      route: 'GET /api/common/deliver/download/:id',
      request: () => ({ url: '/api/common/deliver/download/11' }),
      expect: secretOfA,
    },
    { route: 'GET /api/admin/deliver/list', expect: staff(200) },
    { route: 'GET /api/admin/deliver/options', expect: staff(200) },
    {
      route: 'GET /api/admin/deliver/detail/:id',
      request: () => ({ url: '/api/admin/deliver/detail/6' }),
      expect: staff(200),
    },
    // An unknown company: past the access check, refused by the service.
    { route: 'POST /api/admin/deliver/add', request: () => ({ payload: body }), expect: staff(400) },
    {
      route: 'PUT /api/admin/deliver/edit',
      request: () => ({ payload: { ...body, id: 2147483647 } }),
      expect: staff(404),
    },
    // The draft goes out once (pm is the last caller of the walk).
    {
      route: 'POST /api/admin/deliver/release/:id',
      request: () => ({ url: '/api/admin/deliver/release/3' }),
      expect: staff(200),
    },
    {
      route: 'POST /api/admin/deliver/withdraw/:id',
      request: () => ({ url: '/api/admin/deliver/withdraw/2147483647' }),
      expect: staff(404),
    },
  ];
}
