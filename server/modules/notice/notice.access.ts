// Access-matrix rows of notices (server/modules/notice); assembled by server/test/access-matrix.ts.
import { all, signedIn } from '../../test/matrix/expect.ts';
import type { MatrixRow } from '../../test/matrix/row.ts';

export function noticeRows(): MatrixRow[] {
  return [
    { route: 'GET /api/common/homepage/notification', expect: signedIn(200) },
    {
      route: 'GET /api/common/notice/detail/:id',
      request: () => ({ url: '/api/common/notice/detail/1' }),
      expect: all(200),
    },
  ];
}
