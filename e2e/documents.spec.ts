// The documents family in a real browser against the built app: lists kept alive
// through details and viewers, downloads through the manager (pause and resume with Range,
// SHA-256 checked), batch zip and export, the viewers, the extras, both languages, and what
// another company cannot reach by URL. Journeys share one server, so each picks its own items.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { expect, test } from './test.ts';
import type { Download, Page } from '@playwright/test';
import { apiGet, openTab, signIn, spaced } from './helpers.ts';

const customer = 'customer@demo.test'; // company A: NX310–NX710
const otherCompany = 'other@demo.test'; // company B: NX730-5G, NX910

type Item = {
  id: number;
  name: string;
  platforms: string[];
  viewer: string;
  fileId: number;
  fileName: string;
  size: number;
  sha256: string;
};

const listOf = (page: Page, kind: string, query: string) =>
  apiGet<{ list: Item[]; total: number }>(page, `/dccpath/${kind}/file/list?${query}`);

async function bytesOf(download: Download): Promise<Buffer> {
  return fs.readFileSync((await download.path())!);
}

/** The table row whose name is exactly `name` (names may contain one another). */
const rowOf = (page: Page, name: string) =>
  page.locator('tbody tr.ant-table-row').filter({ has: page.getByRole('button', { name, exact: true }) });

/** A PDF of `kind` whose name no other item the user sees shares. */
async function uniquePdf(page: Page, kind: string, query: string): Promise<Item> {
  const all = (await listOf(page, kind, 'pageSize=100')).list;
  const candidates = (await listOf(page, kind, `${query}&pageSize=100`)).list;
  return candidates.find(
    (item) => item.viewer === 'pdf' && all.filter((other) => other.name.includes(item.name)).length === 1,
  )!;
}

