// Access-matrix rows of the staff console's articlesAdmin routes (see server/test/access-matrix.ts).
import type { MatrixRow } from '../access-matrix.ts';

export function articlesAdminRows(): MatrixRow[] {
  return [];
}
