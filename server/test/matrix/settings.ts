// Access-matrix rows of the staff console's settings routes (see server/test/access-matrix.ts).
import type { MatrixRow } from '../access-matrix.ts';

export function settingsRows(): MatrixRow[] {
  return [];
}