test.describe('catalogue lists', () => {
  test('filter and page are in the address; a detail opens over the list and closes back to it', async ({ page }) => {
    await signIn(page, customer, undefined, '/dcc');
    await expect(page.getByRole('heading', { name: '技术文档' })).toBeVisible();
    await page.getByLabel('关键字').fill('NX510');
    await page.getByRole('button', { name: spaced('查询') }).click();
    await expect(page).toHaveURL(/keyword=NX510/);
    // The unfiltered rows go (some lack NX510) and the filtered ones come: every row names NX510.
    const names = page.locator('tbody tr.ant-table-row td:nth-child(2)');
    await expect(names.filter({ hasNotText: 'NX510' })).toHaveCount(0);
    await expect(names.first()).toBeVisible();

    await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
    await expect(page).toHaveURL(/keyword=NX510.*pageNum=2|pageNum=2.*keyword=NX510/);
    // The route guard approves the new address first (the URL changes before the page does);
    // then page 1 stays on screen, under the table's spinner, until page 2 has arrived.
    await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
    await expect(page.locator('.ant-table-wrapper .ant-spin-spinning')).toHaveCount(0);
    const first = await names.first().getByRole('button').first().innerText();
    await names.first().getByRole('button').first().click();
    await expect(page).toHaveURL(/detail=\d+/);
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText('SHA-256', { exact: true })).toBeVisible();
    for (const label of ['编号', '描述', '类型', '标签', '系统版本', '语言', '版本', '发布时间', '大小', '芯片']) {
      await expect(drawer.getByText(label, { exact: true }).first()).toBeVisible();
    }
    await expect(drawer.getByText(first).first()).toBeVisible();

    await page.goBack(); // the back button closes the drawer, like a page
    await expect(drawer).toBeHidden();
    await expect(page).not.toHaveURL(/detail=/);
    await expect(page).toHaveURL(/keyword=NX510/);
    await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
    await expect(page.getByLabel('关键字')).toHaveValue('NX510');
  });

  test('release dates come from the address into the form; "not downloaded only" marks every row', async ({ page }) => {
    const today = new Date();
    const from = new Date(today.getTime() - 60 * 86_400_000).toISOString().slice(0, 10);
    const to = today.toISOString().slice(0, 10);
    await signIn(page, customer, undefined, `/tool?releaseFrom=${from}&releaseTo=${to}`);
    await expect(page.getByRole('textbox', { name: '开始日期' })).toHaveValue(from); // the folded filters open for it
    await expect(page.getByRole('textbox', { name: '结束日期' })).toHaveValue(to);
    const dates = page.locator('tbody tr.ant-table-row td:nth-last-child(2)');
    await expect(dates.first()).toBeVisible();
    for (const text of await dates.allInnerTexts())
      expect(text.slice(0, 10) >= from && text.slice(0, 10) <= to, text).toBe(true);

    await page.getByRole('checkbox', { name: '仅看未下载' }).check();
    await page.getByRole('button', { name: spaced('查询') }).click();
    await expect(page).toHaveURL(/notDownloaded=true/);
    await expect(page).toHaveURL(new RegExp(`releaseFrom=${from}`));
    // Videos are never downloadable, so they carry no mark (the server still lists them here).
    const rows = page
      .locator('tbody tr.ant-table-row')
      .filter({ hasNot: page.getByRole('button', { name: spaced('播放') }) });
    await expect(rows.filter({ hasNotText: '未下载' })).toHaveCount(0);
    await expect(rows.first()).toBeVisible();
  });

  test('a viewer page and back: filters, page and scroll position are kept', async ({ page }) => {
    const list = '/dcc?type=%E6%95%B0%E6%8D%AE%E6%89%8B%E5%86%8C&sortField=releasedAt&sortOrder=asc&pageSize=20';
    await signIn(page, customer, undefined, list);
    const row = rowOf(page, 'NX710 引脚定义表');
    await row.scrollIntoViewIfNeeded();
    // The list records the position in the frame after the scroll event: scroll, then let two
    // frames pass (the scroll event's, and the one the list asked for).
    await page.evaluate(async () => {
      window.scrollBy(0, 40);
      for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(100);

    await row.getByRole('button', { name: spaced('查看') }).click();
    await expect(page).toHaveURL(/\/dccExcel\?fileId=\d+/);
    await expect(page.getByRole('tab', { name: 'Pin list' })).toBeVisible();
    await page.getByRole('button', { name: /返\s*回/ }).click();

    await expect(page).toHaveURL(list);
    await expect(rowOf(page, 'NX710 引脚定义表')).toBeVisible();
    await page.waitForFunction((least) => window.scrollY > least, scrolled - 10);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 10);
  });

  test('a tool shows its version records; a change notice can be acknowledged and takes change requests', async ({
    page,
  }) => {
    await signIn(page, customer, undefined, '/tool');
    const tools = await listOf(page, 'tool', 'keyword=Flash&pageSize=50');
    const tool = tools.list.find((item) => item.viewer === 'file')!;
    await page.goto(`/tool?detail=${tool.id}`);
    const drawer = page.getByRole('dialog');
    for (const label of ['来源', '版本名称', '属性', '概述', '更新日志', '发布人'])
      await expect(drawer.getByText(label, { exact: true }).first()).toBeVisible();
    await drawer.getByRole('tab', { name: '版本记录' }).click();
    await expect(drawer.getByText('当前版本')).toBeVisible();
    await expect(drawer.getByRole('button', { name: /^下载 / }).first()).toBeVisible();

    const notices = await listOf(page, 'pcn', 'pageSize=50');
    const notice = notices.list.find((item) => item.viewer === 'pdf')!;
    await page.goto(`/pcn?detail=${notice.id}`);
    await expect(drawer.getByText('变更信息（JEDEC J-STD-046）')).toBeVisible();
    await expect(drawer.getByText('尚未确认')).toBeVisible();
    await drawer.getByRole('button', { name: '确认已知悉' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: '确认已知悉' }).click();
    await expect(drawer.getByText(/^已确认 \d{4}-\d{2}-\d{2}/)).toBeVisible();

    await drawer.getByRole('tab', { name: '变更诉求' }).click();
    await drawer.getByRole('button', { name: '提交诉求' }).click();
    await expect(drawer.getByText('请输入')).toHaveCount(2);
    await drawer.getByLabel('对我方的影响').fill('需要重新进行产品认证');
    await drawer.getByLabel('我方诉求').fill('请提供新工艺样品 200 片');
    await drawer.getByRole('button', { name: '提交诉求' }).click();
    await expect(drawer.getByRole('cell', { name: '请提供新工艺样品 200 片' })).toBeVisible();
  });
});

