// Access-matrix rows of catalogue publishing (/admin/catalog/{kind}/…, staff code admin.publish):
// only the staff member gets in; customers, whatever they hold, get 403.
import type { MatrixRow } from '../../test/matrix/row.ts';
import { multipartBody, pdfOf } from '../../test/multipart.ts';
import { signedIn, staffOnly } from '../../test/matrix/expect.ts';

export function publishRows(): MatrixRow[] {
  const item = { name: 'Matrix document', type: 'datasheet', language: 'en', platformIds: [1] };
  const missing = signedIn(403, { pm: 404 });
  const upload = () => {
    const body = multipartBody('matrix.pdf', pdfOf(1024));
    return { headers: body.headers, payload: body.payload };
  };
  return [
    {
      route: 'GET /api/admin/catalog/:kind/list',
      request: () => ({ url: '/api/admin/catalog/dcc/list' }),
      expect: staffOnly(200),
    },
    {
      route: 'GET /api/admin/catalog/:kind/detail/:id',
      request: (f) => ({ url: `/api/admin/catalog/dcc/detail/${f.itemOfA.dcc}` }),
      expect: staffOnly(200),
    },
    {
      route: 'GET /api/admin/catalog/:kind/options',
      request: () => ({ url: '/api/admin/catalog/pcn/options' }),
      expect: staffOnly(200),
    },
    {
      route: 'POST /api/admin/catalog/:kind/add',
      request: () => ({ url: '/api/admin/catalog/dcc/add', payload: item }),
      expect: staffOnly(200),
    },
    {
      route: 'PUT /api/admin/catalog/:kind/edit/:id',
      request: () => ({ url: '/api/admin/catalog/dcc/edit/999999', payload: item }),
      expect: missing,
    },
    {
      route: 'POST /api/admin/catalog/:kind/release/:id',
      request: () => ({ url: '/api/admin/catalog/tr/release/999999' }),
      expect: missing,
    },
    {
      route: 'POST /api/admin/catalog/:kind/withdraw/:id',
      request: () => ({ url: '/api/admin/catalog/tool/withdraw/999999' }),
      expect: missing,
    },
    {
      route: 'POST /api/admin/catalog/tool/version/:id',
      request: () => ({ url: '/api/admin/catalog/tool/version/999999', payload: { versionName: 'V9', fileId: 1 } }),
      expect: missing,
    },
    // A PDF is no workbook (400); an invalid row refuses the whole commit (400): nothing written.
    {
      route: 'POST /api/admin/catalog/:kind/import/preview',
      request: () => ({ url: '/api/admin/catalog/dcc/import/preview', ...upload() }),
      expect: staffOnly(400),
    },
    {
      route: 'POST /api/admin/catalog/:kind/import',
      request: () => ({
        url: '/api/admin/catalog/dcc/import',
        payload: { mode: 'all', rows: [{ row: 2, values: { name: 'x' } }] },
      }),
      expect: staffOnly(400),
    },
    {
      route: 'GET /api/admin/catalog/:kind/import/template',
      request: () => ({ url: '/api/admin/catalog/tr/import/template' }),
      expect: staffOnly(200),
    },
  ];
}
