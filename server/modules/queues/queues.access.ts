// Access-matrix rows of the engineers' work queues (server/modules/queues, staff code admin.engineer):
// only the demo's staff member (an engineer among its roles) passes; customers get 403 on every
// route. Ids no item has are 404 for the engineer, as another company's item would be. The
// customer's side of the replies is in server/modules/feedback/feedback.access.ts.
import type { MatrixRow } from '../../test/matrix/row.ts';
import { staffOnly } from '../../test/matrix/expect.ts';

export function queuesRows(): MatrixRow[] {
  const base = '/api/admin/queues';
  return [
    { route: `GET ${base}/counts`, expect: staffOnly(200) },
    { route: `GET ${base}/companies`, expect: staffOnly(200) },
    {
      route: `GET ${base}/:kind/list`,
      request: () => ({ url: `${base}/pcnRequest/list?status=open` }),
      expect: staffOnly(200),
    },
    {
      route: `GET ${base}/:kind/:id`,
      request: () => ({ url: `${base}/docFeedback/999999` }),
      expect: staffOnly(404),
    },
    {
      route: `POST ${base}/:kind/reply/:id`,
      request: () => ({ url: `${base}/homeFeedback/reply/999999`, payload: { reply: 'Matrix reply' } }),
      expect: staffOnly(404),
    },
    {
      route: `POST ${base}/:kind/close/:id`,
      request: () => ({ url: `${base}/survey/close/999999` }),
      expect: staffOnly(404),
    },
  ];
}
