// Access-matrix rows of design review (server/modules/review); assembled by server/test/access-
// matrix.ts.
import { multipartBody, pdfOf } from '../../test/multipart.ts';
import { signedIn, type Expect } from '../../test/matrix/expect.ts';
import { upload, type MatrixRow } from '../../test/matrix/row.ts';

/**
 * Design review (M09): the seed's reviews in order (server/db/seed/review.ts): 5 is company A's
 * confidential "A-Secret" review (revising), hidden from child@demo.test (childHidden); 7 is
 * finished (pass); 13 is company B's, not reviewed. The demo children hold M09 and review.create;
 * staff reach the reviews of their companies under /admin/review with admin.engineer. Moves that
 * would change the seed for later callers are asked of states that refuse them (409) or of ids
 * the caller may not see (404).
 */
export function reviewRows(): MatrixRow[] {
  const base = '/api/applypath/review';
  const admin = '/api/admin/review';
  const customer = (status: number, overrides: Partial<Expect> = {}) => signedIn(status, { pm: 403, ...overrides });
  const secretOfA = customer(200, { childHidden: 404, other: 404 });
  const staff = (pm: number) => signedIn(403, { pm });
  const zipUpload = () => {
    const body = multipartBody('design.zip', pdfOf(1024));
    return { headers: body.headers, payload: body.payload };
  };
  return [
    { route: `GET ${base}/list`, expect: customer(200) },
    { route: `GET ${base}/options`, expect: customer(200) },
    { route: `GET ${base}/getCustomerModifyCount`, expect: customer(200) },
    { route: `GET ${base}/detail/:id`, request: () => ({ url: `${base}/detail/5` }), expect: secretOfA },
    { route: `GET ${base}/messages/:id`, request: () => ({ url: `${base}/messages/5` }), expect: secretOfA },
    {
      route: `GET ${base}/attachment/:fileId`,
      request: () => ({ url: `${base}/attachment/2147483647` }),
      expect: customer(404),
    },
    // A PDF named .zip: refused by content.
    { route: `POST ${base}/upload`, request: zipUpload, expect: customer(400) },
    { route: `POST ${base}/add`, request: () => ({ payload: {} }), expect: customer(400) },
    { route: `PUT ${base}/edit`, request: () => ({ payload: {} }), expect: customer(400) },
    {
      route: `POST ${base}/itemsBatchSet`,
      request: () => ({ payload: { reviewId: 5, itemIds: [2147483647], status: 'revised' } }),
      expect: customer(400, { childHidden: 404, other: 404 }),
    },
    {
      route: `POST ${base}/repeat/:id`,
      request: () => ({ url: `${base}/repeat/5`, payload: { fileId: 2147483647, note: 'matrix' } }),
      expect: customer(400, { childHidden: 404, other: 404 }),
    },
    {
      route: `POST ${base}/closeOwnRisk/:id`,
      request: () => ({ url: `${base}/closeOwnRisk/13` }),
      expect: customer(404, { other: 409 }),
    },
    {
      route: `POST ${base}/score/:id`,
      request: () => ({ url: `${base}/score/13`, payload: { score: 5 } }),
      expect: customer(404, { other: 409 }),
    },
    {
      route: `POST ${base}/interact/:id`,
      request: () => ({ url: `${base}/interact/13`, payload: { content: 'matrix' } }),
      expect: customer(404, { other: 200 }),
    },
    { route: `GET ${admin}/list`, expect: staff(200) },
    { route: `GET ${admin}/detail/:id`, request: () => ({ url: `${admin}/detail/5` }), expect: staff(200) },
    { route: `GET ${admin}/messages/:id`, request: () => ({ url: `${admin}/messages/5` }), expect: staff(200) },
    {
      route: `GET ${admin}/attachment/:fileId`,
      request: () => ({ url: `${admin}/attachment/2147483647` }),
      expect: staff(404),
    },
    {
      route: `POST ${admin}/interact/:id`,
      request: () => ({ url: `${admin}/interact/2147483647`, payload: { content: 'matrix' } }),
      expect: staff(404),
    },
    // A PDF is no picture.
    { route: `POST ${admin}/picture`, request: upload, expect: staff(400) },
    { route: `POST ${admin}/take/:id`, request: () => ({ url: `${admin}/take/7` }), expect: staff(409) },
    {
      route: `POST ${admin}/item/:id`,
      request: () => ({ url: `${admin}/item/13`, payload: { level: 'minor', position: 'J1', description: 'matrix' } }),
      expect: staff(409),
    },
    {
      route: `POST ${admin}/askRevision/:id`,
      request: () => ({ url: `${admin}/askRevision/13`, payload: {} }),
      expect: staff(409),
    },
    {
      route: `POST ${admin}/finish/:id`,
      request: () => ({ url: `${admin}/finish/7`, payload: { result: 'pass' } }),
      expect: staff(409),
    },
  ];
}
