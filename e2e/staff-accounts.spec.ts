// The project manager's accounts console (issue 20), in Chinese and English: a registration made
// through the real registration API — for a company the test adds through the console's API, so no
// journey depends on another's order or on the demo's one free company — is approved on the
// "pending registrations" tab, and the account then signs in. In English the companies tab licenses
// a platform for the new company first.
import crypto from 'node:crypto';
import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { button, captchaAnswer, chooseByTyping, mailedCode, openTab, signIn, spaced, tokenOf } from './helpers.ts';

const password = 'Tq8$Wz3#Lm';

/** A new company (through the console's API, as pm@demo.test) and a registration for it (the public API). */
async function pendingRegistration(page: Page, lang: 'zh' | 'en') {
  const stamp = `${Date.now()}`;
  const company = { name: `审批测试${stamp}`, nameEn: `Approval Test ${stamp}` };
  const email = `e2e-approve-${lang}-${stamp}@approval.test`;
  const auth = { Authorization: `Bearer ${await tokenOf(page)}` };
  const added = await page.request.post('/api/admin/company/add', { headers: auth, data: company });
  expect(added.ok(), await added.text()).toBe(true);
  const companyId = ((await added.json()) as { data: { id: number } }).data.id;

  const sentAt = Date.now();
  const code = await page.request.get(`/api/codepath/code/getRegisterCode?email=${encodeURIComponent(email)}`);
  expect(code.ok(), await code.text()).toBe(true);
  const items = ((await (await page.request.get('/api/gateway/user/getAllItem')).json()) as { data: { id: number }[] })
    .data;
  const registered = await page.request.post('/api/gateway/user/register', {
    headers: { 'Accept-Language': lang },
    data: {
      answers: items.map((item) => ({ itemId: item.id, answer: 'no' })),
      companyId,
      name: lang === 'en' ? 'Dana Reyes' : '赵明',
      email,
      phone: '13900000001',
      password,
      confirmPassword: password,
      emailCode: await mailedCode(email, sentAt),
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return { company, email };
}

/**
 * Searches the open tab's list for `value`: typed into the keyword box and sent with the search
 * button, until the address holds it (a box filled while the tab's form was still being seeded is
 * emptied again; a person would type again too).
 */
async function search(page: Page, label: string, searchButton: RegExp | string, value: string) {
  await expect(async () => {
    await page.getByLabel(label).fill(value);
    await page.getByRole('button', { name: searchButton }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('keyword'), { timeout: 2_000 }).toBe(value);
  }).toPass();
}

/** Signs in through the API: the envelope's code (0 signed in, 1004 waiting for approval). */
async function signInCode(page: Page, email: string): Promise<number> {
  const response = await page.request.post('/api/gateway/user/login', {
    headers: { 'verify-code': crypto.randomUUID() },
    data: { username: email, password, code: captchaAnswer },
  });
  return ((await response.json()) as { code: number }).code;
}

test('zh: the project manager approves a pending registration, and the account signs in', async ({ page }) => {
  await signIn(page, 'pm@demo.test', undefined, '/admin/accounts');
  const { company, email } = await pendingRegistration(page, 'zh');
  expect(await signInCode(page, email)).toBe(1004);

  await expect(page.getByRole('heading', { name: '账号审批与锁定' })).toBeVisible();
  await openTab(page, /待审批注册/);
  await expect(page).toHaveURL(/tab=registrations/);
  await search(page, '关键字', spaced('查询'), email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('赵明');
  await expect(row).toContainText(company.name);
  await expect(row).toContainText('已通过');
  await expect(row).toContainText('中文');

  await row.getByRole('button', { name: button('审批通过') }).click();
  const confirm = page.getByRole('tooltip');
  await expect(confirm).toContainText(`确认审批通过“赵明”（${email}）的注册？`);
  await confirm.getByRole('button', { name: button('审批通过') }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(row).toBeHidden();
  await expect(page.getByText('没有符合条件的注册申请')).toBeVisible();
  expect(await signInCode(page, email)).toBe(0);

  // The accounts tab shows it active.
  await openTab(page, '账号', true);
  await search(page, '关键字', spaced('查询'), email);
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('正常');
});

test('en: the project manager licenses a platform for a new company and approves its registration', async ({
  page,
}) => {
  await signIn(page, 'pm@demo.test', undefined, '/admin/accounts?tab=companies');
  const { company, email } = await pendingRegistration(page, 'en');
  const english = page.getByRole('button', { name: 'English', exact: true });
  await english.click();
  await expect(english).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Account approval and locking' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Companies and platforms' })).toHaveAttribute('aria-selected', 'true');
  await search(page, 'Keyword', 'Search', company.nameEn);
  const companyRow = page.getByRole('row').filter({ hasText: company.nameEn });
  await expect(companyRow).toContainText('Dana Reyes');
  await expect(companyRow).toContainText('Awaiting approval');
  await expect(companyRow).toContainText('No platform licensed');
  await companyRow.getByRole('button', { name: 'License a platform' }).click();
  const dialog = page.getByRole('dialog', { name: `License a platform for "${company.nameEn}"` });
  await chooseByTyping(page, dialog.getByRole('combobox'), 'NX310');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(companyRow.getByRole('button', { name: 'Remove NX310' })).toBeVisible();

  await openTab(page, /Pending registrations/);
  await search(page, 'Keyword', 'Search', email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Dana Reyes');
  await expect(row).toContainText(company.nameEn);
  await expect(row).toContainText('Passed');
  await expect(row).toContainText('English');
  await row.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('tooltip');
  await expect(confirm).toContainText(`Approve the registration of "Dana Reyes" (${email})?`);
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Operation success')).toBeVisible();
  await expect(row).toBeHidden();
  expect(await signInCode(page, email)).toBe(0);

  await openTab(page, 'Companies and platforms');
  await search(page, 'Keyword', 'Search', company.nameEn);
  const approved = page.getByRole('row').filter({ hasText: company.nameEn });
  await expect(approved).toContainText('Active');

  // The English name corrected: the portal names the company by it on English screens.
  await approved.getByRole('button', { name: `Edit the names of ${company.nameEn}` }).click();
  const names = page.getByRole('dialog', { name: 'Company names' });
  const nameEn = names.getByLabel('Company name (English)');
  await expect(nameEn).toHaveValue(company.nameEn);
  await nameEn.fill('');
  await names.getByRole('button', { name: 'Save' }).click();
  await expect(names.getByRole('alert')).toBeVisible(); // required
  await nameEn.fill(`${company.nameEn} Ltd`);
  await names.getByRole('button', { name: 'Save' }).click();
  await expect(names).toBeHidden();
  await expect(approved).toContainText(`${company.nameEn} Ltd`);
});
