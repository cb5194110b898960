// The home page in a real browser: its sections against the server's answers, my
// platforms, announcements opening /noticePage, the first-visit disclaimers, loading and empty
// states, both languages.
import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { apiGet, disclaimersDialog, holdVersionCheck, signIn, spaced, tokenOf } from './helpers.ts';

type Platform = { id: number; name: string };
type Announcement = { id: number; title: string; titleEn: string; publishedAt: string };
type UpdateFile = { id: number; name: string; platforms: string[] };

const section = (page: Page, name: RegExp | string) => page.getByRole('list', { name });
const dateTime = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

async function setCare(page: Page, platformIds: number[]): Promise<void> {
  const response = await page.request.post('/api/common/homepage/updatePlatformCare', {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
    data: { platformIds },
  });
  expect(response.ok()).toBe(true);
}

/**
 * Signed in as the customer, on a blank tab: what a journey then counts of the home page's first
 * load is the home page's alone. Signed in on /dcc, not /, so that home's first load is still to
 * come; the tab leaves /dcc, since its filters ask for the authorized platforms too, and waiting for
 * the network to idle did not do it (the sign-in page's load had idled before the app moved on).
 */
async function signedInOnBlankTab(page: Page): Promise<void> {
  await signIn(page, 'customer@demo.test', undefined, '/dcc');
  await page.goto('about:blank');
}

test('home: quick navigation, recent updates, releases, announcements, courses and partners from the server, dates as YYYY-MM-DD HH:mm', async ({
  page,
}) => {
  await signIn(page, 'customer@demo.test');
  await expect(page.getByText('欢迎您，深合移动')).toBeVisible();

  // Quick navigation: a tile per granted module entry, with its badge.
  const { menus } = await apiGet<{ menus: { funcNo: string; funcName: string }[] }>(page, '/gateway/user/getMenu');
  const modules = menus.filter((entry) => /^M\d+$/.test(entry.funcNo) && entry.funcNo !== 'M18');
  const tiles = section(page, '快捷导航').getByRole('listitem');
  await expect(tiles).toHaveCount(modules.length);
  const dcc = await apiGet<number>(page, '/dccpath/dcc/file/getNoDownloadCount');
  await expect(section(page, '快捷导航').getByRole('link', { name: `技术文档, ${dcc} 项待查阅` })).toBeVisible();

  // Recent updates: the server's list, on the cared platforms, each a link to its module's detail.
  const updates = await apiGet<UpdateFile[]>(page, '/common/homepage/updateFiles?pageSize=8');
  const updateItems = section(page, '最近更新').getByRole('listitem');
  await expect(updateItems).toHaveCount(updates.length);
  await expect(updateItems.first()).toContainText(updates[0].name);
  await expect(updateItems.first().getByRole('link', { name: updates[0].name })).toHaveAttribute(
    'href',
    new RegExp(`\\?detail=${updates[0].id}$`),
  );
  for (const text of await section(page, '最近更新').locator('time').allTextContents()) expect(text).toMatch(dateTime);

  // Latest releases.
  const releases = await apiGet<{ toolName: string; versionName: string }[]>(
    page,
    '/common/homepage/publishVersions?pageSize=5',
  );
  await expect(section(page, '最新发布').getByRole('listitem')).toHaveCount(releases.length);
  await expect(section(page, '最新发布').getByRole('listitem').first()).toContainText(releases[0].versionName);

  // Announcements, newest first.
  const notices = await apiGet<Announcement[]>(page, '/common/homepage/notification?pageSize=5');
  const noticeLinks = section(page, '系统公告').getByRole('link');
  await expect(noticeLinks).toHaveText(notices.map((notice) => notice.title));
  const published = notices.map((notice) => Date.parse(notice.publishedAt));
  expect(published).toEqual([...published].sort((a, b) => b - a));

  // Public courses and partners.
  // The first course, the upcoming NX710 one, takes enrolments (the training seed has others that do too).
  const firstCourse = section(page, '公开课').getByRole('listitem').first();
  await expect(firstCourse).toContainText('NX710 硬件设计与调试公开课');
  await expect(firstCourse.getByText('报名中')).toBeVisible();
  const partners = await apiGet<{ name: string }[]>(page, '/common/homepage/partners');
  await expect(section(page, '合作伙伴').getByRole('listitem')).toHaveCount(partners.length);
  await expect(
    section(page, '合作伙伴')
      .getByRole('link', { name: /访问官网/ })
      .first(),
  ).toHaveAttribute('target', '_blank');

  // The feedback entry opens the feedback dialog.
  await page.getByRole('button', { name: /^我要反馈$/ }).click();
  await expect(page.getByRole('dialog', { name: '意见反馈' })).toBeVisible();
});

