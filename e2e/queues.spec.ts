// The engineers' work queues in a real browser, in Chinese and in English: a customer writes, the
// engineer finds it in its tab (with the open count as a badge), replies through the drawer's form
// (required, validated on blur and change) or closes it after a confirm, and the customer sees the
// reply where they wrote — the feedback dialog's history, the document feedback list.
import { expect, test } from './test.ts';
import type { Browser, Page } from '@playwright/test';
import { signIn, spaced, tokenOf } from './helpers.ts';

const customer = 'customer@demo.test'; // company A, works in Chinese
const otherCompany = 'other@demo.test'; // company B, works in English
const engineer = 'pm@demo.test';

test.describe.configure({ timeout: 120_000 });

async function signedIn(browser: Browser, who: string, target: string, language: 'zh' | 'en') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, who, undefined, target);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  if (language === 'en') await page.getByRole('button', { name: 'English', exact: true }).click();
  return page;
}

async function postAs(page: Page, path: string, data: unknown) {
  const response = await page.request.post(`/api${path}`, {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
    data,
  });
  expect(response.ok(), `POST ${path}: ${await response.text()}`).toBe(true);
}

const rowOf = (page: Page, text: string) => page.locator('tbody tr.ant-table-row').filter({ hasText: text });

test('Chinese: home feedback replied in the queue, the reply in the customer’s feedback history', async ({
  browser,
}) => {
  const subject = `队列反馈 ${Date.now()}`;
  const writer = await signedIn(browser, customer, '/dcc/DCCFeedback', 'zh');
  await postAs(writer, '/common/homepage/custFeedback', { subject, feedback: '首页公告能否按平台筛选？' });

  const page = await signedIn(browser, engineer, '/admin/queues?tab=homeFeedback', 'zh');
  await expect(page.getByRole('heading', { name: '工作队列（工程师）' })).toBeVisible();
  const tab = page.getByRole('tab', { name: /意见反馈/ });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(tab.locator('.ant-badge-count')).toBeVisible();
  const row = rowOf(page, subject);
  await expect(row).toContainText('待回复');
  await expect(row).toContainText('深合移动');

  await row.getByRole('button', { name: `处理 ${subject}` }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: subject });
  await expect(drawer.getByText('首页公告能否按平台筛选？')).toBeVisible();
  const reply = drawer.getByLabel('回复客户');
  await reply.fill('   ');
  await reply.blur();
  await expect(drawer.getByText('请输入', { exact: true })).toBeVisible();
  await reply.fill('已排期，下个版本支持按平台筛选。');
  await drawer.getByRole('button', { name: spaced('发送回复') }).click();
  await expect(page.getByText('回复已发送')).toBeVisible();
  await expect(drawer.getByText('已排期，下个版本支持按平台筛选。')).toBeVisible();
  await expect(drawer.getByLabel('回复客户')).toHaveCount(0);
  await drawer.locator('.ant-drawer-close').click();
  // Open by default: the replied item left the list.
  await expect(rowOf(page, subject)).toHaveCount(0);
  await page.locator('.ant-segmented').getByText('已回复', { exact: true }).click();
  await expect(page).toHaveURL(/status=replied/);
  await expect(rowOf(page, subject)).toContainText('已回复');

  await writer.getByRole('button', { name: /^反馈$/ }).click();
  const dialog = writer.getByRole('dialog', { name: '意见反馈' });
  await dialog.getByRole('tab', { name: '我的反馈与回复' }).click();
  const mine = dialog.locator('.ant-list-item').filter({ hasText: subject });
  await expect(mine).toContainText('已排期，下个版本支持按平台筛选。');
  await expect(mine).toContainText('芯诺拉工程师回复于');
});

test('English: document feedback closed after a confirm and another replied; the customer’s list shows both', async ({
  browser,
}) => {
  const stamp = Date.now();
  const writer = await signedIn(browser, otherCompany, '/dcc/DCCFeedback', 'en');
  await postAs(writer, '/dccpath/dcc/file/feedback', {
    subject: `Typo ${stamp}`,
    content: 'Page 3: 1.8 V, not 1.2 V.',
  });
  await postAs(writer, '/dccpath/dcc/file/feedback', { subject: `Spam ${stamp}`, content: 'Please ignore.' });

  const page = await signedIn(browser, engineer, '/admin/queues?tab=docFeedback', 'en');
  await expect(page.getByRole('heading', { name: 'Work queues (engineer)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Document feedback/ })).toHaveAttribute('aria-selected', 'true');

  // The company filter narrows to company B.
  await page.getByLabel('Company', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('Lumen Devices').click();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/companyId=\d+/);
  await expect(rowOf(page, `Typo ${stamp}`)).toBeVisible();
  await expect(page.locator('tbody tr.ant-table-row').filter({ hasNotText: 'Lumen Devices' })).toHaveCount(0);

  await rowOf(page, `Spam ${stamp}`)
    .getByRole('button', { name: `Handle Spam ${stamp}` })
    .click();
  let drawer = page.getByRole('dialog').filter({ hasText: `Spam ${stamp}` });
  await drawer.getByRole('button', { name: 'Close item' }).click();
  const confirm = page.locator('.ant-popconfirm');
  await expect(confirm).toContainText(`“Spam ${stamp}” will be marked closed`);
  await confirm.getByRole('button', { name: 'Close item' }).click();
  await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible();
  await expect(drawer.locator('.ant-tag').filter({ hasText: 'Closed' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Close item' })).toHaveCount(0);
  await drawer.locator('.ant-drawer-close').click();

  await rowOf(page, `Typo ${stamp}`)
    .getByRole('button', { name: `Handle Typo ${stamp}` })
    .click();
  drawer = page.getByRole('dialog').filter({ hasText: `Typo ${stamp}` });
  await drawer.getByLabel('Reply to the customer').fill('Thank you: the datasheet is corrected in V1.3.');
  await drawer.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent')).toBeVisible();

  await writer.reload();
  const typo = rowOf(writer, `Typo ${stamp}`);
  await expect(typo).toContainText('Thank you: the datasheet is corrected in V1.3.');
  await expect(typo).toContainText('Nexora engineer replied on');
  await expect(rowOf(writer, `Spam ${stamp}`)).toContainText('Closed');
});
