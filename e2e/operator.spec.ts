// Operator data in a real browser: the customer's filters in the address, the matrix of operators ×
// platforms with the certification colours, the export by conditions (xlsx read back), in Chinese and
// English; the staff console's xlsx import with one bad row (preview, valid rows only) and its form.
import fs from 'node:fs';
import { expect, test } from './test.ts';
import type { Download, Page } from '@playwright/test';
import { apiGet, chooseInUserMenu, holdVersionCheck, signIn, spaced } from './helpers.ts';

const customer = 'customer@demo.test'; // company A: NX310–NX710
const staff = 'pm@demo.test';
const aPlatforms = ['NX310', 'NX510', 'NX520-5G', 'NX710'];

type Row = { country: string; operator: string; volte: string; vowifi: string; platform: string };

async function sheetOf(download: Download): Promise<string[][]> {
  const ExcelJS = (await import('exceljs')).default;
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(fs.readFileSync((await download.path())!) as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
}

async function xlsxOf(rows: string[][]): Promise<Buffer> {
  const ExcelJS = (await import('exceljs')).default;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Import');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Picks `option` in the (non-searchable) antd Select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(option, { exact: true })
    .click();
}

const cellsOf = (page: Page, column: number) => page.locator(`tbody tr.ant-table-row td:nth-child(${column})`);

test('zh: filters in the address, the matrix with its colours, export by the conditions', async ({ page }) => {
  await signIn(page, customer, undefined, '/operator');
  await expect(page.getByRole('heading', { name: '运营商数据' })).toBeVisible();
  await expect(cellsOf(page, 1).first()).toBeVisible();

  await choose(page, 'VoLTE 状态', '已认证');
  await page.getByRole('button', { name: spaced('查询') }).click();
  await expect(page).toHaveURL(/volte=certified/);
  const volte = cellsOf(page, 5);
  await expect(volte.first()).toHaveText('已认证');
  await expect(volte.filter({ hasNotText: '已认证' })).toHaveCount(0);
  // Only the company's platforms.
  for (const name of await cellsOf(page, 3).allTextContents()) expect(aPlatforms).toContain(name);

  // The matrix: same filters, operators × the company's platforms, green for certified.
  await page.getByText('矩阵', { exact: true }).click();
  await expect(page).toHaveURL(/view=matrix/);
  await expect(page).toHaveURL(/volte=certified/);
  for (const name of aPlatforms) await expect(page.getByRole('columnheader', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'NX910' })).toHaveCount(0);
  const certified = page.locator('td [data-cell] .ant-tag[data-state="certified"]').first();
  await expect(certified).toBeVisible();
  await expect(certified).toHaveClass(/ant-tag-green/);
  await expect(
    page
      .locator('td [data-cell] .ant-tag')
      .filter({ hasText: /^VoLTE · / })
      .filter({ hasNotText: '已认证' }),
  ).toHaveCount(0);
  // A reload keeps the view and the filters.
  await page.reload();
  await expect(page.locator('td [data-cell]').first()).toBeVisible();

  // Export follows the conditions: every row certified for VoLTE, as many as the list counts.
  const expected = await apiGet<{ total: number; list: Row[] }>(
    page,
    '/common/operator/list?volte=certified&pageSize=100',
  );
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /导\s*出/ }).click();
  const sheet = await sheetOf(await downloading);
  expect(sheet[0].slice(0, 5)).toEqual(['国家/地区', '平台', 'PDT', '运营商', 'VoLTE 状态']);
  expect(sheet.length - 1).toBe(expected.total);
  for (const row of sheet.slice(1)) {
    expect(row[4]).toBe('已认证');
    expect(aPlatforms).toContain(row[1]);
  }
});

test('zh: choosing China, every row shown as the answer is of China, also while the next page loads', async ({
  page,
}) => {
  await signIn(page, customer, undefined, '/operator?country=Brazil');
  await expect(cellsOf(page, 1).first()).toHaveText('Brazil');
  // Every frame from here on: while the address asks for China, the table shows other rows only as
  // loading (busy, dimmed, then under its spinner), never as the answer.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { shownAsAnswer: string[] }).shownAsAnswer = seen;
    const frame = () => {
      const busy = document.querySelector('.ant-table-wrapper table[aria-busy="true"]');
      const countries = [...document.querySelectorAll('tbody tr.ant-table-row td:nth-child(1)')].map(
        (cell) => cell.textContent,
      );
      if (new URLSearchParams(location.search).get('country') === 'China' && !busy)
        for (const country of countries) if (country !== 'China') seen.push(country ?? '');
      requestAnimationFrame(frame);
    };
    frame();
  });
  // The guard checks /version.json before it shows the new address, and the list's answer is slow:
  // the Brazil rows stay on screen the whole time.
  await holdVersionCheck(page);
  await page.route('**/api/common/operator/list?*country=China*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await choose(page, '国家/地区', 'China');
  await page.getByRole('button', { name: spaced('查询') }).click();
  await expect(page).toHaveURL(/country=China/);
  await expect(page.locator('.ant-table-wrapper table[aria-busy="true"]')).toBeVisible();
  await expect(cellsOf(page, 1).first()).toHaveText('China');
  await expect(page.locator('.ant-table-wrapper table[aria-busy="true"]')).toHaveCount(0);
  await expect(cellsOf(page, 1).filter({ hasNotText: /^China$/ })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { shownAsAnswer: string[] }).shownAsAnswer)).toEqual([]);
});

