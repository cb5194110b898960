// The web budgets of QUALITY.md: JavaScript of a page's first load (a cold cache), gzip-compressed
// (the budget's measure), and beside it the bytes the server sent (brotli, written by the build).
// Loads the built app (dist/web) in Debian's Chromium and adds up every script it fetched before
// the page settled. A figure, not a verdict. Sizes in kB (1 000 bytes), the stricter reading of
// QUALITY.md's "KB". BENCH_WEB_FILES=1 lists each page's files, largest first; BENCH_WEB_ONLY=text
// visits only the pages whose name holds it.
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.ts';
import { storageKeys } from '../web/stores/session.ts';

export type Signed = { token: string; user: { username: string; companyName: string; email: string } };

/** What a tab keeps in localStorage after sign-in (web/stores/session.ts), for a page opened signed in. */
export function signedInStorage(token: string, user: Signed['user']): Record<string, string> {
  return {
    [storageKeys.token]: token,
    [storageKeys.username]: user.username,
    [storageKeys.companyName]: user.companyName,
    [storageKeys.email]: user.email,
    [storageKeys.isChild]: 'false',
  };
}
type Visit = { name: string; path: string; signedIn: boolean | 'staff'; budgetKb: number };

export async function benchWeb(opts: Signed & { baseUrl: string; detailId: number; staff: Signed }) {
  const visits: Visit[] = [
    { name: 'login', path: '/login', signedIn: false, budgetKb: 200 },
    { name: 'home', path: '/', signedIn: true, budgetKb: 450 },
    { name: 'documents list', path: '/dcc', signedIn: true, budgetKb: 450 },
    { name: 'document detail opened cold', path: `/dcc?detail=${opts.detailId}`, signedIn: true, budgetKb: 450 },
    { name: 'download centre', path: '/download', signedIn: true, budgetKb: 450 },
    { name: 'patches', path: '/patch', signedIn: true, budgetKb: 450 },
    { name: 'patch-set apply', path: '/patchset/addpatchset', signedIn: true, budgetKb: 450 },
    { name: 'design review form', path: '/review/reviewAdd', signedIn: true, budgetKb: 450 },
    { name: 'trainings', path: '/train', signedIn: true, budgetKb: 450 },
    { name: 'new simulation task', path: '/simulation/addTask', signedIn: true, budgetKb: 450 },
    { name: 'full-text search', path: '/fullTextSearch?keyword=NX512', signedIn: true, budgetKb: 450 },
    { name: 'AI assistant', path: '/uniAi', signedIn: true, budgetKb: 450 },
    // The staff console, as pm@demo.test.
    { name: 'staff: documents', path: '/admin/documents', signedIn: 'staff', budgetKb: 450 },
    { name: 'staff: accounts', path: '/admin/accounts', signedIn: 'staff', budgetKb: 450 },
    { name: 'staff: work queues', path: '/admin/queues', signedIn: 'staff', budgetKb: 450 },
    { name: 'staff: audit and dashboard', path: '/admin/audit', signedIn: 'staff', budgetKb: 450 },
  ];
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] });
  try {
    const only = process.env.BENCH_WEB_ONLY;
    for (const visit of visits.filter((v) => !only || v.name.includes(only))) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      if (visit.signedIn) {
        const { token, user } = visit.signedIn === 'staff' ? opts.staff : opts;
        await context.addCookies([{ name: 'token', value: token, url: opts.baseUrl }]);
        await context.addInitScript(
          (values) => {
            for (const [key, value] of Object.entries(values))
              if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
          },
          signedInStorage(token, user),
        );
      }
      const page = await context.newPage();
      // Per script: its gzip size (the budget's measure) and the bytes the server actually sent; the
      // same for style sheets, which the budget does not count (antd's styles are files, decision 0035).
      const scripts: Promise<{ file: string; bytes: number; sent: number }>[] = [];
      const sheets: typeof scripts = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        const file = new URL(response.url()).pathname;
        (type === 'script' ? scripts : sheets).push(
          Promise.all([response.body(), response.request().sizes()]).then(
            ([body, sizes]) => ({
              file,
              bytes: zlib.gzipSync(body, { level: 9 }).length,
              sent: sizes.responseBodySize,
            }),
            () => ({ file, bytes: 0, sent: 0 }),
          ),
        );
      });
      await page.goto(opts.baseUrl + visit.path, { waitUntil: 'networkidle' });
      // On a busy machine the entry chunk can still be parsing when the network has been idle for
      // Playwright's 500 ms, before the router asks for the page's chunks: wait until no script
      // has been asked for over two seconds.
      for (let seen = -1; seen !== scripts.length;) {
        seen = scripts.length;
        await page.waitForTimeout(2000);
      }
      const files = await Promise.all(scripts);
      const kb = files.reduce((sum, f) => sum + f.bytes, 0) / 1000;
      const sentKb = files.reduce((sum, f) => sum + f.sent, 0) / 1000;
      const css = await Promise.all(sheets);
      const cssKb = css.reduce((sum, f) => sum + f.bytes, 0) / 1000;
      // A page that sent the visit elsewhere (sign-in, no permission) measured that page instead.
      const landed = new URL(page.url()).pathname;
      console.info(
        `web first load ${visit.name.padEnd(28)} ${kb.toFixed(1).padStart(6)} kB JS gzip in ${scripts.length} files, ${sentKb.toFixed(1)} kB sent (budget ≤ ${visit.budgetKb} kB${kb > visit.budgetKb ? ': OVER' : ''}); CSS ${cssKb.toFixed(1)} kB gzip${landed === visit.path.split('?')[0] ? '' : `; LANDED ON ${landed}`}`,
      );
      if (process.env.BENCH_WEB_FILES === '1')
        for (const f of files.sort((a, b) => b.bytes - a.bytes))
          console.info(
            `  ${(f.bytes / 1000).toFixed(1).padStart(6)} kB, sent ${(f.sent / 1000).toFixed(1)} kB  ${f.file}`,
          );
      await context.close();
    }
  } finally {
    await browser.close();
  }
}
