// Access-matrix rows of the staff console's queues routes (see server/test/access-matrix.ts).
import type { MatrixRow } from '../access-matrix.ts';

export function queuesRows(): MatrixRow[] {
  return [];
}
