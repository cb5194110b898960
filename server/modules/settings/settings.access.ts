// Access-matrix rows of the staff console's settings routes (see server/test/access-matrix.ts).
// Writes that succeed leave everything as the seed has it (the flag off, both pages shown); a
// publish is sent without a body (pm: 400), so the walk never changes a text customers accept.
import type { MatrixRow } from '../../test/matrix/row.ts';
import { all, staffOnly, signedIn } from '../../test/matrix/expect.ts';

export function settingsRows(): MatrixRow[] {
  const base = '/api/admin/settings';
  return [
    { route: 'GET /api/common/common/disclaimers', expect: all(200) },
    { route: `GET ${base}/maintenance`, expect: staffOnly(200) },
    { route: `PUT ${base}/maintenance`, request: () => ({ payload: { on: false } }), expect: staffOnly(200) },
    { route: `GET ${base}/display`, expect: staffOnly(200) },
    {
      route: `PUT ${base}/display`,
      request: () => ({ payload: { patchDisplay: true, patchsetDisplay: true } }),
      expect: staffOnly(200),
    },
    {
      route: `GET ${base}/documents/:kind`,
      request: () => ({ url: `${base}/documents/nda` }),
      expect: staffOnly(200),
    },
    {
      route: `POST ${base}/documents/:kind`,
      request: () => ({ url: `${base}/documents/disclaimers`, payload: {} }),
      expect: signedIn(403, { pm: 400 }),
    },
  ];
}
