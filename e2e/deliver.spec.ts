// The code delivery list (M12) in a real browser: the customer's list with its filters in the
// address, a delivery's details and a file downloaded through the manager (SHA-256 checked), in
// Chinese and English; the child that never sees the hidden project's delivery; and the staff
// creating, releasing and seeing a delivery from the publishing console.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { apiGet, chooseByTyping, signIn, spaced, tokenOf } from './helpers.ts';

const customer = 'customer@demo.test'; // company A
const child = 'child@demo.test'; // company A, "A-Secret" hidden
const staff = 'pm@demo.test';

const rows = (page: Page) => page.locator('tbody tr.ant-table-row');

type Row = { id: number; name: string; project: string; version: string };
type Detail = Row & { files: { id: number; name: string; size: number; sha256: string }[] };

test('zh: the customer filters the list, opens a delivery and downloads a file with its SHA-256 checked', async ({
  page,
}) => {
  await signIn(page, customer, undefined, '/deliver');
  await expect(page.getByRole('heading', { name: '代码交付清单' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '交付日期' })).toBeVisible();
  await expect(rows(page)).toHaveCount(4);
  await expect(rows(page).first()).toContainText('A-Secret');

  await page.getByLabel('版本/关键字').fill('V1.1');
  await page.getByRole('button', { name: spaced('查询') }).click();
  await expect(page).toHaveURL(/keyword=V1.1/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('V1.1.0');
  await page.reload(); // the filter lives in the address
  await expect(page.getByLabel('版本/关键字')).toHaveValue('V1.1');
  await page.getByRole('button', { name: spaced('重置') }).click();
  await expect(rows(page)).toHaveCount(4);

  const list = await apiGet<{ list: Row[] }>(page, '/common/deliver/list?keyword=A-Tablet');
  const detail = await apiGet<Detail>(page, `/common/deliver/detail/${list.list[0].id}`);
  const zip = detail.files.find((f) => f.name.endsWith('.zip'))!;

  await rows(page)
    .filter({ hasText: 'A-Tablet T2' })
    .getByRole('button', { name: spaced('查看') })
    .click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('交付详情')).toBeVisible();
  await expect(drawer.getByTestId('release-notes')).toContainText('OTA');
  await expect(drawer.getByText('李工 <customer@demo.test>')).toBeVisible();
  const downloaded = page.waitForEvent('download');
  await drawer
    .getByRole('row', { name: new RegExp(zip.name.replace(/[.]/g, '\\.')) })
    .getByRole('button', { name: /下\s*载/ })
    .click();
  const file = await downloaded;
  const bytes = fs.readFileSync((await file.path())!);
  expect(crypto.createHash('sha256').update(bytes).digest('hex')).toBe(zip.sha256);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  await expect(page.getByText(`下载成功：${file.suggestedFilename()}`)).toBeVisible();

  // My downloads records it.
  await page.goto('/download?tab=mine');
  await expect(page.locator('tbody tr.ant-table-row', { hasText: zip.name })).toBeVisible();
});

test('en: the list speaks English; project filter and version sort stay in the address', async ({ page }) => {
  await signIn(page, customer, undefined, '/deliver');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Code Delivery' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Delivery date' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Recipients' })).toBeVisible();
  await chooseByTyping(page, page.getByLabel('Project'), 'A-Phone X1');
  await page.getByRole('button', { name: /^Search$/ }).click();
  await expect(page).toHaveURL(/projectId=\d+/);
  await expect(rows(page)).toHaveCount(2);
  await page.getByRole('columnheader', { name: 'Version' }).click();
  await expect(page).toHaveURL(/sortField=version/);
  await expect(rows(page).first()).toContainText('V1.0.0');
  await rows(page).first().getByRole('button', { name: 'View' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('Delivery details')).toBeVisible();
  await expect(drawer.getByText('Release notes')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Download' }).first()).toBeVisible();
});

test('the child never sees the delivery of the project hidden from it, not even by address', async ({ page }) => {
  await signIn(page, child, undefined, '/deliver');
  await expect(page.getByRole('heading', { name: '代码交付清单' })).toBeVisible();
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).filter({ hasText: 'A-Secret' })).toHaveCount(0);
  await page.getByLabel('项目').click();
  await expect(page.locator('.ant-select-item-option[title="A-Secret"]')).toHaveCount(0);
  await page.keyboard.press('Escape');
  // Its id, asked as the primary account, is 404 for the child.
  const token = await tokenOf(page);
  const primary = await page.request.post('/api/gateway/user/login', {
    headers: { 'verify-code': crypto.randomUUID() },
    data: { username: customer, password: 'Portal#2026', code: 'E2E1' },
  });
  const primaryToken = ((await primary.json()) as { data: { token: string } }).data.token;
  const secret = await page.request.get('/api/common/deliver/list?keyword=A-Secret', {
    headers: { Authorization: `Bearer ${primaryToken}` },
  });
  const secretId = ((await secret.json()) as { data: { list: Row[] } }).data.list[0].id;
  const refused = await page.request.get(`/api/common/deliver/detail/${secretId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(404);
});

test('staff create a delivery as a draft and release it; the console speaks English too', async ({ page }) => {
  await signIn(page, staff, undefined, '/admin/deliver');
  await expect(page.getByRole('heading', { name: '代码交付发布' })).toBeVisible();
  await page.getByRole('button', { name: '新建交付' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('新建代码交付')).toBeVisible();
  // Saving empty: every rule speaks.
  await dialog.getByRole('button', { name: spaced('保存') }).click();
  await expect(dialog.locator('.ant-form-item-explain-error').first()).toBeVisible();

  await chooseByTyping(page, dialog.getByLabel('客户公司'), '深合移动');
  await chooseByTyping(page, dialog.getByLabel('项目'), 'A-Tablet T2');
  await chooseByTyping(page, dialog.getByLabel('平台'), 'NX710');
  await dialog.getByLabel('交付包名称').fill('A-Tablet T2 SDK');
  await dialog.getByLabel('版本').fill('bad version!');
  await expect(dialog.getByText('版本只能包含字母、数字、空格及 . _ - + /，且以字母或数字开头')).toBeVisible();
  await dialog.getByLabel('版本').fill('V2.1.0-e2e');
  await dialog.getByLabel('交付日期').fill('2026-09-01');
  await dialog.getByLabel('发布说明').fill('E2E 交付：触摸驱动更新。');
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'T2_e2e_notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Release notes written by the e2e journey\n'),
  });
  await expect(dialog.locator('.ant-upload-list-item-done, .ant-upload-list-item-container').first()).toBeVisible();
  await chooseByTyping(page, dialog.getByLabel('接收人'), '李工 <customer@demo.test>');
  await dialog.getByRole('button', { name: spaced('保存') }).click();
  await expect(dialog).toBeHidden();

  const row = rows(page).filter({ hasText: 'V2.1.0-e2e' });
  await expect(row).toContainText('草稿');
  await row.getByRole('button', { name: spaced('发布') }).click();
  // The confirm button names the action (web/components/publishing/StateActionButton.tsx).
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: spaced('发布') })
    .click();
  await expect(row).toContainText('已发布');

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Code delivery publishing' })).toBeVisible();
  await expect(row).toContainText('Released');
  await expect(row.getByRole('button', { name: 'Withdraw' })).toBeVisible();
});
