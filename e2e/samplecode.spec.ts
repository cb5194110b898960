// Sample code in a real browser: the list with its filters in the address, the detail with every
// field of spec §3, the package downloaded through the download manager and checked by its
// SHA-256 (and recorded in My downloads), full-text search leading to the detail, another
// company's sample refused by URL, both languages; and the staff console creating, releasing and
// withdrawing a sample with an uploaded package.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { apiGet, signIn, spaced } from './helpers.ts';

const customer = 'customer@demo.test'; // company A: NX310–NX710
const otherCompany = 'other@demo.test'; // company B: NX730-5G, NX910
const staff = 'pm@demo.test'; // admin.publish

type Sample = { id: number; bugId: string; name: string; chip: string; fileName: string; sha256: string; size: number };
const samplesOf = (page: Page, query: string) =>
  apiGet<{ list: Sample[]; total: number }>(page, `/common/samplecode/list?${query}`);
const rows = (page: Page) => page.locator('tbody tr.ant-table-row');

test('list filters in the address, detail with every field, download checked by SHA-256, My downloads', async ({
  page,
}) => {
  await signIn(page, customer, undefined, '/samplecode');
  await expect(page.getByRole('heading', { name: '示例代码' })).toBeVisible();
  for (const header of ['Bug ID', '名称', '芯片', '版本', '模块', '状态', 'Android 版本', 'Kernel 版本', '发布时间']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(rows(page).first()).toBeVisible();
  // Only company A's platforms.
  const chips = await rows(page).locator('td:nth-child(3)').allInnerTexts();
  expect(chips.every((chip) => ['NX310', 'NX510', 'NX520-5G', 'NX710'].includes(chip.trim()))).toBe(true);

  // A unique sample, found by its bug id through the filter bar.
  const sample = (await samplesOf(page, 'pageSize=100')).list.find((s) => s.chip === 'NX310')!;
  await page.getByLabel('关键字').fill(sample.bugId);
  await page.getByRole('button', { name: spaced('查询') }).click();
  await expect(page).toHaveURL(new RegExp(`keyword=${sample.bugId}`));
  await expect(rows(page)).toHaveCount(1);
  await rows(page).getByRole('link', { name: sample.name }).click();
  await expect(page).toHaveURL(`/samplecode/samplecodeDetail?id=${sample.id}`);
  await expect(page.getByRole('heading', { name: sample.name })).toBeVisible();
  for (const label of [
    '编号',
    'Bug ID',
    '名称',
    '描述',
    '芯片',
    '版本',
    'AP 版本',
    '模块',
    '状态',
    'Android 版本',
    'Kernel 版本',
    '备注',
    '关键词',
  ]) {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByTestId('sample-sha256')).toContainText(sample.sha256);

  // Through the download manager: the bytes hash to the SHA-256 shown, and the manager says so.
  const downloaded = page.waitForEvent('download');
  // (Its name starts with its icon's: "download 下 载".)
  await page.getByRole('button', { name: /下\s*载$/ }).click();
  const file = await downloaded;
  const bytes = fs.readFileSync((await file.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  const sha = crypto.createHash('sha256').update(bytes).digest('hex');
  expect(sha).toBe(sample.sha256);
  await page.getByRole('button', { name: /下载任务/ }).click();
  const item = page.getByRole('listitem', { name: file.suggestedFilename() });
  await expect(item).toHaveAttribute('data-status', 'done');
  await expect(item.getByText('SHA-256 校验通过')).toBeVisible();
  await page.keyboard.press('Escape');

  // Back to the list as it was.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/samplecode\\?keyword=${sample.bugId}`));

  await page.goto('/download?tab=mine');
  const mine = page.locator('tbody tr.ant-table-row', { hasText: file.suggestedFilename() }).first();
  await expect(mine).toBeVisible();
  await expect(mine).toContainText('示例代码');
  await expect(mine.getByText(`${sha.slice(0, 16)}…`)).toBeVisible();
});

test('a status filter comes from the address, Reset clears it; an unknown id is not found', async ({ page }) => {
  await signIn(page, customer, undefined, '/samplecode?status=testing');
  await expect(page.getByRole('heading', { name: '示例代码' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).locator('td:nth-child(6)').filter({ hasNotText: '测试中' })).toHaveCount(0);
  await page.getByRole('button', { name: spaced('重置') }).click();
  await expect(page).toHaveURL('/samplecode');
  await page.goto('/samplecode/samplecodeDetail?id=2147483647');
  await expect(page.getByText('示例代码不存在或您无权查看')).toBeVisible();
});

test('full-text search finds a sample and opens its detail', async ({ page }) => {
  await signIn(page, customer, undefined, `/fullTextSearch?keyword=${encodeURIComponent('LE Audio')}`);
  const hit = page.locator('[data-module="samplecode"]').first();
  await expect(hit).toBeVisible();
  await hit.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/samplecode\/samplecodeDetail\?id=\d+$/);
  await expect(page.getByRole('heading', { name: /LE Audio|蓝牙 LE Audio/ })).toBeVisible();
});

test("company B cannot open company A's sample by URL", async ({ browser }) => {
  const asA = await browser.newPage();
  await signIn(asA, customer, undefined, '/samplecode');
  const ofA = (await samplesOf(asA, 'pageSize=100')).list.find((s) => s.chip === 'NX310')!;
  await asA.close();
  const asB = await browser.newPage();
  await signIn(asB, otherCompany, undefined, `/samplecode/samplecodeDetail?id=${ofA.id}`);
  // (The demo account of company B reads English.)
  await expect(
    asB.getByText(/^(示例代码不存在或您无权查看|This sample does not exist or you may not see it)$/),
  ).toBeVisible();
  await asB.goto('/samplecode');
  await expect(rows(asB).first()).toBeVisible();
  const chips = await rows(asB).locator('td:nth-child(3)').allInnerTexts();
  expect(chips.every((chip) => ['NX730-5G', 'NX910'].includes(chip.trim()))).toBe(true);
  await asB.close();
});

test('in English the list and the detail speak English', async ({ page }) => {
  await signIn(page, customer, undefined, '/samplecode');
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sample Code' })).toBeVisible();
  for (const header of ['Bug ID', 'Name', 'Chip', 'Version', 'Component', 'Status', 'Android version', 'Released']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await page.getByLabel('Status').click();
  await page.getByTitle('Verified').click();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/status=verified/);
  await expect(rows(page).locator('td:nth-child(6)').filter({ hasNotText: 'Verified' })).toHaveCount(0);
  await rows(page).first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/samplecode\/samplecodeDetail\?id=\d+$/);
  for (const label of ['AP version', 'Kernel version', 'Keywords', 'Note', 'Code package', 'SHA-256']) {
    await expect(page.getByText(new RegExp(`^${label}`)).first()).toBeVisible();
  }
  await expect(page.getByRole('button', { name: /Download$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Back to list' }).first().click();
  await expect(page).toHaveURL(/\/samplecode\?status=verified/);
});

test('staff create a sample with its package, release it for customers, then withdraw it', async ({ browser }) => {
  const name = `NX310 E2E 示例 ${Date.now()}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-sample-'));
  // A zip as the upload: the local-file header and an empty central directory are enough for the kind check.
  const zip = Buffer.concat([Buffer.from('PK\u0005\u0006'), Buffer.alloc(18)]);
  const zipPath = path.join(dir, 'e2e-sample.zip');
  fs.writeFileSync(zipPath, zip);

  const pm = await browser.newPage();
  await signIn(pm, staff, undefined, '/admin/samplecode');
  await expect(pm.getByRole('heading', { name: '示例代码发布' })).toBeVisible();
  await expect(rows(pm).first()).toBeVisible();
  await pm.getByRole('button', { name: '新建示例' }).click();
  const dialog = pm.getByRole('dialog');
  // Required fields are checked on the client first.
  await dialog.getByRole('button', { name: spaced('保存') }).click();
  await expect(dialog.getByText('请输入').first()).toBeVisible();
  await dialog.getByLabel('名称').fill(name);
  await dialog.getByRole('combobox').first().click(); // the platform (an empty antd Select has no name)
  await pm.getByTitle('NX310', { exact: true }).click();
  await dialog.getByLabel('版本', { exact: true }).fill('V0.0.1');
  await dialog.getByLabel('模块').fill('Audio');
  await dialog.getByLabel('关键词').fill('e2e,quokka');
  await dialog.locator('input[type=file]').setInputFiles(zipPath);
  await expect(dialog.getByTestId('sample-package')).toContainText('e2e-sample.zip');
  await dialog.getByRole('button', { name: spaced('保存') }).click();
  await expect(dialog).toBeHidden();

  const row = rows(pm).filter({ hasText: name });
  await expect(row.getByText('草稿')).toBeVisible();
  await row.getByRole('button', { name: spaced('发布') }).click();
  await pm
    .getByRole('tooltip')
    .getByRole('button', { name: spaced('发布') })
    .click();
  await expect(row.getByText('已发布')).toBeVisible();

  const asA = await browser.newPage();
  await signIn(asA, customer, undefined, `/samplecode?keyword=${encodeURIComponent(name)}`);
  await expect(rows(asA)).toHaveCount(1);
  await expect(rows(asA).getByRole('link', { name })).toBeVisible();

  await row.getByRole('button', { name: spaced('撤回') }).click();
  await pm
    .getByRole('tooltip')
    .getByRole('button', { name: spaced('撤回') })
    .click();
  await expect(row.getByText('已撤回')).toBeVisible();
  await asA.reload();
  await expect(asA.getByText('没有符合条件的示例代码')).toBeVisible();
  await asA.close();

  // The console in English.
  await pm.getByRole('button', { name: 'English', exact: true }).click();
  await expect(pm.getByRole('heading', { name: 'Sample code publishing' })).toBeVisible();
  await expect(pm.getByRole('button', { name: /New sample$/ })).toBeVisible();
  await expect(row.getByText('Withdrawn')).toBeVisible();
  for (const header of ['Name', 'Platform', 'Publishing state', 'Code package', 'Actions']) {
    await expect(pm.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await pm.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
