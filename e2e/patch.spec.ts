// Patches in a real browser: the list filtered through its bar (kept in the address), the detail
// drawer with every field of spec §3, a patch file downloaded through the download manager and
// checked by its SHA-256 (and recorded in My downloads), a merge refused while the patch that must
// come first is missing (named), then two patches merged together and the result dialog closing
// by itself after its countdown, a voided patch struck through with nothing to download or choose;
// in Chinese and English. Staff create, release and void a patch in /admin/patch; its customers
// see it, then see it struck through.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { apiGet, chooseByTyping, openTab, signIn, spaced } from './helpers.ts';

const customer = 'customer@demo.test'; // company A: NX310–NX710
const otherCompany = 'other@demo.test'; // company B: NX730-5G, NX910 (reads English)
const staff = 'pm@demo.test'; // admin.publish

type Patch = {
  id: number;
  name: string;
  chip: string;
  status: 'normal' | 'voided';
  merged: boolean;
  security: boolean;
  fileName: string;
  sha256: string;
};
type Related = { id: number; name: string; status: 'normal' | 'voided'; mustFirst: boolean; merged: boolean };
type Platform = { id: number; name: string };

const rows = (page: Page) => page.locator('tbody tr.ant-table-row');
/** The row of one patch (names repeat across releases; the ID column tells them apart). */
const rowOf = (page: Page, id: number) =>
  rows(page).filter({ has: page.locator('td', { hasText: new RegExp(`^${id}$`) }) });

async function platformId(page: Page, name: string): Promise<number> {
  const platforms = await apiGet<Platform[]>(page, '/common/homepage/authPlatform');
  return platforms.find((p) => p.name === name)!.id;
}

/**
 * A pair on NX310 to merge together: `first` must come before `then`; neither is merged by the
 * company, and what `first` itself needs is merged already (the seed's chain 0 ← 6 ← 12 …).
 */
async function chainPair(page: Page, nx310: number): Promise<{ first: Patch; then: Patch }> {
  const list = (await apiGet<{ list: Patch[] }>(page, `/common/patch/list?platformId=${nx310}&pageSize=100`)).list;
  const byId = new Map(list.map((p) => [p.id, p]));
  for (const candidate of list.filter((p) => p.status === 'normal' && !p.merged)) {
    const detail = await apiGet<{ related: Related[] }>(page, `/common/patch/detail/${candidate.id}`);
    const needed = detail.related.filter((r) => r.mustFirst);
    if (needed.length !== 1 || needed[0].merged || needed[0].status !== 'normal') continue;
    const first = await apiGet<{ related: Related[] }>(page, `/common/patch/detail/${needed[0].id}`);
    if (first.related.filter((r) => r.mustFirst).every((r) => r.merged))
      return { first: byId.get(needed[0].id)!, then: candidate };
  }
  throw new Error('no chain pair left to merge');
}

