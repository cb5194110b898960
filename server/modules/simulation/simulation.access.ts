// Access-matrix rows of SI/PI simulation (server/modules/simulation); assembled by
// server/test/access-matrix.ts.
import { signedIn, type Expect } from '../../test/matrix/expect.ts';
import type { MatrixRow } from '../../test/matrix/row.ts';

/**
 * SI/PI simulation (M13): the seed's tasks of company A (fixtures.simulationOfA). The demo children
 * hold M13 and simulation.submit; staff reach the tasks of their companies under /admin/simulation
 * with admin.engineer. Changes are asked of states that refuse them (409) or of tasks the caller
 * may not see (404), so the seed stays as it is for later callers; tus creations name a refused
 * extension (400) and the other tus calls an upload nobody made (404).
 */
export function simulationRows(): MatrixRow[] {
  const base = '/api/applypath/simulation';
  const admin = '/api/admin/simulation';
  const customer = (status: number, overrides: Partial<Expect> = {}) => signedIn(status, { pm: 403, ...overrides });
  const secretOfA = customer(200, { childHidden: 404, other: 404 });
  const ofA = (status: number) => customer(status, { other: 404 });
  const staff = (pm: number) => signedIn(403, { pm });
  const noUpload = 'f'.repeat(32);
  const tusCreate = (name: string, role: string) => () => ({
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': '10',
      'upload-metadata': `filename ${Buffer.from(name).toString('base64')},role ${Buffer.from(role).toString('base64')}`,
    },
  });
  const tus = { headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0' } };
  return [
    { route: `GET ${base}/list`, expect: customer(200) },
    { route: `GET ${base}/options`, expect: customer(200) },
    { route: `GET ${base}/drafts`, expect: customer(200) },
    { route: `GET ${base}/downloads`, expect: customer(200) },
    {
      route: `GET ${base}/detail/:id`,
      request: (f) => ({ url: `${base}/detail/${f.simulationOfA.secret}` }),
      expect: secretOfA,
    },
    {
      route: `GET ${base}/file/:fileId`,
      request: (f) => ({ url: `${base}/file/${f.simulationOfA.secretReport}` }),
      expect: secretOfA,
    },
    { route: `POST ${base}/draft`, request: () => ({ payload: { designName: 'not-alnum' } }), expect: customer(400) },
    {
      route: `PUT ${base}/draft/:id`,
      request: (f) => ({ url: `${base}/draft/${f.simulationOfA.submitted}`, payload: {} }),
      expect: ofA(409),
    },
    {
      route: `DELETE ${base}/draft/:id`,
      request: (f) => ({ url: `${base}/draft/${f.simulationOfA.submitted}` }),
      expect: ofA(409),
    },
    { route: `POST ${base}/submit`, request: () => ({ payload: {} }), expect: customer(400) },
    {
      route: `POST ${base}/resimulate/:id`,
      request: (f) => ({
        url: `${base}/resimulate/${f.simulationOfA.submitted}`,
        payload: f.simulationOfA.submittedBody,
      }),
      expect: ofA(409),
    },
    { route: `POST ${base}/upload`, request: tusCreate('board.exe', 'board'), expect: customer(400) },
    {
      route: `PATCH ${base}/upload/:uploadId`,
      request: () => ({ url: `${base}/upload/${noUpload}`, ...tus }),
      expect: customer(404),
    },
    {
      route: `DELETE ${base}/upload/:uploadId`,
      request: () => ({ url: `${base}/upload/${noUpload}`, ...tus }),
      expect: customer(404),
    },
    { route: `GET ${admin}/list`, expect: staff(200) },
    { route: `GET ${admin}/options`, expect: staff(200) },
    {
      route: `GET ${admin}/detail/:id`,
      request: (f) => ({ url: `${admin}/detail/${f.simulationOfA.secret}` }),
      expect: staff(200),
    },
    {
      route: `GET ${admin}/file/:fileId`,
      request: (f) => ({ url: `${admin}/file/${f.simulationOfA.secretReport}` }),
      expect: staff(200),
    },
    {
      route: `POST ${admin}/finish/:id`,
      request: (f) => ({
        url: `${admin}/finish/${f.simulationOfA.secret}`,
        payload: { resultFileIds: [f.simulationOfA.secretReport], reportFileId: f.simulationOfA.secretReport },
      }),
      expect: staff(409),
    },
    { route: `POST ${admin}/upload`, request: tusCreate('result.exe', 'result'), expect: staff(400) },
    {
      route: `PATCH ${admin}/upload/:uploadId`,
      request: () => ({ url: `${admin}/upload/${noUpload}`, ...tus }),
      expect: staff(404),
    },
    {
      route: `DELETE ${admin}/upload/:uploadId`,
      request: () => ({ url: `${admin}/upload/${noUpload}`, ...tus }),
      expect: staff(404),
    },
  ];
}
