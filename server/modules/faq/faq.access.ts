// Access-matrix rows of the FAQ (server/modules/faq); shared with quick start in
// server/test/matrix/articles.ts; assembled by server/test/access-matrix.ts.
import { articleRows } from '../../test/matrix/articles.ts';
import type { MatrixRow } from '../../test/matrix/row.ts';

export function faqRows(): MatrixRow[] {
  return [
    // FAQ (M14) and quick start (M15): children hold both and faq.comment; staff hold neither.
    ...articleRows('faq'),
  ];
}
