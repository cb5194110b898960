// Access-matrix rows of the staff console's publish routes (see server/test/access-matrix.ts).
import type { MatrixRow } from '../access-matrix.ts';

export function publishRows(): MatrixRow[] {
  return [];
}
