// Access-matrix rows of the API documentation, which server/app.ts registers itself (no module).
import { all } from './expect.ts';
import type { MatrixRow } from './row.ts';

export function docsRows(): MatrixRow[] {
  return [
    { route: 'GET /api/docs', expect: all(200) },
    { route: 'GET /api/docs/static/index.html', expect: all(302) }, // swagger-ui redirects to /api/docs
    { route: 'GET /api/docs/static/swagger-initializer.js', expect: all(200) },
    { route: 'GET /api/docs/json', expect: all(200) },
    { route: 'GET /api/docs/yaml', expect: all(200) },
    { route: 'GET /api/docs/static/*', request: () => ({ url: '/api/docs/static/swagger-ui.css' }), expect: all(200) },
  ];
}
