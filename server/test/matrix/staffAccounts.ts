// Access-matrix rows of the staff console's staffAccounts routes (see server/test/access-matrix.ts).
import type { MatrixRow } from '../access-matrix.ts';

export function staffAccountsRows(): MatrixRow[] {
  return [];
}
