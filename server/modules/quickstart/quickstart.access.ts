// Access-matrix rows of quick start (server/modules/quickstart); shared with the FAQ in
// server/test/matrix/articles.ts; assembled by server/test/access-matrix.ts.
import { articleRows } from '../../test/matrix/articles.ts';
import type { MatrixRow } from '../../test/matrix/row.ts';

export function quickstartRows(): MatrixRow[] {
  return [...articleRows('quickstart')];
}