test("on a phone a partner's long description shows two lines, its whole text when pointed at", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // The first partner's description made far longer than two lines on a phone.
  const long = '覆盖射频前端、天线调谐与整机认证的联合调试服务，'.repeat(6);
  await page.route('**/api/common/homepage/partners*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { description: string }[] };
    body.data[0].description = long;
    await route.fulfill({ response, json: body });
  });
  await signIn(page, 'customer@demo.test');
  const list = section(page, '合作伙伴');
  await list.scrollIntoViewIfNeeded();
  const description = list.getByRole('listitem').first().locator('p');
  await expect(description).toHaveAttribute('title', long);
  await expect(description).toHaveText(long);
  const shown = await description.evaluate((p) => ({
    lines: p.clientHeight / parseFloat(getComputedStyle(p).lineHeight),
    cut: p.scrollHeight > p.clientHeight,
  }));
  expect(shown.cut).toBe(true);
  expect(shown.lines).toBeGreaterThan(1.9);
  expect(shown.lines).toBeLessThan(2.1);
});

test('home in English: section titles, names and antd texts follow', async ({ page }) => {
  await signIn(page, 'customer@demo.test');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByText('Welcome, Shenhe Mobile')).toBeVisible(); // the company's English name
  await expect(section(page, 'Quick navigation').getByRole('link', { name: /^Documents/ })).toBeVisible();
  const notices = await apiGet<Announcement[]>(page, '/common/homepage/notification?pageSize=5');
  await expect(section(page, 'System announcements').getByRole('link')).toHaveText(
    notices.map((notice) => notice.titleEn),
  );
  const firstCourse = section(page, 'Public courses').getByRole('listitem').first();
  await expect(firstCourse.getByText('NX710 hardware design and bring-up (public course)')).toBeVisible();
  await expect(firstCourse.getByText('Enrolling')).toBeVisible();
  await expect(section(page, 'Partners').getByText('Hengyuan RF')).toBeVisible();
  await expect(page.getByRole('group', { name: 'My platforms' })).toBeVisible();
  await expect(page.getByText(/^Following \d of \d$/)).toBeVisible();
});

