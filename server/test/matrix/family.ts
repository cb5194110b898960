// The rows every kind of the documents family (dcc, tr, pcn, tool) has: each kind's module
// (server/modules/<kind>/<kind>.access.ts) takes its own.
import { signedIn, type Expect } from './expect.ts';
import type { MatrixRow } from './row.ts';

/** Demo children hold M01, M02, M04 with dcc.download and tool.download; no exports, no M03. */
const childPages = { dcc: true, tr: true, pcn: false, tool: true } as const;
const childDownloads = { dcc: true, tr: false, pcn: false, tool: true } as const;
const countPaths = {
  dcc: 'getNoDownloadCount',
  tr: 'getNoDownloadTrCount',
  pcn: 'getNoDownloadCount',
  tool: 'getNoDownloadCount',
} as const;

export function familyRows(kind: 'dcc' | 'tr' | 'pcn' | 'tool'): MatrixRow[] {
  const base = `/api/dccpath/${kind}/file`;
  const child = (granted: boolean, status: number) => (granted ? status : 403);
  // Item of company A: company B has the codes but not the item (404); staff hold no customer codes (403).
  const itemOfA = (granted: boolean, status = 200): Expect =>
    signedIn(status, { child: child(granted, status), childHidden: child(granted, status), other: 404, pm: 403 });
  return [
    {
      route: `GET ${base}/${countPaths[kind]}`,
      expect: signedIn(200, {
        child: child(childPages[kind], 200),
        childHidden: child(childPages[kind], 200),
        pm: 403,
      }),
    },
    {
      route: `GET ${base}/list`,
      expect: signedIn(200, {
        child: child(childPages[kind], 200),
        childHidden: child(childPages[kind], 200),
        pm: 403,
      }),
    },
    {
      route: `GET ${base}/detail/:id`,
      request: (f) => ({ url: `${base}/detail/${f.itemOfA[kind]}` }),
      expect: itemOfA(childPages[kind]),
    },
    {
      route: `GET ${base}/download/:id`,
      request: (f) => ({ url: `${base}/download/${f.itemOfA[kind]}` }),
      expect: itemOfA(childDownloads[kind]),
    },
    {
      route: `POST ${base}/batchDownload`,
      request: (f) => ({ payload: { ids: [f.itemOfA[kind]] } }),
      expect: itemOfA(childDownloads[kind]),
    },
    {
      route: `POST ${base}/export`,
      request: () => ({ payload: { keyword: 'NX' } }),
      expect: signedIn(200, { child: 403, childHidden: 403, pm: 403 }),
    },
  ];
}
