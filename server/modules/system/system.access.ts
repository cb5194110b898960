// Access-matrix rows of the probes and the metrics of server/modules/system; assembled by
// server/test/access-matrix.ts.
import { all } from '../../test/matrix/expect.ts';
import type { MatrixRow } from '../../test/matrix/row.ts';

export function systemRows(): MatrixRow[] {
  return [
    { route: 'GET /api/healthz', expect: all(200) },
    { route: 'GET /api/readyz', expect: all(200) },
    // Only a scraper on this machine (or holding METRICS_TOKEN): the matrix calls from outside.
    { route: 'GET /api/metrics', request: () => ({ remoteAddress: '203.0.113.9' }), expect: all(403) },
  ];
}