test('the company is named in the language on screen: the welcome, the user menu and the watermark, both ways', async ({
  page,
}) => {
  await signIn(page, 'customer@demo.test');
  const welcome = page.getByRole('heading', { name: /^(欢迎您|Welcome)/ });
  await expect(welcome).toHaveText('欢迎您，深合移动');
  // The watermark's lines as drawn, read at once ('' while there is none).
  const tile = () =>
    page.evaluate(() => {
      const image = document.querySelector<HTMLElement>('[data-watermark]')?.style.backgroundImage ?? '';
      return decodeURIComponent(image.slice(image.indexOf(',') + 1, image.lastIndexOf('"')));
    });
  await expect.poll(tile).toContain('>深合移动</text>');

  await page.getByRole('button', { name: 'English' }).click();
  await expect(welcome).toHaveText('Welcome, Shenhe Mobile');
  // Swapped at once, not after the mark's first delay (1 s) again: the page is never left unmarked.
  await expect.poll(tile, { timeout: 500 }).toContain('>Shenhe Mobile</text>');
  expect(await tile()).not.toContain('深合移动');
  await page.getByRole('button', { name: /^User menu/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Shenhe Mobile', { exact: true })).toBeVisible();
  await expect(menu.getByText('深合移动')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: spaced('中文') }).click();
  await expect(welcome).toHaveText('欢迎您，深合移动');
  await expect.poll(tile, { timeout: 500 }).toContain('>深合移动</text>');
});

test('my platforms: authorized platforms as tags, cared ones checked; saving refreshes recent updates; at least one', async ({
  page,
}) => {
  await signIn(page, 'customer@demo.test');
  const authorized = await apiGet<Platform[]>(page, '/common/homepage/authPlatform');
  const cared = await apiGet<Platform[]>(page, '/common/homepage/carePlatform');
  const group = page.getByRole('group', { name: '我的平台' });
  const tags = group.getByRole('checkbox');
  await expect(tags).toHaveText(authorized.map((platform) => platform.name));
  for (const platform of authorized) {
    await expect(group.getByRole('checkbox', { name: platform.name })).toHaveAttribute(
      'aria-checked',
      String(cared.some((c) => c.id === platform.id)),
    );
  }
  const save = page.getByRole('button', { name: /^保\s*存$/ });
  await expect(save).toBeDisabled(); // nothing changed yet

  try {
    // Follow NX710 only.
    const keep = authorized.find((platform) => platform.name === 'NX710')!;
    await setCare(
      page,
      authorized.map((platform) => platform.id),
    ); // a known start
    await page.reload();
    for (const platform of authorized)
      if (platform.id !== keep.id) await group.getByRole('checkbox', { name: platform.name }).click();
    await expect(group.getByRole('checkbox', { name: keep.name })).toHaveAttribute('aria-checked', 'true');
    // None at all cannot be saved.
    await group.getByRole('checkbox', { name: keep.name }).click();
    await expect(save).toBeDisabled();
    await expect(page.getByText('请至少选择一个平台')).toBeVisible();
    await group.getByRole('checkbox', { name: keep.name }).click();

    const refreshed = page.waitForResponse((response) => response.url().includes('/api/common/homepage/updateFiles'));
    await save.click();
    await expect(page.getByText('操作成功')).toBeVisible();
    await refreshed;
    expect((await apiGet<Platform[]>(page, '/common/homepage/carePlatform')).map((platform) => platform.name)).toEqual([
      'NX710',
    ]);
    await expect(save).toBeDisabled();
    const updates = await apiGet<UpdateFile[]>(page, '/common/homepage/updateFiles?pageSize=8');
    expect(updates.length).toBeGreaterThan(0);
    for (const update of updates) expect(update.platforms).toContain('NX710');
    await expect(section(page, '最近更新').getByRole('listitem')).toHaveCount(updates.length);
    for (const row of await section(page, '最近更新').getByRole('listitem').all())
      await expect(row).toContainText('NX710');
  } finally {
    await setCare(
      page,
      authorized.map((platform) => platform.id),
    );
  }
});

test('skeletons while a section loads', async ({ page }) => {
  await signIn(page, 'customer@demo.test', undefined, '/dcc');
  // The section's answer is held until the skeleton has been seen, then let through.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/common/homepage/updateFiles**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const card = page.locator('.ant-card').filter({ has: page.locator('.ant-card-head', { hasText: '最近更新' }) });
  await expect(card.locator('.ant-skeleton')).toBeVisible();
  release();
  await expect(section(page, '最近更新').getByRole('listitem').first()).toBeVisible();
  await expect(card.locator('.ant-skeleton')).toHaveCount(0);
});

test("the home page's and the frame's calls go out while the guard still reads /version.json, each once, and its first paint has the frame, the menu and every section's data", async ({
  page,
}) => {
  await signedInOnBlankTab(page);
  // What the first paint holds: when the header first appears, whether the welcome banner, a
  // module menu entry and the recent updates are there with it, and whether a skeleton ever shows.
  await page.addInitScript(() => {
    const seen = { first: null as null | { banner: boolean; menu: boolean; updates: boolean }, skeleton: false };
    (window as unknown as { firstPaint: typeof seen }).firstPaint = seen;
    new MutationObserver(() => {
      if (document.querySelector('.ant-skeleton')) seen.skeleton = true;
      if (!seen.first && document.querySelector('header')) {
        seen.first = {
          banner: document.querySelector('section h3') !== null,
          menu: document.querySelector('nav .ant-menu-item') !== null,
          updates: document.querySelector('ul[aria-label="最近更新"] li') !== null,
        };
      }
    }).observe(document, { childList: true, subtree: true });
  });
  let versionReleasedAt = Infinity;
  await holdVersionCheck(page, () => (versionReleasedAt = Date.now()));
  const calls = [
    '/gateway/user/getMenu',
    '/common/homepage/updateFiles',
    '/common/homepage/publishVersions',
    '/common/homepage/notification',
    '/common/homepage/authPlatform',
    '/common/homepage/carePlatform',
    '/common/homepage/partners',
    '/common/latestCourse',
    '/common/common/hasVisit/1',
    '/common/common/disclaimers',
    '/common/personal/center/menuSettings',
    // The frame's to-do counts, asked for once the menu says which modules the account holds.
    '/dccpath/dcc/file/getNoDownloadCount',
    '/dccpath/tr/file/getNoDownloadTrCount',
    '/dccpath/pcn/file/getNoDownloadCount',
    '/dccpath/tool/file/getNoDownloadCount',
    '/applypath/review/getCustomerModifyCount',
  ];
  const asked = new Map<string, number[]>();
  page.on('request', (request) => {
    const call = new URL(request.url()).pathname.replace(/^\/api/, '');
    if (calls.includes(call)) asked.set(call, [...(asked.get(call) ?? []), Date.now()]);
  });
  await page.goto('/');
  await expect(section(page, '最近更新').getByRole('listitem').first()).toBeVisible();
  await expect(section(page, '合作伙伴').getByRole('listitem').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  for (const call of calls) {
    expect(asked.get(call), `${call} asked for once`).toHaveLength(1);
    expect(asked.get(call)![0], `${call} asked for before /version.json answered`).toBeLessThan(versionReleasedAt);
  }
  const firstPaint = await page.evaluate(() => (window as unknown as { firstPaint: unknown }).firstPaint);
  expect(firstPaint).toEqual({ first: { banner: true, menu: true, updates: true }, skeleton: false });
});

test('on a phone, a section below the fold is neither styled nor laid out until it nears the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signIn(page, 'customer@demo.test');
  const partner = section(page, '合作伙伴').getByRole('listitem').first();
  await expect(partner).toBeAttached();
  // checkVisibility with contentVisibilityAuto is false while the browser skips the element's rendering.
  const rendered = () => partner.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  expect(await rendered()).toBe(false);
  expect(
    await section(page, '最近更新')
      .getByRole('listitem')
      .first()
      .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true })),
  ).toBe(true);
  await partner.scrollIntoViewIfNeeded();
  await expect.poll(rendered).toBe(true);
  await expect(partner).toBeVisible();
});

