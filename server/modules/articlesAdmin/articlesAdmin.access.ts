// Access-matrix rows of the staff console's articles, announcements and partners
// (/admin/article/{module}/…, /admin/announcement/…, /admin/partner/…; staff code admin.publish):
// only the staff member gets in; customers, whatever they hold, get 403.
import type { MatrixRow } from '../../test/matrix/row.ts';
import { signedIn, staffOnly } from '../../test/matrix/expect.ts';

export function articlesAdminRows(): MatrixRow[] {
  const missing = signedIn(403, { pm: 404 });
  const article = { title: 'Matrix article', content: '<p>Matrix</p>' };
  const announcement = { title: '矩阵公告', titleEn: 'Matrix notice', content: '内容', contentEn: 'Content' };
  const partner = {
    name: '矩阵伙伴',
    nameEn: 'Matrix partner',
    category: '测试',
    categoryEn: 'Test',
    description: '说明',
    descriptionEn: 'About',
  };
  const kindRows = (base: string, body: object): MatrixRow[] => [
    { route: `GET /api${base}/list`, expect: staffOnly(200) },
    { route: `GET /api${base}/detail/:id`, request: () => ({ url: `/api${base}/detail/1` }), expect: staffOnly(200) },
    { route: `POST /api${base}/add`, request: () => ({ payload: body }), expect: staffOnly(200) },
    {
      route: `PUT /api${base}/edit/:id`,
      request: () => ({ url: `/api${base}/edit/999999`, payload: body }),
      expect: missing,
    },
    { route: `POST /api${base}/release/:id`, request: () => ({ url: `/api${base}/release/999999` }), expect: missing },
    {
      route: `POST /api${base}/withdraw/:id`,
      request: () => ({ url: `/api${base}/withdraw/999999` }),
      expect: missing,
    },
  ];
  return [
    { route: 'GET /api/admin/article/options', expect: staffOnly(200) },
    {
      route: 'GET /api/admin/article/:module/list',
      request: () => ({ url: '/api/admin/article/faq/list?state=released' }),
      expect: staffOnly(200),
    },
    {
      route: 'GET /api/admin/article/:module/detail/:id',
      request: (f) => ({ url: `/api/admin/article/quickstart/detail/${f.guideOfA}` }),
      expect: staffOnly(200),
    },
    {
      route: 'POST /api/admin/article/:module/add',
      request: () => ({ url: '/api/admin/article/faq/add', payload: article }),
      expect: staffOnly(200),
    },
    {
      route: 'PUT /api/admin/article/:module/edit/:id',
      request: () => ({ url: '/api/admin/article/faq/edit/999999', payload: article }),
      expect: missing,
    },
    {
      route: 'POST /api/admin/article/:module/release/:id',
      request: () => ({ url: '/api/admin/article/quickstart/release/999999' }),
      expect: missing,
    },
    {
      route: 'POST /api/admin/article/:module/withdraw/:id',
      request: () => ({ url: '/api/admin/article/faq/withdraw/999999' }),
      expect: missing,
    },
    ...kindRows('/admin/announcement', announcement),
    ...kindRows('/admin/partner', partner),
  ];
}