test.describe('downloads', () => {
  test('one file through the manager, recorded in My downloads', async ({ page }) => {
    await signIn(page, customer, undefined, '/dcc?keyword=NX310');
    const pdf = await uniquePdf(page, 'dcc', 'keyword=NX310');
    await page.goto(`/dcc?keyword=${encodeURIComponent(pdf.name)}`);
    const row = rowOf(page, pdf.name);
    await expect(row.getByText('未下载')).toBeVisible();
    const downloaded = page.waitForEvent('download');
    await row.getByRole('button', { name: spaced('下载') }).click();
    const file = await downloaded;
    const bytes = await bytesOf(file);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await expect(page.getByText(`下载成功：${file.suggestedFilename()}`)).toBeVisible();
    await expect(row.getByText('未下载')).toBeHidden(); // the mark clears

    await page.goto('/download?tab=mine');
    const mine = page.locator('tbody tr.ant-table-row', { hasText: file.suggestedFilename() });
    await expect(mine).toBeVisible();
    await expect(mine).toContainText('技术文档');
    // The record names the stamped copy received: its size and its SHA-256.
    await expect(mine).toContainText(`${(bytes.length / 1024).toFixed(1)} KB`);
    const sha = crypto.createHash('sha256').update(bytes).digest('hex');
    await expect(mine.getByText(`${sha.slice(0, 16)}…`)).toBeVisible();

    // The download manager in the header still lists it after a reload of the page.
    await page.reload();
    await page.getByRole('button', { name: /下载任务/ }).click();
    await expect(page.getByRole('listitem', { name: file.suggestedFilename() })).toHaveAttribute('data-status', 'done');
  });

  test('pause and resume: the rest comes by Range from where it stopped, and the SHA-256 matches', async ({ page }) => {
    await signIn(page, customer, undefined, '/dcc?keyword=NX710%20%E5%BC%95%E8%84%9A');
    const sheet = (await listOf(page, 'dcc', `keyword=${encodeURIComponent('NX710 引脚')}`)).list[0];
    expect(sheet.size).toBeGreaterThan(250_000);
    const requests: { range: string | undefined; ifRange: string | undefined; status: number }[] = [];
    page.on('response', (response) => {
      if (!response.url().includes(`/file/download/${sheet.id}`)) return;
      const headers = response.request().headers();
      requests.push({ range: headers.range, ifRange: headers['if-range'], status: response.status() });
    });
    // Loopback is too fast to press a button mid-file: Chromium's own throttling (DevTools
    // protocol) slows the response to ~40 KB/s, the file and server stay as they are.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: 40 * 1024,
      uploadThroughput: -1,
    });

    await rowOf(page, 'NX710 引脚定义表')
      .getByRole('button', { name: spaced('下载') })
      .click();
    await page
      .getByRole('button', { name: /下载任务/ })
      .first()
      .click();
    const item = page.getByRole('listitem', { name: 'NX710_Pin_List.xlsx' });
    await expect(item).toHaveAttribute('data-status', 'downloading');
    await expect(item.getByText(/KB\/s/)).toBeVisible(); // speed while it runs
    const progress = item.getByRole('progressbar');
    await expect(progress).toHaveAttribute('aria-valuenow', /^(?:[6-9]|[1-9]\d|100)$/, { timeout: 20_000 }); // more than 5 %
    // Pausing aborts the transfer: once the browser reports the request cut off, no byte can come.
    const cutOff = page.waitForEvent('requestfailed', (request) =>
      request.url().includes(`/file/download/${sheet.id}`),
    );
    await item.getByRole('button', { name: '暂停' }).click();
    await expect(item).toHaveAttribute('data-status', 'paused');
    const pausedAt = Number(await progress.getAttribute('aria-valuenow'));
    expect(pausedAt).toBeGreaterThan(5);
    expect(pausedAt).toBeLessThan(100);
    await cutOff;
    await expect(progress).toHaveAttribute('aria-valuenow', String(pausedAt)); // nothing moves while paused

    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const downloaded = page.waitForEvent('download');
    await item.getByRole('button', { name: '继续' }).click();
    const file = await downloaded;
    await expect(item).toHaveAttribute('data-status', 'done');
    await expect(item.getByText('SHA-256 校验通过')).toBeVisible();

    // The second request continued the first: Range from a byte > 0, If-Range the ETag, 206.
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ range: undefined, status: 200 });
    const offset = Number(/^bytes=(\d+)-$/.exec(requests[1].range ?? '')?.[1]);
    expect(offset).toBeGreaterThan(0);
    expect(requests[1].status).toBe(206);
    const bytes = await bytesOf(file);
    const sha = crypto.createHash('sha256').update(bytes).digest('hex');
    expect(requests[1].ifRange).toBe(`"${sha}"`); // the server's ETag is the file's SHA-256
    expect(bytes.length).toBe(sheet.size);
    expect(sha).toBe(sheet.sha256); // a spreadsheet is served as stored (only PDFs are stamped)
    await expect(item.getByText(`SHA-256：${sha}`)).toBeVisible();
  });

  test('a batch of 3 as one zip; an 11th choice is refused; export follows the conditions', async ({ page }) => {
    await signIn(page, customer, undefined, '/dcc?keyword=NX520-5G&pageSize=20');
    const rows = page.locator('tbody tr.ant-table-row');
    await expect(rows.nth(12)).toBeVisible();
    for (let i = 0; i < 3; i++) await rows.nth(i).getByRole('checkbox').check();
    await expect(page.getByText('已选择 3 项（最多 10 项）')).toBeVisible();
    const zip = page.waitForEvent('download');
    await page.getByRole('button', { name: '批量下载（3）' }).click();
    const archive = await zip;
    expect(archive.suggestedFilename()).toMatch(/^dcc-\d{4}-\d{2}-\d{2}\.zip$/);
    expect((await bytesOf(archive)).subarray(0, 2).toString()).toBe('PK');
    await expect(page.getByText('下载成功', { exact: true })).toBeVisible();
    await expect(page.getByText('已选择 0 项（最多 10 项）')).toBeVisible();

    for (let i = 0; i < 10; i++) await rows.nth(i).getByRole('checkbox').check();
    await expect(page.getByText('已选择 10 项（最多 10 项）')).toBeVisible();
    await rows.nth(10).getByRole('checkbox').click();
    await expect(page.getByText('最多只能选择 10 个文件')).toBeVisible();
    await expect(rows.nth(10).getByRole('checkbox')).not.toBeChecked();
    await expect(page.getByText('已选择 10 项（最多 10 项）')).toBeVisible();

    // Export with rows selected: the spec's message, and the file follows the search conditions.
    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    await expect(page.getByText('不能按所选文件导出，导出将按当前查询条件进行')).toBeVisible();
    const book = await exported;
    expect(book.suggestedFilename()).toMatch(/\.xlsx$/);
    expect((await bytesOf(book)).subarray(0, 2).toString()).toBe('PK');
    await expect(page.getByText('导出成功')).toBeVisible();
  });
});

