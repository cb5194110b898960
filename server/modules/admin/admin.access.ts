// Access-matrix rows of the project manager's console (server/modules/admin; assembled by
// server/test/access-matrix.ts): the account list with its state changes and registrations, the
// reset of e-mail verification, companies with their platforms and projects. Staff code
// admin.accounts: only the demo's project manager passes; an id outside their companies (999999
// here) is 404.
import type { MatrixRow } from '../../test/matrix/row.ts';
import { signedIn, staffOnly } from '../../test/matrix/expect.ts';

const missing = 999_999;

export function adminRows(): MatrixRow[] {
  return [
    // The project manager's console: staff code admin.accounts; an account outside their companies is 404.
    { route: 'GET /api/admin/account/list', expect: signedIn(403, { pm: 200 }) },
    {
      route: 'POST /api/admin/account/activate/:id',
      request: () => ({ url: '/api/admin/account/activate/999999' }),
      expect: signedIn(403, { pm: 404 }),
    },
    {
      route: 'POST /api/admin/account/lock/:id',
      request: () => ({ url: '/api/admin/account/lock/999999' }),
      expect: signedIn(403, { pm: 404 }),
    },
    {
      route: 'POST /api/admin/account/unlock/:id',
      request: () => ({ url: '/api/admin/account/unlock/999999' }),
      expect: signedIn(403, { pm: 404 }),
    },
    { route: 'GET /api/admin/account/registrations', expect: staffOnly(200) },
    {
      route: 'POST /api/admin/account/reject/:id',
      request: () => ({ url: `/api/admin/account/reject/${missing}`, payload: { reason: 'matrix' } }),
      expect: staffOnly(404),
    },
    {
      route: 'POST /api/admin/account/resetVerification/:id',
      request: () => ({ url: `/api/admin/account/resetVerification/${missing}` }),
      expect: staffOnly(404),
    },
    { route: 'GET /api/admin/company/list', expect: staffOnly(200) },
    { route: 'GET /api/admin/company/options', expect: staffOnly(200) },
    {
      route: 'POST /api/admin/company/add',
      request: () => ({ payload: { name: '矩阵公司', nameEn: 'Matrix Co' } }),
      expect: staffOnly(200),
    },
    {
      route: 'PUT /api/admin/company/edit/:id',
      request: () => ({
        url: `/api/admin/company/edit/${missing}`,
        payload: { name: '矩阵公司', nameEn: 'Matrix Co' },
      }),
      expect: staffOnly(404),
    },
    {
      route: 'POST /api/admin/company/platform/add/:id',
      request: () => ({ url: `/api/admin/company/platform/add/${missing}`, payload: { platformId: 1 } }),
      expect: staffOnly(404),
    },
    {
      route: 'POST /api/admin/company/platform/remove/:id',
      request: () => ({ url: `/api/admin/company/platform/remove/${missing}`, payload: { platformId: 1 } }),
      expect: staffOnly(404),
    },
    {
      route: 'POST /api/admin/company/project/add/:id',
      request: () => ({ url: `/api/admin/company/project/add/${missing}`, payload: { name: 'Matrix' } }),
      expect: staffOnly(404),
    },
    {
      route: 'PUT /api/admin/company/project/edit/:id',
      request: () => ({ url: `/api/admin/company/project/edit/${missing}`, payload: { name: 'Matrix' } }),
      expect: staffOnly(404),
    },
    {
      route: 'POST /api/admin/company/project/remove/:id',
      request: () => ({ url: `/api/admin/company/project/remove/${missing}` }),
      expect: staffOnly(404),
    },
  ];
}
