// The rows the FAQ (M14) and quick start (M15) share, with what only the FAQ has: the two
// modules are one kind of article, so server/modules/faq and server/modules/quickstart take them from here.
import { signedIn } from './expect.ts';
import type { Fixtures, MatrixRow } from './row.ts';

export function articleRows(m: 'faq' | 'quickstart'): MatrixRow[] {
  const base = `/api/common/${m}`;
  const id = (f: Fixtures) => (m === 'faq' ? f.faqOfA : f.guideOfA);
  const ofA = signedIn(200, { other: 404, pm: 403 });
  return [
    { route: `GET ${base}/list`, expect: signedIn(200, { pm: 403 }) },
    { route: `GET ${base}/detail/:id`, request: (f) => ({ url: `${base}/detail/${id(f)}` }), expect: ofA },
    {
      route: `POST ${base}/like/:id`,
      request: (f) => ({ url: `${base}/like/${id(f)}`, payload: { liked: true } }),
      expect: ofA,
    },
    {
      route: `POST ${base}/comment/:id`,
      request: (f) => ({ url: `${base}/comment/${id(f)}`, payload: { content: 'matrix' } }),
      expect: ofA,
    },
    { route: `GET ${base}/comments/:id`, request: (f) => ({ url: `${base}/comments/${id(f)}` }), expect: ofA },
    { route: `GET ${base}/commentRecord`, expect: signedIn(200, { pm: 403 }) },
    // Only its author (childHidden) deletes a comment: the company sees it (403), another company does not (404).
    ...(m === 'faq'
      ? [
          {
            route: `DELETE ${base}/comment/:id`,
            request: (f: Fixtures) => ({ url: `${base}/comment/${f.commentOfA}` }),
            expect: signedIn(403, { childHidden: 200, other: 404, pm: 403 }),
          },
          {
            route: `POST ${base}/collect/:id`,
            request: (f: Fixtures) => ({ url: `${base}/collect/${f.faqOfA}`, payload: { collected: true } }),
            expect: ofA,
          },
          {
            route: `POST ${base}/share/:id`,
            request: (f: Fixtures) => ({ url: `${base}/share/${f.faqOfA}` }),
            expect: ofA,
          },
        ]
      : [
          {
            route: `DELETE ${base}/comment/:id`,
            request: () => ({ url: `${base}/comment/999999` }),
            expect: signedIn(404, { pm: 403 }),
          },
        ]),
  ];
}