test("the home page's first render writes its counts without the browser's number formatting", async ({ page }) => {
  await signedInOnBlankTab(page);
  // Every number formatted through Intl from here on: the first one costs the page 30–50 ms of its
  // main thread (components/format.ts formatCount).
  await page.addInitScript(() => {
    const asked: string[] = [];
    (window as unknown as { numberFormatting: string[] }).numberFormatting = asked;
    const toLocaleString = Number.prototype.toLocaleString;
    Number.prototype.toLocaleString = function (this: number, ...args: []) {
      asked.push(`toLocaleString ${this}`);
      return toLocaleString.apply(this, args);
    };
    const NumberFormat = Intl.NumberFormat;
    Intl.NumberFormat = function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      asked.push('Intl.NumberFormat');
      return new NumberFormat(...args);
    } as typeof Intl.NumberFormat;
  });
  await page.goto('/');
  const pending = page.getByRole('list', { name: '待查阅' });
  await expect(pending.getByRole('listitem').first()).toContainText(/^\d{1,3}(,\d{3})*\D/);
  await expect(section(page, '合作伙伴').getByRole('listitem').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { numberFormatting: string[] }).numberFormatting)).toEqual([]);
});

test('an announcement opens /noticePage in the chosen language, with a way back; an unknown id says so', async ({
  page,
}) => {
  await signIn(page, 'customer@demo.test');
  const [first] = await apiGet<Announcement[]>(page, '/common/homepage/notification?pageSize=5');
  await section(page, '系统公告').getByRole('link', { name: first.title }).click();
  await expect(page).toHaveURL(`/noticePage?id=${first.id}`);
  await expect(page.getByRole('heading', { level: 2, name: first.title })).toBeVisible();
  await expect(page.getByText(/^发布时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}/)).toBeVisible();
  await expect(page.locator('[data-watermark]')).toHaveCount(0); // outside the layout
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 2, name: first.titleEn })).toBeVisible();
  await page.getByRole('button', { name: /Back$/ }).click(); // (its icon's name comes first)
  await expect(page).toHaveURL('/');

  await page.goto('/noticePage?id=999999');
  await expect(page.getByText('This notice does not exist or has been withdrawn')).toBeVisible();
  await page.getByRole('button', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
});