test.describe('viewers', () => {
  test('a video plays and seeks by Range, offers no download, and its row cannot be chosen for one', async ({
    page,
  }) => {
    await signIn(page, customer, undefined, '/dcc?keyword=%E8%A7%86%E9%A2%91');
    const row = rowOf(page, 'NX710 首板调试视频');
    await expect(row.getByRole('checkbox')).toBeDisabled();
    await expect(row.getByRole('button', { name: spaced('下载') })).toHaveCount(0);
    const ranged = page.waitForResponse(
      (response) => response.url().includes('/api/common/video/') && response.status() === 206,
    );
    await row.getByRole('button', { name: spaced('播放') }).click();
    await expect(page).toHaveURL(/\/dccVideo\?fileId=\d+&name=/);
    await ranged;
    const video = page.locator('video');
    await expect(video).toHaveAttribute('controlslist', /nodownload/);
    await expect(video).toHaveAttribute('disablepictureinpicture', '');
    // The media element's own events say when it has its metadata, has seeked, has played on.
    await video.evaluate(
      (element: HTMLVideoElement) =>
        new Promise<void>((resolve) => {
          if (element.readyState >= 1) resolve();
          else element.addEventListener('loadedmetadata', () => resolve(), { once: true });
        }),
    );
    const duration = await video.evaluate((element: HTMLVideoElement) => element.duration);
    expect(duration).toBeGreaterThan(6);
    await video.evaluate((element: HTMLVideoElement) => element.pause());
    await video.evaluate(
      (element: HTMLVideoElement) =>
        new Promise<void>((resolve) => {
          element.addEventListener('seeked', () => resolve(), { once: true });
          element.currentTime = 6;
        }),
    );
    expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThanOrEqual(6);
    await video.evaluate(
      (element: HTMLVideoElement) =>
        new Promise<void>((resolve) => {
          const played = () => {
            if (element.currentTime <= 6.2) return;
            element.removeEventListener('timeupdate', played);
            resolve();
          };
          element.addEventListener('timeupdate', played);
          void element.play();
        }),
    );
    // The context menu (with its "save video as") is not offered.
    const prevented = await video.evaluate(
      (element) => !element.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true })),
    );
    expect(prevented).toBe(true);
  });

  test('a spreadsheet opens with a tab per sheet and a windowed grid of 10 000 rows', async ({ page }) => {
    await signIn(page, customer, undefined, '/dcc');
    const sheet = (await listOf(page, 'dcc', `keyword=${encodeURIComponent('NX710 引脚')}`)).list[0];
    await page.goto(`/dccExcel?fileId=${sheet.fileId}&name=${encodeURIComponent(sheet.name)}`);
    await expect(page.getByRole('heading', { name: 'NX710 引脚定义表' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Pin list' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Revision history' })).toBeVisible();
    const grid = page.getByRole('grid');
    await expect(grid).toHaveAttribute('aria-rowcount', '10003');
    await expect(grid.getByText('NX710 pin list')).toBeVisible();
    await expect(grid.getByRole('gridcell', { name: 'NX710 pin list' })).toHaveAttribute('aria-colspan', '6'); // A1:F1 merged
    expect(await grid.getByRole('row').count()).toBeLessThan(80); // only the rows in view
    await grid.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect(grid.getByText('General purpose pin 9999')).toBeVisible();
    expect(await grid.getByRole('row').count()).toBeLessThan(80);
    await openTab(page, 'Revision history');
    await expect(page.getByRole('grid').getByText('First release')).toBeVisible();
    await expect(page.getByRole('button', { name: /下\s*载|download/i })).toHaveCount(0);
  });
});

