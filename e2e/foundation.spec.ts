// The foundation in a real browser: the guard's redirect, compressed pages and scripts, the version
// file and its reload, the not-found page, and the API pages that operators open.
import { expect, test } from './test.ts';

test('opening / without a token lands on /login with the redirect query', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?redirect=%2F$/);
  await expect(page.getByRole('button', { name: /登\s*录/ })).toBeVisible();
});

test('a deep link keeps its full path, query included, in the redirect', async ({ page }) => {
  await page.goto('/dcc?chip=NX310&page=2');
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/dcc?chip=NX310&page=2')}`);
});

test('/version.json answers the running build version, never cached', async ({ request }) => {
  const res = await request.get('/version.json');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toContain('no-store');
  const { version } = await res.json();
  expect(version).toMatch(/^\d+\.\d+\.\d+\+\d{8}T\d{6}Z$/);
});

test('the sign-in page arrives compressed: every script as brotli, decoded and run by the browser', async ({
  page,
}) => {
  const seen: Promise<{ url: string; encoding?: string; size: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    seen.push(
      response
        .request()
        .sizes()
        .then(({ responseBodySize }) => ({
          url: response.url(),
          encoding: response.headers()['content-encoding'],
          size: responseBodySize,
        })),
    );
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /登\s*录/ })).toBeVisible();
  const scripts = await Promise.all(seen);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script, script.url).toMatchObject({ encoding: 'br' });
  // What crossed the wire is a fraction of the scripts the page runs (about 600 kB unpacked).
  const sent = scripts.reduce((sum, s) => sum + s.size, 0);
  expect(sent).toBeLessThan(250_000);
});

test("antd's component and icon styles arrive as style sheets, none made in the browser, in the portal's colours", async ({
  page,
}) => {
  await page.goto('/login');
  const signIn = page.getByRole('button', { name: /登\s*录/ });
  await expect(signIn).toBeVisible();
  const styles = await page.evaluate(() => ({
    sheets: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href),
    // In antd's own <style> elements, a component's rule whose first declaration is a property, not a
    // theme variable (`--ant-…`): what antd writes there when it makes the component's CSS at run time
    // (ConfigProvider did so for the icons' reset, `.anticon{display:inline-flex…}`, under zeroRuntime too).
    madeHere: [...document.querySelectorAll('style[data-css-hash]')]
      .map((style) => style.textContent ?? '')
      .filter((text) => /\.(ant-(btn|form|input|checkbox)[\w-]*|anticon)[^{}]*\{(?!--)[a-z-]+:/.test(text))
      .map((text) => text.slice(0, 120)),
  }));
  expect(styles.sheets.length).toBeGreaterThan(0);
  expect(styles.madeHere).toEqual([]);
  // The theme's brand colour still reaches the static rules, through the variables antd sets at run time.
  await expect(signIn).toHaveCSS('background-color', 'rgb(20, 86, 200)');
  // The icons' reset comes from the static sheet: an icon sits on the text's line, not on its baseline.
  await expect(page.locator('.anticon').first()).toHaveCSS('line-height', '0px');
  await expect(page.locator('.anticon').first()).toHaveCSS('font-style', 'normal');
});

test('the sign-in page is first shown by one commit whose effects run in a task of their own, after it', async ({
  page,
}) => {
  // React's developer-tools hook, as the browser extension installs it: React tells it of every
  // commit and, once that commit's effects have run, of that too. A component that sets its state
  // while React commits (a button's hidden loading motion, a form row learning the window's
  // breakpoints did) makes React render again inside the commit and run the effects there as well,
  // in the task that first shows the page; otherwise React lets the browser paint first. The message
  // posted at each commit marks the end of its task.
  await page.addInitScript(() => {
    const seen: string[] = [];
    let commitTaskOpen = false;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      commitTaskOpen = false;
    };
    Object.assign(window, {
      seenCommits: seen,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => {},
        onCommitFiberUnmount: () => {},
        onCommitFiberRoot: () => {
          seen.push(document.querySelector('form') ? 'commit with the form' : 'commit');
          commitTaskOpen = true;
          channel.port2.postMessage(null);
        },
        onPostCommitFiberRoot: () => {
          seen.push(commitTaskOpen ? 'effects in the same task' : 'effects later');
        },
      },
    });
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /登\s*录/ })).toBeVisible();
  await expect
    .poll(async () => {
      const seen = await page.evaluate(() => (window as unknown as { seenCommits: string[] }).seenCommits);
      return seen.slice(seen.indexOf('commit with the form'), seen.indexOf('commit with the form') + 2);
    })
    .toEqual(['commit with the form', 'effects later']);
});

test('a changed version warns and reloads the page once', async ({ page }) => {
  await page.goto('/login');
  const served = (await (await page.request.get('/version.json')).json()).version as string;
  // The first visit stores the served version; wait for it before pretending an older one.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('version'))).toBe(served);
  await page.evaluate(() => localStorage.setItem('version', '0.0.1+19990101T000000Z'));
  const reloaded = page.waitForEvent('load', { timeout: 10_000 });
  await page.goto('/notFound');
  await expect(page.getByText('系统已发布新版本，页面即将自动刷新')).toBeVisible();
  await reloaded; // the first load of /notFound
  await page.waitForEvent('load', { timeout: 10_000 }); // the reload 1.2 s later
  expect(await page.evaluate(() => localStorage.getItem('version'))).toBe(served);
});

test('with a token, an unknown path shows the not-found page with a way back; without one, sign-in comes first', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/no/such/page')}`);
  // The guard decides on the presence of the token (the server judges its worth on the next call).
  await context.addCookies([{ name: 'token', value: 'e2e-token', url: baseURL! }]);
  await page.evaluate(() => localStorage.setItem('token', 'e2e-token'));
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/notFound');
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
  await expect(page.getByRole('button', { name: '返回首页' })).toBeVisible();
});

test('the OpenAPI page and the health routes answer', async ({ page, request }) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Nexora customer support portal API/ })).toBeVisible();
  for (const path of ['/api/healthz', '/api/readyz']) {
    const res = await request.get(path);
    expect(await res.json()).toMatchObject({ code: 0 });
  }
  const metrics = await request.get('/api/metrics');
  expect(await metrics.text()).toContain('http_requests_total');
});
