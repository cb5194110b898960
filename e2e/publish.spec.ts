// Publishing a document from the staff console in a real browser, in Chinese and in English: the
// console reached from the side menu's staff section, a draft made with its PDF uploaded (progress,
// name, SHA-256), released → company A finds it in its list and through search while company B
// does not, withdrawn → gone for A too.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { apiGet, signIn, spaced } from './helpers.ts';

const customer = 'customer@demo.test'; // company A: NX310–NX710
const otherCompany = 'other@demo.test'; // company B: NX730-5G, NX910
const staff = 'pm@demo.test'; // admin.publish

const texts = {
  zh: {
    console: '技术文档发布',
    staffSection: '员工控制台',
    create: '新建技术文档',
    name: '名称',
    type: '类型',
    platforms: '平台',
    save: '保存',
    required: '请输入',
    draft: '草稿',
    released: '已发布',
    withdrawn: '已撤回',
    release: '发布',
    withdraw: '撤回',
  },
  en: {
    console: 'Publishing documents',
    staffSection: 'Staff console',
    create: 'New document',
    name: 'Name',
    type: 'Type',
    platforms: 'Platforms',
    save: 'Save',
    required: 'please input',
    draft: 'Draft',
    released: 'Released',
    withdrawn: 'Withdrawn',
    release: 'Release',
    withdraw: 'Withdraw',
  },
} as const;

async function pdfFile(name: string): Promise<string> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText(name, { x: 20, y: 100, size: 12 });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'publish-e2e-')), `${name}.pdf`);
  fs.writeFileSync(file, await doc.save());
  return file;
}

const rows = (page: Page) => page.locator('tbody tr.ant-table-row');
const listed = async (page: Page, name: string) =>
  (
    await apiGet<{ list: { name: string }[] }>(
      page,
      `/dccpath/dcc/file/list?keyword=${encodeURIComponent(name)}&pageSize=10`,
    )
  ).list.map((row) => row.name);
const found = async (page: Page, word: string) =>
  (
    await apiGet<{ list: { titleHtml: string }[] }>(page, `/common/search/global?keyword=${encodeURIComponent(word)}`)
  ).list.map((hit) => hit.titleHtml.replace(/<[^>]+>/g, ''));

for (const language of ['zh', 'en'] as const) {
  test(`a publisher releases a document with its file and withdraws it (${language})`, async ({ page, browser }) => {
    // Three signed-in browsers and two uploads: more than the default minute on a busy machine.
    test.setTimeout(150_000);
    const l = texts[language];
    const word = `Pangolinite${language}`;
    const name = `${word} layout guide`;
    const file = await pdfFile(word);

    await signIn(page, staff, undefined, '/admin/qvl');
    if (language === 'en') await page.getByRole('button', { name: 'English', exact: true }).click();
    // The side menu's staff section leads to the console.
    const side = page.getByRole('navigation', { name: language === 'zh' ? '功能菜单' : 'Modules' });
    await expect(side.getByText(l.staffSection)).toBeVisible();
    await side.getByRole('menuitem', { name: l.console }).click();
    await expect(page).toHaveURL('/admin/documents');
    await expect(page.getByRole('heading', { name: l.console })).toBeVisible();

    await page.getByRole('button', { name: l.create }).click();
    const dialog = page.getByRole('dialog');
    // Required fields are checked in the browser first.
    await dialog.getByRole('button', { name: spaced(l.save) }).click();
    await expect(dialog.getByText(l.required).first()).toBeVisible();
    await dialog.getByLabel(l.name).fill(name);
    await dialog.getByLabel(l.type).fill('hardware design guide');
    await dialog.getByLabel(l.platforms).click();
    await page.getByTitle('NX310', { exact: true }).click();
    await page.keyboard.press('Escape');
    await dialog.locator('input[type=file]').setInputFiles(file);
    await expect(dialog.getByTestId('catalog-file')).toContainText(`${word}.pdf`);
    await expect(dialog.getByTestId('catalog-file')).toContainText('SHA-256');
    await dialog.getByRole('button', { name: spaced(l.save) }).click();
    await expect(dialog).toBeHidden();

    const row = rows(page).filter({ hasText: name });
    await expect(row.getByText(l.draft)).toBeVisible();
    await expect(row).toContainText('NX310');

    const asA = await browser.newPage();
    await signIn(asA, customer);
    const asB = await browser.newPage();
    await signIn(asB, otherCompany);
    expect(await listed(asA, name)).toEqual([]);

    await row.getByRole('button', { name: spaced(l.release) }).click();
    await page
      .getByRole('tooltip')
      .getByRole('button', { name: spaced(l.release) })
      .click();
    await expect(row.getByText(l.released)).toBeVisible();

    // Company A sees it in its list page and through search; company B in neither.
    await asA.goto(`/dcc?keyword=${encodeURIComponent(name)}`);
    await expect(rows(asA)).toHaveCount(1);
    await expect(rows(asA)).toContainText(name);
    expect(await found(asA, word)).toContain(name);
    expect(await listed(asB, name)).toEqual([]);
    expect(await found(asB, word)).not.toContain(name);

    await row.getByRole('button', { name: spaced(l.withdraw) }).click();
    await page
      .getByRole('tooltip')
      .getByRole('button', { name: spaced(l.withdraw) })
      .click();
    await expect(row.getByText(l.withdrawn)).toBeVisible();
    expect(await listed(asA, name)).toEqual([]);
    expect(await found(asA, word)).not.toContain(name);
    await asA.close();
    await asB.close();

    if (language === 'en') {
      // The account's language is kept on the server: back to Chinese for the journeys after this one.
      await page.getByRole('button', { name: spaced('中文') }).click();
      await expect(page.getByRole('heading', { name: texts.zh.console })).toBeVisible();
    }
  });
}
