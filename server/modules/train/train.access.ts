// Access-matrix rows of training (server/modules/train); assembled by server/test/access-matrix.ts.
import { signedIn } from '../../test/matrix/expect.ts';
import type { MatrixRow } from '../../test/matrix/row.ts';

/**
 * Training (M10): primaries hold it and train.apply; the demo children and staff do not. Seed ids
 * (server/db/seed/train.ts, home.ts): application 1 is company A's finished one (every move on it
 * is 409), on-shelf course 1 is on NX310, public course 1 on NX710 (company A's) and 2 has ended.
 * The staff console needs admin.publish (pm).
 */
export function trainRows(): MatrixRow[] {
  const base = '/api/applypath/train';
  const customer = signedIn(200, { child: 403, childHidden: 403, pm: 403 });
  const ofA = (status: number) => signedIn(status, { child: 403, childHidden: 403, other: 404, pm: 403 });
  const staff = (pm: number) => signedIn(403, { pm });
  const future = () => new Date(Date.now() + 30 * 86_400_000).toISOString();
  const application = () => ({
    courseId: 2147483647,
    expectedAt: future(),
    address: 'Matrix room',
    contactName: 'Matrix',
    contactPhone: '13800138000',
    attendees: 3,
  });
  const course = { name: '矩阵课', nameEn: 'Matrix', platformId: 2147483647, hours: 1 };
  const openClass = {
    name: '矩阵公开课',
    nameEn: 'Matrix class',
    startsAt: '2030-01-01T02:00:00.000Z',
    address: '线上',
    addressEn: 'Online',
    contactName: 'Matrix',
    contactPhone: '13800138000',
    capacity: 5,
  };
  const at = (url: string) => () => ({ url });
  return [
    { route: `GET ${base}/list`, expect: customer },
    { route: `GET ${base}/detail/:id`, request: at(`${base}/detail/1`), expect: ofA(200) },
    { route: `GET ${base}/getPendingFeedbackCount`, expect: customer },
    // An unknown course: past the access check, refused by the service (400).
    {
      route: `POST ${base}/add`,
      request: () => ({ payload: application() }),
      expect: signedIn(400, { child: 403, childHidden: 403, pm: 403 }),
    },
    { route: `PUT ${base}/edit`, request: () => ({ payload: { ...application(), id: 1 } }), expect: ofA(409) },
    { route: `POST ${base}/cancel/:id`, request: at(`${base}/cancel/1`), expect: ofA(409) },
    {
      route: `POST ${base}/feedback/:id`,
      request: () => ({ url: `${base}/feedback/1`, payload: { score: 8 } }),
      expect: ofA(409),
    },
    { route: `GET ${base}/shelf/list`, expect: customer },
    { route: `GET ${base}/shelf/detail/:id`, request: at(`${base}/shelf/detail/1`), expect: ofA(200) },
    // File 1 is no courseware: nobody's to open.
    { route: `GET ${base}/courseware/preview/:fileId`, request: at(`${base}/courseware/preview/1`), expect: ofA(404) },
    { route: `GET ${base}/courseware/video/:fileId`, request: at(`${base}/courseware/video/1`), expect: ofA(404) },
    { route: `GET ${base}/courseware/sheet/:fileId`, request: at(`${base}/courseware/sheet/1`), expect: ofA(404) },
    { route: `GET ${base}/openClass/list`, expect: customer },
    { route: `GET ${base}/openClass/detail/:id`, request: at(`${base}/openClass/detail/1`), expect: ofA(200) },
    // Public course 2 (NX310) has ended: company A is told so (409), company B does not see it.
    { route: `POST ${base}/openClass/enroll/:id`, request: at(`${base}/openClass/enroll/2`), expect: ofA(409) },
    {
      route: `POST ${base}/openClass/cancelEnroll/:id`,
      request: at(`${base}/openClass/cancelEnroll/2`),
      expect: ofA(409),
    },
    { route: 'GET /api/admin/train/options', expect: staff(200) },
    { route: 'GET /api/admin/train/list', expect: staff(200) },
    { route: 'GET /api/admin/train/detail/:id', request: at('/api/admin/train/detail/1'), expect: staff(200) },
    ...(['confirm', 'finish', 'cancel'] as const).map((action) => ({
      route: `POST /api/admin/train/${action}/:id`,
      request: () => ({ url: `/api/admin/train/${action}/1`, payload: {} }),
      expect: staff(409),
    })),
    // Rescheduling without a time is refused before the state is looked at.
    {
      route: 'POST /api/admin/train/schedule/:id',
      request: () => ({ url: '/api/admin/train/schedule/1', payload: {} }),
      expect: staff(400),
    },
    { route: 'GET /api/admin/train/course/list', expect: staff(200) },
    {
      route: 'GET /api/admin/train/course/detail/:id',
      request: at('/api/admin/train/course/detail/1'),
      expect: staff(200),
    },
    { route: 'POST /api/admin/train/course/add', request: () => ({ payload: course }), expect: staff(400) },
    {
      route: 'PUT /api/admin/train/course/edit/:id',
      request: () => ({ url: '/api/admin/train/course/edit/2147483647', payload: { ...course, platformId: 1 } }),
      expect: staff(404),
    },
    {
      route: 'POST /api/admin/train/course/onShelf/:id',
      request: at('/api/admin/train/course/onShelf/1'),
      expect: staff(409),
    },
    {
      route: 'POST /api/admin/train/course/offShelf/:id',
      request: at('/api/admin/train/course/offShelf/2147483647'),
      expect: staff(404),
    },
    { route: 'GET /api/admin/train/openClass/list', expect: staff(200) },
    {
      route: 'POST /api/admin/train/openClass/add',
      request: () => ({ payload: { ...openClass, contactPhone: '123' } }),
      expect: staff(400),
    },
    {
      route: 'PUT /api/admin/train/openClass/edit/:id',
      request: () => ({ url: '/api/admin/train/openClass/edit/2147483647', payload: openClass }),
      expect: staff(404),
    },
    {
      route: 'POST /api/admin/train/openClass/open/:id',
      request: at('/api/admin/train/openClass/open/1'),
      expect: staff(409),
    },
    {
      route: 'POST /api/admin/train/openClass/close/:id',
      request: at('/api/admin/train/openClass/close/2147483647'),
      expect: staff(404),
    },
  ];
}
