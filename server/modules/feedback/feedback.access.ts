// Access-matrix rows of the customer's home feedback (server/modules/feedback); assembled by
// server/test/access-matrix.ts. The engineers answer it in server/modules/queues.
import { signedIn } from '../../test/matrix/expect.ts';
import type { MatrixRow } from '../../test/matrix/row.ts';

export function feedbackRows(): MatrixRow[] {
  return [
    {
      route: 'POST /api/common/homepage/custFeedback',
      request: () => ({ payload: { subject: 'Other', feedback: 'matrix' } }),
      expect: signedIn(200),
    },
    // The customer's side: their own home feedback with the replies (server/modules/feedback).
    { route: 'GET /api/common/homepage/myFeedback', expect: signedIn(200) },
  ];
}
