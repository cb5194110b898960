// Access-matrix rows of documents (server/modules/dcc): the family rows of
// server/test/matrix/family.ts, feedback, the survey and the viewers; assembled by
// server/test/access-matrix.ts.
import { signedIn } from '../../test/matrix/expect.ts';
import { familyRows } from '../../test/matrix/family.ts';
import type { MatrixRow } from '../../test/matrix/row.ts';

export function dccRows(): MatrixRow[] {
  return [
    // The documents family: page code to look, function codes to download and export.
    ...familyRows('dcc'),
    {
      route: 'POST /api/dccpath/dcc/file/feedback',
      request: () => ({ payload: { subject: 'Datasheet', content: 'matrix' } }),
      expect: signedIn(200, { pm: 403 }),
    },
    { route: 'GET /api/dccpath/dcc/file/feedbackList', expect: signedIn(200, { pm: 403 }) },
    { route: 'GET /api/dccpath/dcc/survey/status', expect: signedIn(200, { pm: 403 }) },
    {
      route: 'POST /api/dccpath/dcc/survey/submit',
      request: () => ({
        payload: {
          docType: 'datasheet',
          ratings: { completeness: 5, accuracy: 4, timeliness: 4, usability: 5 },
          suggestion: 'matrix',
        },
      }),
      expect: signedIn(200, { pm: 403 }),
    },
    // Viewers answer for any item the caller may see; anything else is 404. A PDF preview is the
    // stamped file itself, so it also needs the item's download code (decision 0009): the demo
    // children see technical reports but may not download them.
    {
      route: 'GET /api/common/preview/:id',
      request: (f) => ({ url: `/api/common/preview/${f.itemOfA.tr}` }),
      expect: signedIn(200, { child: 403, childHidden: 403, other: 404, pm: 404 }),
    },
    {
      route: 'GET /api/common/video/:fileId',
      request: (f) => ({ url: `/api/common/video/${f.videoFileId}` }),
      expect: signedIn(200, { other: 404, pm: 404 }),
    },
    {
      route: 'GET /api/common/sheet/:fileId',
      request: (f) => ({ url: `/api/common/sheet/${f.sheetFileId}` }),
      expect: signedIn(200, { other: 404, pm: 404 }),
    },
  ];
}
