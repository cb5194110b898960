// Access-matrix rows of the caller's own uploads (server/modules/files); assembled by
// server/test/access-matrix.ts.
import { ownerOnly, signedIn } from '../../test/matrix/expect.ts';
import { upload, type MatrixRow } from '../../test/matrix/row.ts';

export function filesRows(): MatrixRow[] {
  return [
    { route: 'POST /api/common/file/upload', request: upload, expect: signedIn(200) },
    {
      route: 'GET /api/common/file/download/:id',
      request: (f) => ({ url: `/api/common/file/download/${f.primaryFileId}` }),
      expect: ownerOnly(200),
    },
    {
      route: 'POST /api/common/file/batchDownload',
      request: (f) => ({ payload: { ids: [f.primaryFileId] } }),
      expect: ownerOnly(200),
    },
  ];
}