test('en: the page speaks English; a country filter, the matrix and the export', async ({ page }) => {
  await signIn(page, customer, undefined, '/operator');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Operator Data' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'VoWiFi status' })).toBeVisible();

  await choose(page, 'Country', 'India');
  await page.getByRole('button', { name: /^Search$/ }).click();
  await expect(page).toHaveURL(/country=India/);
  await expect(cellsOf(page, 1).first()).toHaveText('India');
  await expect(cellsOf(page, 1).filter({ hasNotText: 'India' })).toHaveCount(0);

  await page.getByText('Matrix', { exact: true }).click();
  await expect(page).toHaveURL(/view=matrix/);
  await expect(page.getByText('Legend:')).toBeVisible();
  const operators = page.locator('tbody tr.ant-table-row td:first-child');
  await expect(operators.first()).toContainText('India');
  await expect(
    page
      .locator('td [data-cell] .ant-tag')
      .filter({ hasText: /^VoWiFi · / })
      .first(),
  ).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export/ }).click();
  const sheet = await sheetOf(await downloading);
  expect(sheet[0][0]).toBe('Country');
  expect(sheet.length).toBeGreaterThan(1);
  for (const row of sheet.slice(1)) expect(row[0]).toBe('India');
});

test('staff: the xlsx import with one bad row writes the valid ones; the form creates and releases a row', async ({
  page,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  // The console is reached from the user menu, as the other publishing pages are.
  await signIn(page, staff, undefined, '/');
  await chooseInUserMenu(page, /^用户菜单/, '运营商数据发布', /^\/admin\/operator$/);
  await expect(page.getByRole('heading', { name: '运营商数据发布' })).toBeVisible();

  await page.getByRole('button', { name: '导入 Excel' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: '下载导入模板' })).toBeVisible();
  const content = await xlsxOf([
    ['国家/地区', '平台', 'PDT', '运营商', 'VoLTE 状态', 'VoWiFi 状态', '操作系统', '备注'],
    ['Kenya', 'NX310', `PDT-E2E-${stamp}-1`, `E2E Safaricom ${stamp}`, '已认证', '认证中', 'Android 14', ''],
    ['Kenya', 'NX999', `PDT-E2E-${stamp}-2`, `E2E Safaricom ${stamp}`, '已认证', '认证中', 'Android 14', ''],
    ['Kenya', 'NX510', `PDT-E2E-${stamp}-3`, `E2E Safaricom ${stamp}`, 'Failed', 'unsupported', 'Android 15', ''],
  ]);
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'operators.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: content,
  });
  await expect(dialog.getByText('共 3 行：有效 2 行，错误 1 行')).toBeVisible();
  await expect(dialog.getByText('平台: 不是已知的平台')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '全部写入' })).toBeDisabled();
  await dialog.getByRole('button', { name: '只写入有效行（2 行）' }).click();
  await expect(page.getByText('已写入 2 行，跳过 1 行')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('关键字').fill(`E2E Safaricom ${stamp}`);
  await page.getByRole('button', { name: spaced('查询') }).click();
  const rows = page.locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: '草稿' })).toHaveCount(2);

  // Release the NX310 row: the customer of company A sees it then.
  const nx310 = rows.filter({ hasText: 'NX310' });
  await nx310.getByRole('button', { name: spaced('发布') }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: spaced('发布') })
    .click();
  await expect(nx310.getByText('已发布')).toBeVisible();

  // The form in English: the rules on blur and change, then a new draft.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Operator data publishing' })).toBeVisible();
  await page.getByRole('button', { name: 'New' }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('please input').first()).toBeVisible();
  await expect(form.getByText('please select').first()).toBeVisible();
  await form.getByLabel('Country').fill('Kenya');
  await form.getByLabel('Platform').click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle('NX710', { exact: true })
    .click();
  await form.getByLabel('PDT', { exact: true }).fill(`PDT-E2E-${stamp}-F`);
  await form.getByLabel('Operator').fill(`E2E Safaricom ${stamp}`);
  await form.getByLabel('VoLTE status').click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle('Testing', { exact: true })
    .click();
  // The VoLTE list closes (animated) before the VoWiFi one opens: both hold the same states.
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
  await form.getByLabel('VoWiFi status').click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle('Awaiting operator', { exact: true })
    .click();
  await form.getByLabel('OS', { exact: true }).fill('Android 15');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Draft' })).toHaveCount(2);
});

test('a customer sees the released import row and none of the drafts', async ({ page }) => {
  await signIn(page, customer, undefined, '/operator?country=Kenya');
  const list = await apiGet<{ list: Row[] }>(page, '/common/operator/list?country=Kenya&pageSize=100');
  // The staff journey above released one NX310 row of its import; the drafts stay out of sight.
  expect(list.list.length).toBeGreaterThanOrEqual(1);
  for (const row of list.list) expect(row.platform).toBe('NX310');
  await expect(cellsOf(page, 1).first()).toHaveText('Kenya');
  await expect(cellsOf(page, 3).filter({ hasNotText: 'NX310' })).toHaveCount(0);
});
