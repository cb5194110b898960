// Access-matrix rows of the staff console's audit routes (see server/test/access-matrix.ts).
import type { MatrixRow } from '../access-matrix.ts';

export function auditRows(): MatrixRow[] {
  return [];
}
