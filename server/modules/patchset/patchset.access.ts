// Access-matrix rows of patch sets (server/modules/patchset); assembled by server/test/access-
// matrix.ts.
import { signedIn } from '../../test/matrix/expect.ts';
import type { MatrixRow } from '../../test/matrix/row.ts';

/**
 * Patch sets (M16): every customer of the demo holds the page (the demo children through the
 * patch-set seed, with patchset.apply); staff hold no customer code (403) and reach the applies
 * under /admin/patchset with admin.engineer. Seed ids (server/db/seed/patchset.ts): patch set 1 and
 * PAR 1 are on NX310 (company A's, not B's); branch 1 is company A's A-Phone-X1 main branch, in the
 * config of account group 1 (R&D Team 1). Writes are asked with bodies the schema refuses (400) or
 * of ids nobody may see (404), so the walk leaves the seed as it found it.
 */
export function patchsetRows(): MatrixRow[] {
  const cust = '/api/common/cust';
  const page = signedIn(200, { pm: 403 });
  const ofA = signedIn(200, { other: 404, pm: 403 });
  const staff = signedIn(403, { pm: 200 });
  const at = (url: string) => () => ({ url });
  return [
    { route: `GET ${cust}/display/displaydetail`, expect: page },
    { route: `GET ${cust}/accgroupconfig/list/:id`, request: at(`${cust}/accgroupconfig/list/1`), expect: ofA },
    { route: `GET ${cust}/patchsetlist/list`, expect: page },
    {
      route: `GET ${cust}/patchsetlist/detailbasic/:id`,
      request: at(`${cust}/patchsetlist/detailbasic/1`),
      expect: ofA,
    },
    {
      route: `GET ${cust}/patchsetlist/detailparlist`,
      request: at(`${cust}/patchsetlist/detailparlist?id=1`),
      expect: ofA,
    },
    {
      route: `GET ${cust}/patchsetlist/detailhistory`,
      request: at(`${cust}/patchsetlist/detailhistory?id=1`),
      expect: ofA,
    },
    { route: `GET ${cust}/patchsetlist/pdetail/:id`, request: at(`${cust}/patchsetlist/pdetail/1`), expect: ofA },
    { route: 'GET /api/common/patchset/getTheDropDownList', expect: page },
    { route: 'POST /api/common/patchset/getPatchSetList', request: () => ({ payload: {} }), expect: page },
    { route: 'POST /api/common/patchset/exportPatchSetList', request: () => ({ payload: {} }), expect: page },
    { route: `GET ${cust}/parlib/issuetype`, expect: page },
    {
      route: `GET ${cust}/parlib/pendingparlist`,
      request: at(`${cust}/parlib/pendingparlist?branchId=1`),
      expect: ofA,
    },
    { route: `GET ${cust}/parlib/dependencypar/:id`, request: at(`${cust}/parlib/dependencypar/1`), expect: ofA },
    { route: `GET ${cust}/parlib/nextReleasePar`, expect: page },
    { route: `GET ${cust}/parlib/cart/:id`, request: at(`${cust}/parlib/cart/1`), expect: ofA },
    { route: `GET ${cust}/parlib/mypar`, expect: page },
    { route: `GET ${cust}/parlib/applied`, expect: page },
    { route: `GET ${cust}/parlib/myapplied`, expect: page },
    { route: `GET ${cust}/patchset/branches`, expect: page },
    { route: `GET ${cust}/patchset/mygroup`, expect: page },
    {
      route: `POST ${cust}/patchset/cartadd`,
      request: () => ({ payload: { branchId: 1, parIds: [] } }),
      expect: signedIn(400, { pm: 403 }),
    },
    {
      route: `DELETE ${cust}/patchset/cartdel`,
      request: () => ({ payload: { branchId: 1, parIds: [] } }),
      expect: signedIn(400, { pm: 403 }),
    },
    { route: `POST ${cust}/patchset/save`, request: () => ({ payload: {} }), expect: signedIn(400, { pm: 403 }) },
    {
      route: `PUT ${cust}/patchset/revokeApply`,
      request: () => ({ payload: { id: 2147483647 } }),
      expect: signedIn(404, { pm: 403 }),
    },
    {
      route: `GET ${cust}/patchset/apply/:id`,
      request: (f) => ({ url: `${cust}/patchset/apply/${f.epatchOfA.applyId}` }),
      expect: ofA,
    },
    {
      route: `GET ${cust}/patchset/apply/:id/file/:fileId`,
      request: (f) => ({ url: `${cust}/patchset/apply/${f.epatchOfA.applyId}/file/${f.epatchOfA.fileId}` }),
      expect: ofA,
    },
    { route: 'GET /api/admin/patchset/applies', expect: staff },
    {
      route: 'GET /api/admin/patchset/apply/:id',
      request: (f) => ({ url: `/api/admin/patchset/apply/${f.epatchOfA.applyId}` }),
      expect: staff,
    },
    ...(['publish', 'cancel'] as const).map((action) => ({
      route: `POST /api/admin/patchset/${action}/:id`,
      request: () => ({ url: `/api/admin/patchset/${action}/2147483647`, payload: { comment: 'matrix' } }),
      expect: signedIn(403, { pm: 404 }),
    })),
    { route: 'GET /api/admin/patchset/switches', expect: staff },
    { route: 'PUT /api/admin/patchset/switches', request: () => ({ payload: {} }), expect: signedIn(403, { pm: 400 }) },
  ];
}
