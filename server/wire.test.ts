// The typed wire: every JSON route under /api declares the envelope it answers with (its data shape
// from contract/, so the web's types come from the same schema), read back from the OpenAPI
// document the app serves. Routes that answer bytes are named here, each with what it streams; an
// error on them still answers the envelope, through the one error handler.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './test/app.ts';

/** Routes whose success is not JSON: `METHOD url` (Fastify's form) → what they send. */
const byteRoutes: [RegExp, string][] = [
  [/^GET \/api\/docs(\/.*)?$/, 'the OpenAPI page, its assets and the document itself (@fastify/swagger-ui)'],
  [/^GET \/api\/metrics$/, 'Prometheus text'],
  [/^GET \/api\/codepath\/code\/getVerificationCodePhoto$/, 'the captcha PNG'],
  [/^GET \/api\/common\/file\/download\/:id$/, 'one uploaded file (ranges)'],
  [/^POST \/api\/common\/file\/batchDownload$/, 'a zip of uploaded files'],
  [/^GET \/api\/common\/download\/userGuide$/, 'the user guide file'],
  [/^GET \/api\/dccpath\/(dcc|tr|pcn|tool)\/file\/download\/:id$/, 'one catalogue file (ranges, stamped PDFs)'],
  [/^POST \/api\/dccpath\/(dcc|tr|pcn|tool)\/file\/batchDownload$/, 'a zip of catalogue files'],
  [/^POST \/api\/dccpath\/(dcc|tr|pcn|tool)\/file\/export$/, 'an xlsx of the rows searched'],
  [/^POST \/api\/common\/qvl\/export$/, 'an xlsx of the QVL rows searched'],
  [/^GET \/api\/admin\/qvl\/import\/template$/, 'the xlsx template of the QVL import'],
  [/^GET \/api\/admin\/audit\/(actions|downloads)\.csv$/, 'a CSV of the audit rows searched'],
  [/^GET \/api\/admin\/catalog\/:kind\/import\/template$/, 'the xlsx template of the catalogue import'],
  [/^POST \/api\/common\/operator\/export$/, 'an xlsx of the operator rows searched'],
  [/^GET \/api\/admin\/operator\/import\/template$/, 'the xlsx template of the operator import'],
  [/^GET \/api\/common\/samplecode\/download\/:id$/, 'a sample code package (ranges)'],
  [/^GET \/api\/common\/deliver\/download\/:id$/, 'one file of a code delivery (ranges)'],
  [/^GET \/api\/common\/preview\/:id$/, 'the stamped PDF to preview'],
  [/^GET \/api\/common\/video\/:fileId$/, 'the video (ranges)'],
  [/^GET \/api\/common\/patch\/download\/:id$/, 'a patch package (ranges)'],
  [/^POST \/api\/common\/patchset\/exportPatchSetList$/, 'an xlsx of the patch-set applies searched'],
  [/^GET \/api\/common\/cust\/patchset\/apply\/:id\/file\/:fileId$/, 'one file of a published e-patch (ranges)'],
  [/^GET \/api\/(applypath|admin)\/review\/attachment\/:fileId$/, 'a design review attachment or result picture'],
  [/^GET \/api\/applypath\/train\/courseware\/preview\/:fileId$/, 'the stamped courseware PDF to preview'],
  [/^GET \/api\/applypath\/train\/courseware\/video\/:fileId$/, 'a courseware video (ranges)'],
  [
    /^GET \/api\/(applypath|admin)\/simulation\/file\/:fileId$/,
    'a PCB input, result or report of a simulation task (ranges)',
  ],
  [
    /^(POST|PATCH|DELETE) \/api\/(applypath|admin)\/simulation\/upload(\/:uploadId)?$/,
    'tus 1.0.0: empty 201/204 answers with Location, Upload-Offset and X-File-Id headers; refusals are the envelope',
  ],
  [
    /^POST \/api\/common\/fae\/aiFoundry\/chat\/send$/,
    'the answer as server-sent events (meta, delta, done); refusals before it are the envelope',
  ],
];

type Operation = {
  responses?: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }>;
};

let t: TestApp;
let operations: { route: string; operation: Operation | undefined }[];

beforeAll(async () => {
  t = await makeTestApp();
  await t.app.ready();
  const spec = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  operations = t.app.deps.routes.map((route) => ({
    route: `${route.method} ${route.url}`,
    operation: spec.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()],
  }));
});
afterAll(async () => {
  await t?.close();
});

const isByteRoute = (route: string) => byteRoutes.some(([pattern]) => pattern.test(route));

/** The JSON schema a route declares for its 2xx answers, when it declares one. */
function successSchemas(operation: Operation | undefined) {
  return Object.entries(operation?.responses ?? {})
    .filter(([status]) => status.startsWith('2'))
    .map(([, response]) => response.content?.['application/json']?.schema)
    .filter((schema) => schema !== undefined);
}

describe('the typed wire', () => {
  it('walks the whole route table', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it('every JSON route under /api declares its envelope (code, msg, data) as its 2xx response', () => {
    const missing = operations.filter(({ route, operation }) => {
      if (isByteRoute(route)) return false;
      const schemas = successSchemas(operation);
      return (
        schemas.length === 0 ||
        !schemas.every((schema) => ['code', 'msg', 'data'].every((field) => field in (schema.properties ?? {})))
      );
    });
    expect(missing.map((m) => m.route)).toEqual([]);
  });

  it('every byte-streaming exception names a route that exists and declares no JSON answer', () => {
    for (const [pattern, what] of byteRoutes) {
      const matching = operations.filter(({ route }) => pattern.test(route));
      expect(matching.length, `${pattern} (${what}) matches no route`).toBeGreaterThan(0);
      for (const { route, operation } of matching)
        expect(successSchemas(operation), `${route} declares JSON: take it off the list`).toEqual([]);
    }
  });
});