test.describe('extras', () => {
  test('feedback on a document from its detail, listed back', async ({ page }) => {
    await signIn(page, customer, undefined, '/dcc?keyword=NX510');
    await page.locator('tbody tr.ant-table-row').first().locator('td').nth(1).getByRole('button').first().click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: spaced('反馈') })
      .click();
    await expect(page).toHaveURL(/\/dcc\/DCCFeedback\?itemId=\d+/);
    await page.getByRole('button', { name: spaced('提交') }).click();
    await expect(page.getByText('请输入')).toHaveCount(2);
    await page.getByLabel('主题').fill('勘误');
    await page.getByLabel('反馈内容').fill('第 3 页电压值有误');
    await expect(page.getByText('10 / 500')).toBeVisible(); // the counter of spec §5
    await page.getByRole('button', { name: spaced('提交') }).click();
    await expect(page.getByText('操作成功')).toBeVisible();
    await expect(page.getByRole('cell', { name: '第 3 页电压值有误' })).toBeVisible();
    await expect(page.getByText('待回复')).toBeVisible();
  });

  test('the satisfaction survey: every answer required, other type needs its text, the score out of 10, once a period', async ({
    page,
  }) => {
    await signIn(page, customer, undefined, '/dcc/satisfactionSurvey');
    await expect(page.getByRole('heading', { name: '满意度调查' })).toBeVisible();
    await expect(page.getByText('免责声明')).toHaveCount(0); // no footer on this page
    await page.getByRole('button', { name: spaced('提交') }).click();
    await expect(page.getByText('请选择')).toBeVisible();
    await expect(page.getByText('请为“内容完整性”评分')).toBeVisible();
    await page.getByLabel('其他', { exact: true }).check();
    await page.getByRole('button', { name: spaced('提交') }).click();
    await expect(page.getByText('请输入').first()).toBeVisible();
    await page.getByLabel('其他类型').fill('芯片勘误表');
    // An answered question's error text collapses and moves what is below it: each is gone
    // before the next click, so no click lands where a star has just left.
    await expect(page.getByText('请选择', { exact: true })).toHaveCount(0);
    await expect(
      page.locator('.ant-form-item', { has: page.getByLabel('其他类型') }).getByText('请输入', { exact: true }),
    ).toHaveCount(0);
    for (const [name, stars] of [
      ['内容完整性', 5],
      ['内容准确性', 4],
      ['发布及时性', 3],
      ['易读易用性', 4],
    ] as const) {
      // antd's Rate: a list of star radios.
      const star = page
        .getByRole('list', { name })
        .getByRole('radio')
        .nth(stars - 1);
      await star.click();
      await expect(star).toHaveAttribute('aria-checked', 'true');
      await expect(page.getByText(`请为“${name}”评分`)).toHaveCount(0);
    }
    await page.getByLabel('意见与建议').fill('希望多一些参考设计');
    await page.getByRole('button', { name: spaced('提交') }).click();
    await expect(page.getByText('本次满意度得分：8 / 10')).toBeVisible();
    await page.reload();
    await expect(page.getByText('您已完成本期满意度调查')).toBeVisible();
    await expect(page.getByText(/您本期的评分为 8 \/ 10/)).toBeVisible();
  });

  test('in English the lists, details, centre and viewers speak English', async ({ page }) => {
    await signIn(page, customer, undefined, '/dcc');
    await page.getByRole('button', { name: 'English', exact: true }).click(); // the header's language switcher
    await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
    for (const header of ['Name', 'Type', 'Chip', 'Version', 'Language', 'Size', 'Released']) {
      await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    await expect(page.getByText('0 selected (at most 10)')).toBeVisible();
    await page.locator('tbody tr.ant-table-row').first().locator('td').nth(1).getByRole('button').first().click();
    await expect(page.getByRole('dialog').getByText('OS version', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/download');
    await expect(page.getByRole('tab', { name: 'Latest releases' })).toBeVisible();
    await openTab(page, 'My downloads');
    await expect(page.getByRole('columnheader', { name: 'Downloaded' })).toBeVisible();
    await page.goto('/dcc/satisfactionSurvey');
    await expect(page.getByRole('heading', { name: 'Satisfaction survey' })).toBeVisible();
    // The form, or (when the survey journey ran first) this period's answer.
    await expect(page.getByText(/^(Technical document type|You have completed this period's survey)$/)).toBeVisible();
    const sheet = (await listOf(page, 'dcc', `keyword=${encodeURIComponent('NX710 引脚')}`)).list[0];
    await page.goto(`/dccExcel?fileId=${sheet.fileId}&name=Pins`);
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(page.getByText('10,002 rows × 6 columns')).toBeVisible();
  });
});

test("company B reaches none of company A's restricted items by URL", async ({ browser }) => {
  const asA = await browser.newPage();
  await signIn(asA, customer, undefined, '/dcc');
  const onlyA = (await listOf(asA, 'dcc', 'pageSize=100')).list.filter(
    (item) => item.platforms.length === 1 && item.platforms[0] === 'NX310',
  );
  const doc = onlyA.find((item) => item.viewer === 'pdf')!;
  const sheet = (await listOf(asA, 'dcc', `keyword=${encodeURIComponent('NX710 引脚')}`)).list[0];
  const video = (await listOf(asA, 'dcc', `keyword=${encodeURIComponent('首板调试视频')}`)).list[0];
  await asA.close();

  // Company B's demo account works in English (its stored language).
  const page = await browser.newPage();
  await signIn(page, otherCompany, undefined, `/dcc?detail=${doc.id}`);
  await expect(page).toHaveURL(`/dcc?detail=${doc.id}`);
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('Not found, or you have no permission to see it')).toBeVisible();
  await expect(drawer.getByText(doc.name)).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(page).toHaveURL('/dcc');
  await page.getByLabel('Keyword').fill(doc.name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Nothing matches these conditions. Change or reset the filters.')).toBeVisible();

  await page.goto(`/dccExcel?fileId=${sheet.fileId}&name=x`);
  await expect(page.getByText('The file does not exist or you have no permission to see it')).toBeVisible();
  await page.goto(`/dccVideo?fileId=${video.fileId}&name=x`);
  await expect(page.getByText('The video cannot be played')).toBeVisible();
  await page.close();
});