test('filters in the address, the detail drawer with every field, download checked by SHA-256, My downloads', async ({
  page,
}) => {
  await signIn(page, customer, undefined, '/patch');
  await expect(page.getByRole('heading', { name: '补丁', exact: true })).toBeVisible();
  for (const header of ['补丁名称', '芯片', '版本', '状态', '标识', '发布时间', '提交人', '适用芯片', '编号']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(rows(page).first()).toBeVisible();

  // Chip NX310 and security patches only, through the bar.
  const nx310 = await platformId(page, 'NX310');
  await page.getByLabel('芯片', { exact: true }).click();
  await page.getByTitle('NX310', { exact: true }).click();
  await page.getByLabel('安全补丁').click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('是', { exact: true }).click();
  await page.getByRole('button', { name: spaced('查询') }).click();
  await expect(page).toHaveURL(new RegExp(`platformId=${nx310}.*security=true|security=true.*platformId=${nx310}`));
  await expect(rows(page).first()).toBeVisible();
  const expected = (await apiGet<{ list: Patch[]; total: number }>(
    page,
    `/common/patch/list?platformId=${nx310}&security=true`,
  ))!;
  await expect(page.getByText(`共 ${expected.total} 条`)).toBeVisible();
  expect(expected.list.every((p) => p.chip === 'NX310' && p.security)).toBe(true);
  await expect(rows(page).filter({ hasNotText: 'NX310' })).toHaveCount(0);
  await expect(rows(page).filter({ hasNotText: '安全' })).toHaveCount(0);

  // The detail of a normal one in the drawer: every field, its file's SHA-256.
  const patch = expected.list.find((p) => p.status === 'normal')!;
  await rowOf(page, patch.id).getByRole('button').first().click();
  const drawer = page.getByRole('dialog', { name: /^(补丁详情|Patch details)$/ });
  await expect(drawer.getByText('补丁详情')).toBeVisible();
  for (const label of [
    '编号',
    '补丁名称',
    '芯片',
    '适用芯片',
    '版本',
    '状态',
    '安全补丁',
    '测试补丁',
    '必须合入',
    '已合入',
    '提交人',
    '发布时间',
    '描述',
    '相关补丁',
    '合入记录',
    '下载记录',
  ]) {
    await expect(drawer.getByText(label, { exact: true }).first()).toBeVisible();
  }
  await expect(drawer.getByTestId('patch-sha256')).toHaveText(patch.sha256);

  // Through the download manager: the bytes hash to the SHA-256 shown, and the manager says so.
  const downloaded = page.waitForEvent('download');
  await drawer.getByRole('button', { name: /下\s*载$/ }).click();
  const file = await downloaded;
  const bytes = fs.readFileSync((await file.path())!);
  expect(bytes.toString('utf8')).toContain('diff --git');
  const sha = crypto.createHash('sha256').update(bytes).digest('hex');
  expect(sha).toBe(patch.sha256);
  expect(file.suggestedFilename()).toBe(patch.fileName);
  await drawer.getByRole('tab', { name: '下载记录' }).click();
  await expect(drawer.getByTestId('patch-history-downloads').locator('tbody tr.ant-table-row').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /下载任务/ }).click();
  const item = page.getByRole('listitem', { name: file.suggestedFilename() });
  await expect(item).toHaveAttribute('data-status', 'done');
  await expect(item.getByText('SHA-256 校验通过')).toBeVisible();
  await page.keyboard.press('Escape');

  // Recorded: in the page's own "my downloads" and in the download centre's.
  await openTab(page, '我的下载');
  await expect(page).toHaveURL(/tab=downloads/);
  await expect(rows(page).filter({ hasText: patch.name }).first()).toBeVisible();
  await page.goto('/download?tab=mine');
  const mine = rows(page).filter({ hasText: file.suggestedFilename() }).first();
  await expect(mine).toBeVisible();
  await expect(mine).toContainText('补丁');
  await expect(mine.getByText(`${sha.slice(0, 16)}…`)).toBeVisible();
});

test('merge: nothing chosen, a must-first patch missing (named), then both merged and the result closes itself', async ({
  page,
}) => {
  await signIn(page, customer, undefined, '/patch');
  const nx310 = await platformId(page, 'NX310');
  const { first, then } = await chainPair(page, nx310);
  await page.goto(`/patch?platformId=${nx310}&merged=false&pageSize=50`);
  await expect(rowOf(page, then.id)).toBeVisible();

  // Nothing chosen: spec §5's message.
  await page.getByRole('button', { name: /合\s*入$/ }).click();
  await expect(page.getByText('请先选择数据')).toBeVisible();

  // The later patch alone: refused, naming the one that must come first.
  const branch = `e2e/zh-${Date.now()}`;
  await rowOf(page, then.id).getByRole('checkbox').check();
  await expect(page.getByTestId('patch-selected')).toHaveText('已选择 1 个补丁');
  await page.getByRole('button', { name: /合\s*入$/ }).click();
  let dialog = page.getByRole('dialog', { name: '登记合入' });
  await dialog.getByRole('button', { name: '确认合入' }).click();
  await expect(dialog.getByText('请输入')).toBeVisible();
  await dialog.getByLabel('分支名称').fill(branch);
  await dialog.getByRole('button', { name: '确认合入' }).click();
  let result = page.getByRole('dialog', { name: '合入结果' });
  await expect(result.getByText('合入失败', { exact: true }).first()).toBeVisible();
  await expect(result.getByText(`需先合入：${first.name}`)).toBeVisible();
  // (The dialog's × closes it sooner; its footer button is the same.)
  await result.getByRole('button', { name: '关闭', exact: true }).click();
  await expect(result).toBeHidden();

  // Both together: each succeeds; the countdown runs in seconds and the dialog closes by itself.
  await rowOf(page, then.id).getByRole('checkbox').check();
  await rowOf(page, first.id).getByRole('checkbox').check();
  await expect(page.getByTestId('patch-selected')).toHaveText('已选择 2 个补丁');
  await page.getByRole('button', { name: /合\s*入$/ }).click();
  dialog = page.getByRole('dialog', { name: '登记合入' });
  await expect(dialog.getByText(first.name)).toBeVisible();
  await expect(dialog.getByText(then.name)).toBeVisible();
  await dialog.getByLabel('分支名称').fill(branch);
  await dialog.getByRole('button', { name: '确认合入' }).click();
  result = page.getByRole('dialog', { name: '合入结果' });
  await expect(result.getByText('全部合入成功')).toBeVisible();
  await expect(result.getByTestId('merge-result').and(page.locator('[data-ok="true"]'))).toHaveCount(2);
  await expect(result.getByTestId('merge-countdown')).toHaveText(/^[1-5] 秒后自动关闭$/);
  await expect(result.getByTestId('merge-countdown')).toHaveText('1 秒后自动关闭', { timeout: 8000 });
  await expect(result).toBeHidden({ timeout: 4000 });

  // The company's merged flag, the patch's merge history and "my merges".
  await page.goto(`/patch?platformId=${nx310}&merged=true&pageSize=50`);
  await expect(rowOf(page, then.id)).toContainText('已合入');
  await rowOf(page, then.id).getByRole('button').first().click();
  const drawer = page.getByRole('dialog', { name: /^(补丁详情|Patch details)$/ });
  await expect(drawer.getByRole('cell', { name: branch })).toBeVisible();
  await page.keyboard.press('Escape');
  await openTab(page, '我的合入');
  await expect(rows(page).filter({ hasText: branch })).toHaveCount(2);
});

