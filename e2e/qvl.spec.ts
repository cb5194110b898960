// The qualified vendor list in a real browser: the list with its filters in the address, the
// platform directory and the supplier list drilling down into it, the export of what the
// conditions select, both languages, and the publisher's console (create, release, withdraw).
import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { apiGet, chooseByTyping, chooseInUserMenu, signIn, spaced } from './helpers.ts';

const customer = 'customer@demo.test'; // company A: NX310–NX710, works in Chinese
const otherCompany = 'other@demo.test'; // company B: NX730-5G, NX910, works in English
const publisher = 'pm@demo.test';

type Entry = { id: number; platform: string; supplier: string; partNumber: string; level: string };
const listOf = (page: Page, query: string) =>
  apiGet<{ list: Entry[]; total: number }>(page, `/common/qvl/list?${query}`);

const rows = (page: Page) => page.locator('tbody tr.ant-table-row');
/** The text of column `n` (1-based) of every row shown. */
const column = (page: Page, n: number) => page.locator(`tbody tr.ant-table-row td:nth-child(${n})`);

async function xlsxRows(file: string): Promise<string[][]> {
  const ExcelJS = (await import('exceljs')).default;
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const out: string[][] = [];
  book.worksheets[0].eachRow((row) => out.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return out;
}

test.describe('QVL in Chinese', () => {
  test('the directory filters by platform; filters and export follow the address', async ({ page }) => {
    await signIn(page, customer, undefined, '/qvl');
    await expect(page.getByRole('heading', { name: '合格供应商清单' })).toBeVisible();
    const directory = page.getByRole('list', { name: '平台目录' });
    for (const name of ['NX310', 'NX510', 'NX520-5G', 'NX710'])
      await expect(directory.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(directory.getByRole('button', { name: 'NX910', exact: true })).toHaveCount(0);
    // The meaning stands beside the letter.
    await expect(page.getByText(/^[ABC] · (批量验证通过|工程认证通过|工程认证风险通过)$/).first()).toBeVisible();

    await directory.getByRole('button', { name: 'NX510', exact: true }).click();
    await expect(page).toHaveURL(/platformId=\d+/);
    await expect(directory.getByRole('button', { name: 'NX510', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(column(page, 1).filter({ hasNotText: 'NX510' })).toHaveCount(0);
    await expect(column(page, 1).first()).toHaveText('NX510');
    const platformId = new URL(page.url()).searchParams.get('platformId')!;
    const card = directory.getByRole('listitem').filter({ hasText: 'NX510' });
    const total = (await listOf(page, `platformId=${platformId}&pageSize=1`)).total;
    await expect(card).toContainText(`共 ${total} 个器件`);

    // A keyword on top of the platform: part number, supplier or description.
    await page.getByLabel('关键字').fill('Samsung');
    await page.getByRole('button', { name: spaced('查询') }).click();
    await expect(page).toHaveURL(/keyword=Samsung/);
    await expect(page).toHaveURL(/platformId=/);
    await expect(column(page, 5).filter({ hasNotText: 'Samsung Semiconductor' })).toHaveCount(0);
    await expect(rows(page).first()).toBeVisible();

    const expected = (await listOf(page, `platformId=${platformId}&keyword=Samsung&pageSize=1`)).total;
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出$/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^qvl-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = await xlsxRows((await download.path())!);
    expect(sheet[0]).toContain('厂商料号');
    expect(sheet.length - 1).toBe(expected);
    for (const row of sheet.slice(1)) {
      expect(row[0]).toBe('NX510');
      expect(row[6]).toBe('Samsung Semiconductor');
    }

    // Back and reload keep the filters; a second click on the platform lifts its filter.
    await page.reload();
    await expect(page.getByLabel('关键字')).toHaveValue('Samsung');
    await directory.getByRole('button', { name: 'NX510', exact: true }).click();
    await expect(page).not.toHaveURL(/platformId=/);
  });

  test('the supplier list drills down into the list filtered by that supplier', async ({ page }) => {
    await signIn(page, customer, undefined, '/qvl');
    await page.getByRole('button', { name: '供应商列表' }).click();
    await expect(page).toHaveURL(/\/qvlSupplier$/);
    await expect(page.getByRole('heading', { name: '供应商列表' })).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    await page.getByLabel('关键字').fill('sony');
    await page.getByRole('button', { name: spaced('查询') }).click();
    await expect(page).toHaveURL(/keyword=sony/);
    await expect(rows(page)).toHaveCount(1);
    const sony = rows(page).filter({ hasText: 'Sony Semiconductor Solutions' });
    await expect(sony).toContainText('image@sony-ss.example');
    await sony.getByRole('button', { name: 'Sony Semiconductor Solutions' }).click();
    await expect(page).toHaveURL(/\/qvl\?supplierId=\d+/);
    await expect(column(page, 5).first()).toHaveText('Sony Semiconductor Solutions');
    await expect(column(page, 5).filter({ hasNotText: 'Sony Semiconductor Solutions' })).toHaveCount(0);
    await expect(page.getByLabel('供应商')).toBeVisible();
  });
});

test.describe('QVL in English', () => {
  test('company B sees its platforms, the level meanings and the supplier drill-down in English', async ({ page }) => {
    await signIn(page, otherCompany, undefined, '/qvl');
    await expect(page.getByRole('heading', { name: 'Qualified Vendor List' })).toBeVisible();
    const directory = page.getByRole('list', { name: 'Platform directory' });
    await expect(directory.getByRole('button')).toHaveCount(2);
    await expect(directory.getByRole('button', { name: 'NX910', exact: true })).toBeVisible();
    await expect(
      page
        .getByText(
          /^[ABC] · (Batch verification passed|Engineering certification passed|Engineering certification risk passed)$/,
        )
        .first(),
    ).toBeVisible();
    for (const header of [
      'Platform',
      'Manufacturer part number',
      'Supplier',
      'Level',
      'Test status',
      'Lifecycle phase',
    ])
      await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    await expect(column(page, 1).filter({ hasNotText: /^(NX730-5G|NX910)$/ })).toHaveCount(0);

    await directory.getByRole('button', { name: 'NX910', exact: true }).click();
    await expect(column(page, 1).filter({ hasNotText: 'NX910' })).toHaveCount(0);

    await page.goto('/qvlSupplier');
    await expect(page.getByRole('heading', { name: 'QVL suppliers' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Components by level' })).toBeVisible();
    const first = rows(page).first();
    const name = (await first.locator('td').first().innerText()).trim();
    await first.getByRole('button', { name: 'View components' }).click();
    await expect(page).toHaveURL(/\/qvl\?supplierId=\d+/);
    await expect(column(page, 5).filter({ hasNotText: name })).toHaveCount(0);
    await expect(column(page, 5).first()).toHaveText(name);
  });
});

test.describe('QVL publishing', () => {
  test('the publisher creates a draft, releases it to its platform and withdraws it (zh, then en)', async ({
    browser,
  }) => {
    const page = await browser.newPage();
    // The console is reached from the user menu, like every staff console.
    await signIn(page, publisher, undefined, '/admin/accounts');
    await chooseInUserMenu(page, /用户菜单/, '合格供应商清单发布', /^\/admin\/qvl$/);
    await expect(page.getByRole('heading', { name: '合格供应商清单发布' })).toBeVisible();
    await page.getByRole('button', { name: '新建器件' }).click();
    const dialog = page.getByRole('dialog');
    /** A field of the form by its label exactly (a required one's name starts with its star). */
    const field = (label: string) => dialog.getByLabel(new RegExp(`^(\\*\\s*)?${label}$`));
    // Required fields say so on submit.
    await dialog.getByRole('button', { name: spaced('保存') }).click();
    await expect(dialog.getByText('请选择').first()).toBeVisible();

    const part = `E2E-QVL-${Date.now()}`;
    await chooseByTyping(page, field('平台'), 'NX310');
    await field('芯片').fill('NX310');
    await chooseByTyping(page, field('类型'), '传感器');
    await chooseByTyping(page, field('等级'), 'C · 工程认证风险通过');
    await field('厂商料号').fill(part);
    await field('内部物料编号').fill('NXC-SEN-E2E001');
    await chooseByTyping(page, field('供应商'), 'Bosch Sensortec');
    await field('描述').fill('E2E barometer');
    await field('开始日期').fill('2026-03-01');
    await field('开始日期').press('Enter');
    await field('结束日期').fill('2026-01-01');
    await field('结束日期').press('Enter');
    await expect(dialog.getByText('结束日期不能早于开始日期')).toBeVisible();
    await field('结束日期').fill('2027-03-01');
    await field('结束日期').press('Enter');
    await chooseByTyping(page, field('测试状态'), '测试通过');
    await chooseByTyping(page, field('生命周期阶段'), '量产');
    await dialog.getByRole('button', { name: spaced('保存') }).click();
    await expect(dialog).toBeHidden();

    await page.getByLabel('关键字').fill(part);
    await page.getByRole('button', { name: spaced('查询') }).click();
    const row = rows(page).filter({ hasText: part });
    await expect(row).toContainText('草稿');

    const asA = await browser.newPage();
    await signIn(asA, customer, undefined, '/qvl');
    expect((await listOf(asA, `keyword=${part}`)).total).toBe(0);

    await row.getByRole('button', { name: spaced('发布') }).click();
    await page
      .getByRole('tooltip')
      .getByRole('button', { name: spaced('发布') })
      .click();
    await expect(row).toContainText('已发布');
    const shown = (await listOf(asA, `keyword=${part}`)).list;
    expect(shown.map((e) => [e.platform, e.level, e.supplier])).toEqual([['NX310', 'C', 'Bosch Sensortec']]);
    await asA.goto(`/qvl?keyword=${part}`);
    await expect(rows(asA)).toHaveCount(1);
    await expect(rows(asA).first()).toContainText('C · 工程认证风险通过');

    await row.getByRole('button', { name: spaced('撤回') }).click();
    await page
      .getByRole('tooltip')
      .getByRole('button', { name: spaced('撤回') })
      .click();
    await expect(row).toContainText('已撤回');
    expect((await listOf(asA, `keyword=${part}`)).total).toBe(0);
    await asA.close();

    await page.getByRole('button', { name: 'English', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Qualified vendor list publishing' })).toBeVisible();
    await expect(row).toContainText('Withdrawn');
    await expect(page.getByRole('button', { name: 'New component' })).toBeVisible();
    await page.getByRole('button', { name: 'Import from Excel' }).click();
    await expect(page.getByRole('dialog')).toContainText('Import the qualified vendor list');
    await page.keyboard.press('Escape');
    // The account's language is kept on the server: back to Chinese for the journeys after this one.
    await page.getByRole('button', { name: spaced('中文') }).click();
    await expect(page.getByRole('heading', { name: '合格供应商清单发布' })).toBeVisible();
    await page.close();
  });

  test('the import previews per-row errors and writes only the valid rows when asked', async ({ page }) => {
    const part = `E2E-IMPORT-${Date.now()}`;
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('导入');
    const headers = [
      '平台',
      '芯片',
      '类型',
      '描述',
      '厂商料号',
      '内部物料编号',
      '供应商',
      '等级',
      '开始日期',
      '测试状态',
      '生命周期阶段',
    ];
    sheet.addRow(headers);
    sheet.addRow([
      'NX310',
      'NX310',
      '内存',
      'Imported memory',
      part,
      'NXC-MEM-E2E001',
      'Micron Technology',
      'A',
      '2026-02-01',
      '测试通过',
      '量产',
    ]);
    sheet.addRow([
      'NX999',
      'NX310',
      '内存',
      'Bad platform',
      `${part}-X`,
      'NXC-MEM-E2E002',
      'Micron Technology',
      'Z',
      '2026-02-01',
      '测试通过',
      '量产',
    ]);
    const file = {
      name: 'qvl.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await book.xlsx.writeBuffer()),
    };

    await signIn(page, publisher, undefined, '/admin/qvl');
    await page.getByRole('button', { name: /Excel 导入/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type=file]').setInputFiles(file);
    await expect(dialog.getByText('共 2 行：有效 1 行，错误 1 行')).toBeVisible();
    await expect(dialog.getByText(/不是已知的平台名称/)).toBeVisible();
    await dialog.getByRole('button', { name: /只写入有效行/ }).click();
    await expect(page.getByText('已写入 1 行，跳过 1 行')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByLabel('关键字').fill(part);
    await page.getByRole('button', { name: spaced('查询') }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('草稿');
  });

  test('customers cannot open the console', async ({ page }) => {
    await signIn(page, customer, undefined, '/admin/qvl');
    await expect(page).toHaveURL(/\/noPermission/);
  });
});