test('a notice can be read without signing in', async ({ page }) => {
  await page.goto('/noticePage?id=1');
  await expect(page).toHaveURL('/noticePage?id=1');
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  await page.getByRole('button', { name: /返\s*回$/ }).click();
  await expect(page).toHaveURL('/login?redirect=%2F'); // home asks to sign in
});

test('the first-visit dialog opens once the home page has been painted, not with the page', async ({ page }) => {
  await signIn(page, 'customer@demo.test', undefined, '/dcc', { keepDisclaimers: true });
  await page.goto('about:blank');
  // Counted from the first load: the frames drawn when the page's first section appeared and when
  // the dialog did, and whether the dialog was already there with the section.
  await page.addInitScript(() => {
    const seen = { frames: 0, page: -1, dialog: -1, dialogWithPage: false };
    (window as unknown as { opening: typeof seen }).opening = seen;
    const tick = () => {
      seen.frames += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    new MutationObserver(() => {
      if (seen.page < 0 && document.querySelector('ul[aria-label="最近更新"] li')) {
        seen.page = seen.frames;
        seen.dialogWithPage = document.querySelector('.ant-modal') !== null;
      }
      if (seen.dialog < 0 && document.querySelector('.ant-modal')) seen.dialog = seen.frames;
    }).observe(document, { childList: true, subtree: true });
  });
  // Every answer is in before the page renders (the guard's /version.json is held), the first-visit
  // one "not yet accepted": without the wait for a paint, the dialog would come with the page.
  await holdVersionCheck(page);
  await page.route(
    (url) => url.pathname === '/api/common/common/hasVisit/1',
    (route) => route.fulfill({ json: { code: 0, msg: 'ok', data: { visited: false } } }),
  );
  await page.goto('/');
  await expect(disclaimersDialog(page)).toBeVisible();
  const opening = await page.evaluate(
    () => (window as unknown as { opening: { page: number; dialog: number; dialogWithPage: boolean } }).opening,
  );
  expect(opening.page, 'the recent updates were seen').toBeGreaterThanOrEqual(0);
  expect(opening.dialogWithPage).toBe(false);
  expect(opening.dialog).toBeGreaterThan(opening.page);
});

test('first-visit disclaimers: shown on / until accepted, not dismissable, an error keeps it open, never again after acceptance', async ({
  page,
}) => {
  // pm@demo.test: no other journey lands it on /, so its first visit is still ahead (checked below).
  await signIn(page, 'pm@demo.test', undefined, '/notFound', { keepDisclaimers: true });
  expect(
    await apiGet<{ visited: boolean }>(page, '/common/common/hasVisit/1'),
    'pm@demo.test has not accepted the disclaimers before this journey',
  ).toEqual({ visited: false });

  await page.goto('/');
  const dialog = disclaimersDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('免责声明');
  await expect(dialog).toContainText('未经芯诺拉半导体书面许可');
  await expect(dialog.getByRole('button', { name: /close|关闭/i })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.mouse.click(10, 790); // the mask
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: '暂不接受，退出登录' })).toBeVisible();

  // A refusal from the server: 'operation error', and the dialog stays.
  await page.route('**/api/common/common/addVisit/1', (route) =>
    route.fulfill({ json: { code: 500, msg: 'boom', data: null } }),
  );
  await dialog.getByRole('button', { name: /我已阅读并接受$/ }).click();
  await expect(page.getByText('操作失败')).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(await apiGet<{ visited: boolean }>(page, '/common/common/hasVisit/1')).toEqual({ visited: false });

  await page.unroute('**/api/common/common/addVisit/1');
  const accepted = page.waitForResponse((response) => response.url().endsWith('/api/common/common/addVisit/1'));
  await dialog.getByRole('button', { name: /我已阅读并接受$/ }).click();
  expect(await (await accepted).json()).toMatchObject({ code: 0 });
  await expect(dialog).toBeHidden();
  expect(await apiGet<{ visited: boolean }>(page, '/common/common/hasVisit/1')).toEqual({ visited: true });

  // Back on / (a fresh load, the server asked again): no dialog.
  const asked = page.waitForResponse((response) => response.url().includes('/api/common/common/hasVisit/1'));
  await page.reload();
  expect(await (await asked).json()).toMatchObject({ data: { visited: true } });
  await expect(page.getByRole('list', { name: '系统公告' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('empty states say what to do next', async ({ page }) => {
  // A staff account holds no module: its quick navigation is empty for real. It may meet the
  // disclaimers dialog here (pm's first visit is the journey above's to accept): the texts
  // behind it are still there to read.
  await signIn(page, 'pm@demo.test', undefined, '/admin/accounts', { keepDisclaimers: true });
  await page.goto('/');
  await expect(page.getByText('您的账号暂未开通任何功能模块，请联系主账号或项目经理开通权限。')).toBeVisible();

  // Every seeded account has platforms, updates and announcements: the other empty states are
  // shown here on empty answers made up by the test.
  for (const path of ['authPlatform', 'carePlatform', 'updateFiles', 'publishVersions', 'notification']) {
    await page.route(`**/api/common/homepage/${path}**`, (route) =>
      route.fulfill({ json: { code: 0, msg: 'success', data: [] } }),
    );
  }
  await page.route('**/api/common/latestCourse**', (route) =>
    route.fulfill({ json: { code: 0, msg: 'success', data: [] } }),
  );
  await page.reload();
  await expect(page.getByText('贵公司暂未获得任何平台授权，请联系芯诺拉项目经理。')).toBeVisible();
  await expect(page.getByText('您关注的平台暂无新资料。可在“我的平台”中关注更多平台。')).toBeVisible();
  await expect(page.getByText('暂无工具版本发布记录，新版本发布后会显示在这里。')).toBeVisible();
  await expect(page.getByText('暂无系统公告。')).toBeVisible();
  await expect(page.getByText('暂无公开课安排，新课程开放报名后会显示在这里。')).toBeVisible();
});