test('a voided patch is struck through, cannot be chosen and offers no download', async ({ page }) => {
  // A normal patch's row offers both.
  await signIn(page, customer, undefined, '/patch?status=normal');
  await expect(
    rows(page)
      .first()
      .getByRole('button', { name: /^下载 / }),
  ).toBeVisible();
  await expect(rows(page).first().getByRole('checkbox')).toBeEnabled();
  await expect(rows(page).locator('del')).toHaveCount(0);
  await page.goto('/patch?status=voided');
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).locator('del')).toHaveCount(await rows(page).count());
  await expect(rows(page).getByRole('button', { name: /^下载 / })).toHaveCount(0);
  await expect(rows(page).first().getByRole('checkbox')).toBeDisabled();
  await rows(page).first().getByRole('button').first().click();
  const drawer = page.getByRole('dialog', { name: /^(补丁详情|Patch details)$/ });
  await expect(drawer.getByText('已作废，不可下载或合入')).toBeVisible();
  await expect(drawer.getByText('已作废', { exact: true })).toBeVisible();
  await expect(drawer.getByRole('button', { name: /下\s*载$/ })).toHaveCount(0);
  await expect(drawer.getByTestId('patch-sha256')).toHaveCount(0);
});

test('in English: filters, the detail, and a merge whose result counts down and closes', async ({ page }) => {
  await signIn(page, customer, undefined, '/patch');
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Patches', exact: true })).toBeVisible();
  for (const header of ['Patch name', 'Chip', 'Version', 'Status', 'Flags', 'Released', 'Submitter']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await page.getByLabel('Status', { exact: true }).click();
  await page.getByTitle('Voided', { exact: true }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/status=voided/);
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).filter({ hasNotText: 'Voided' })).toHaveCount(0);
  await rows(page).first().getByRole('button').first().click();
  const drawer = page.getByRole('dialog', { name: /^(补丁详情|Patch details)$/ });
  for (const label of ['Applicable chips', 'Security patch', 'Test patch', 'Must merge', 'Merged', 'Related patches']) {
    await expect(drawer.getByText(label, { exact: true }).first()).toBeVisible();
  }
  await expect(drawer.getByText('Voided: cannot be downloaded or merged')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Reset' }).click();

  const nx310 = await platformId(page, 'NX310');
  const { first, then } = await chainPair(page, nx310);
  await page.goto(`/patch?platformId=${nx310}&merged=false&pageSize=50`);
  await page.getByRole('button', { name: /Merge$/ }).click();
  await expect(page.getByText('please select data first')).toBeVisible();
  await rowOf(page, first.id).getByRole('checkbox').check();
  await rowOf(page, then.id).getByRole('checkbox').check();
  await expect(page.getByTestId('patch-selected')).toHaveText('2 patches selected');
  await page.getByRole('button', { name: /Merge$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a merge' });
  await dialog.getByLabel('Branch name').fill(`e2e/en-${Date.now()}`);
  await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
  const result = page.getByRole('dialog', { name: 'Merge result' });
  await expect(result.getByText('All patches merged')).toBeVisible();
  await expect(result.getByText('Merge succeeded')).toHaveCount(2);
  await expect(result.getByTestId('merge-countdown')).toHaveText(/^Closes in [1-5] s$/);
  await expect(result.getByTestId('merge-countdown')).toHaveText('Closes in 1 s', { timeout: 8000 });
  await expect(result).toBeHidden({ timeout: 4000 });
});

test('staff create a patch with its file, release it, then void it; its customers see it struck through', async ({
  browser,
}) => {
  const name = `[NX910] E2E 补丁 ${Date.now()}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-patch-'));
  const filePath = path.join(dir, 'e2e-fix.patch');
  fs.writeFileSync(filePath, 'diff --git a/x.c b/x.c\n--- a/x.c\n+++ b/x.c\n@@ -1 +1 @@\n-a\n+b\n');

  const pm = await browser.newPage();
  await signIn(pm, staff, undefined, '/admin/patch');
  await expect(pm.getByRole('heading', { name: '补丁发布' })).toBeVisible();
  await expect(rows(pm).first()).toBeVisible();
  await pm.getByRole('button', { name: '新建补丁' }).click();
  const dialog = pm.getByRole('dialog', { name: '新建补丁' });
  // Required fields are checked on the client first.
  await dialog.getByRole('button', { name: spaced('保存') }).click();
  await expect(dialog.getByText('请输入').first()).toBeVisible();
  await dialog.getByLabel('补丁名称').fill(name);
  await expect(dialog.getByText('请选择')).toBeVisible();
  // The platform (an empty antd Select has no name).
  await chooseByTyping(pm, dialog.getByRole('combobox').first(), 'NX910');
  await dialog.getByLabel('版本').fill('V9.9.9');
  await dialog.getByLabel('提交人').fill('E2E');
  await dialog.getByRole('checkbox', { name: '安全补丁' }).check();
  await dialog.locator('input[type=file]').setInputFiles(filePath);
  await expect(dialog.getByTestId('patch-file')).toContainText('e2e-fix.patch');
  await dialog.getByRole('button', { name: spaced('保存') }).click();
  await expect(dialog).toBeHidden();

  await pm.goto(`/admin/patch?keyword=${encodeURIComponent(name)}`);
  const row = rows(pm).filter({ hasText: name });
  await expect(row.getByText('草稿')).toBeVisible();
  await row.getByRole('button', { name: spaced('发布') }).click();
  await pm
    .getByRole('tooltip')
    .getByRole('button', { name: spaced('发布') })
    .click();
  await expect(row.getByText('已发布')).toBeVisible();

  // Company B (NX910; its demo account reads English) sees it, with its download.
  const asB = await browser.newPage();
  await signIn(asB, otherCompany, undefined, `/patch?keyword=${encodeURIComponent(name)}`);
  await expect(rows(asB)).toHaveCount(1);
  await expect(rows(asB).getByText('Normal')).toBeVisible();
  await expect(rows(asB).getByRole('button', { name: `Download ${name}` })).toBeVisible();

  await row.getByRole('button', { name: spaced('作废') }).click();
  await pm
    .getByRole('tooltip')
    .getByRole('button', { name: spaced('作废') })
    .click();
  await expect(row.getByText('已作废')).toBeVisible();
  await expect(row.getByRole('button', { name: spaced('编辑') })).toHaveCount(0);

  // Struck through for the customer now, with nothing to download or choose.
  await asB.reload();
  await expect(rows(asB).locator('del')).toHaveText(name);
  await expect(rows(asB).getByText('Voided')).toBeVisible();
  await expect(rows(asB).getByRole('button', { name: /^Download / })).toHaveCount(0);
  await expect(rows(asB).getByRole('checkbox')).toBeDisabled();
  await asB.close();

  // The console in English.
  await pm.getByRole('button', { name: 'English', exact: true }).click();
  await expect(pm.getByRole('heading', { name: 'Patch publishing' })).toBeVisible();
  await expect(row.getByText('Voided')).toBeVisible();
  for (const header of ['Patch name', 'Platform', 'Flags', 'Related patches', 'Publishing state', 'Actions']) {
    await expect(pm.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await pm.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
