// Patch sets (M16) in a real browser: the customer finds a PAR by issue type and keyword, adds it to
// the cart with the dependency it needs, previews (submit with nothing selected says 'please select
// data first'), submits, sees the apply ongoing, revokes it, adds its PARs to the cart again and
// submits again; the engineer publishes it (zh) or cancels it with a comment (en) from the staff
// console and the customer sees it finished with the approval history; and the staff's display
// switch hides the module: the menu entry is gone and /patchset refused, until it is on again.
import fs from 'node:fs';
import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { chooseByTyping, signIn, spaced } from './helpers.ts';

const customer = 'customer@demo.test'; // company A (Shenhe Mobile): NX310, NX520-5G …
const staff = 'pm@demo.test'; // engineer of companies A–D

const rows = (page: Page) => page.locator('tbody tr.ant-table-row');
const sideMenu = (page: Page) => page.getByRole('navigation', { name: /^(功能菜单|Modules)$/ });

type Texts = {
  title: string;
  apply: string;
  branchLabel: string;
  branch: string;
  keyword: string;
  issueType: string;
  issueTypeValue: string;
  search: RegExp;
  par: string;
  dependency: string;
  addLabel: string;
  depsTitle: string;
  addAlong: string;
  inCart: string;
  preview: string;
  selectedAll: string;
  selectedNone: string;
  submit: RegExp;
  selectData: string;
  select: string;
  deliveryDate: string;
  planTime: string;
  deliveryReason: string;
  applyRemark: string;
  mandatory: string;
  submitted: RegExp;
  ongoing: string;
  finished: string;
  revoke: RegExp;
  revoked: string;
  addAgain: string;
  operations: string;
  submittedAction: string;
};

const zh: Texts = {
  title: '补丁集申请',
  apply: '申请补丁',
  branchLabel: '目标分支',
  branch: 'a-phone-x1-nx310-main · A-Phone X1 · NX310',
  keyword: '关键字',
  issueType: '问题类型',
  issueTypeValue: '兼容性',
  search: spaced('查询'),
  par: 'PAR-2026-0005',
  dependency: 'PAR-2026-0004',
  addLabel: '加入购物车',
  depsTitle: 'PAR-2026-0005 依赖以下 PAR',
  addAlong: '一并加入',
  inCart: '已在购物车',
  preview: '预览并提交',
  selectedAll: '已选 2 / 2 个 PAR',
  selectedNone: '已选 0 / 2 个 PAR',
  submit: /^提交申请$/,
  selectData: '请先选择数据',
  select: '请选择',
  deliveryDate: '交付日期',
  planTime: '计划时间',
  deliveryReason: '交付原因',
  applyRemark: '申请备注',
  mandatory: '必须合入',
  submitted: /^申请 (PSA\d{6}) 已提交$/,
  ongoing: '进行中',
  finished: '已结束',
  revoke: spaced('撤回'),
  revoked: '已撤回',
  addAgain: '重新加入购物车',
  operations: '操作记录',
  submittedAction: '提交申请',
};

const en: Texts = {
  title: 'Patch Sets',
  apply: 'Apply for patches',
  branchLabel: 'Destination branch',
  branch: 'a-tablet-t2-nx520-main · A-Tablet T2 · NX520-5G',
  keyword: 'Keyword',
  issueType: 'Issue type',
  issueTypeValue: 'Stability',
  search: /^Search$/,
  par: 'PAR-2026-0030',
  dependency: 'PAR-2026-0029',
  addLabel: 'Add to cart',
  depsTitle: 'PAR-2026-0030 depends on these PARs',
  addAlong: 'Add along',
  inCart: 'In the cart',
  preview: 'Preview and submit',
  selectedAll: '3 of 3 PARs selected',
  selectedNone: '0 of 3 PARs selected',
  submit: /^Submit the apply$/,
  selectData: 'please select data first',
  select: 'please select',
  deliveryDate: 'Delivery date',
  planTime: 'Plan time',
  deliveryReason: 'Delivery reason',
  applyRemark: 'Apply remark',
  mandatory: 'Mandatory',
  submitted: /^Apply (PSA\d{6}) submitted$/,
  ongoing: 'Ongoing',
  finished: 'Finished',
  revoke: /^Revoke$/,
  revoked: 'Revoked',
  addAgain: 'Add to the cart again',
  operations: 'Operation history',
  submittedAction: 'Submitted',
};

async function toEnglish(page: Page) {
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
}

/**
 * The preview's form filled and submitted; resolves with the new apply's number. `previous`: the
 * number of an apply submitted just before, whose toast may still be showing.
 */
async function fillAndSubmit(page: Page, x: Texts, previous?: string): Promise<string> {
  await page.getByLabel(x.deliveryDate).fill('2026-08-01');
  await page.getByLabel(x.deliveryDate).press('Enter');
  await page.getByLabel(x.planTime).fill('2026-07-20');
  await page.getByLabel(x.planTime).press('Enter');
  await page.getByLabel(x.deliveryReason).fill('E2E: mass-production build');
  await page.getByLabel(x.applyRemark).fill('E2E apply');
  await page.getByRole('button', { name: x.submit }).click();
  const toasts = page.getByText(x.submitted);
  const toast = (previous ? toasts.filter({ hasNotText: previous }) : toasts).last();
  await expect(toast).toBeVisible();
  const no = x.submitted.exec((await toast.textContent()) ?? '')![1];
  await expect(page).toHaveURL(/\/patchset\?tab=applies/);
  return no;
}

/** The customer's journey up to a second, ongoing apply; resolves with its number. */
async function applyRevokeAndApplyAgain(page: Page, x: Texts, language: 'zh' | 'en'): Promise<string> {
  await signIn(page, customer, undefined, '/patchset');
  if (language === 'en') await toEnglish(page);
  // (The first page of a run may wait for a cold server: no speed is asserted here.)
  await expect(page.getByRole('heading', { name: x.title, level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(rows(page).first()).toBeVisible();
  await page.getByRole('button', { name: x.apply }).click();
  await expect(page).toHaveURL(/\/patchset\/addpatchset/);

  // The branch, then the PAR found by issue type and keyword.
  await chooseByTyping(page, page.getByLabel(x.branchLabel), x.branch);
  await expect(page).toHaveURL(/branchId=\d+/);
  await chooseByTyping(page, page.getByLabel(x.issueType), x.issueTypeValue);
  await page.getByLabel(x.keyword).fill(x.par);
  await page.getByRole('button', { name: x.search }).click();
  await expect(page).toHaveURL(/issueType=/);
  await expect(rows(page)).toHaveCount(1);

  // Its dependency is offered along, ticked.
  await rows(page)
    .getByRole('button', { name: `${x.addLabel} ${x.par}` })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(x.depsTitle)).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: new RegExp(x.dependency) })).toBeChecked();
  await dialog.getByRole('button', { name: x.addAlong }).click();
  await expect(dialog).toBeHidden();
  const cart = page.getByTestId('cart');
  await expect(cart.getByText(x.par)).toBeVisible();
  await expect(cart.getByText(x.dependency)).toBeVisible();
  await expect(rows(page).first().getByText(x.inCart)).toBeVisible();

  // The preview: nothing selected is refused with the spec's message, empty dates too.
  await cart.getByRole('button', { name: x.preview }).click();
  await expect(page).toHaveURL(/\/patchset\/preview\?branchId=\d+/);
  const count = page.getByTestId('selected-count');
  await expect(count).toHaveText(x.selectedAll);
  await page.locator('thead .ant-checkbox-input').click();
  await expect(count).toHaveText(x.selectedNone);
  await page.getByRole('button', { name: x.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: x.selectData }).first()).toBeVisible();
  await page.locator('thead .ant-checkbox-input').click();
  await expect(count).toHaveText(x.selectedAll);
  await page.getByRole('button', { name: x.submit }).click();
  await expect(page.locator('.ant-form-item-explain-error').filter({ hasText: x.select })).toHaveCount(2);
  const first = await fillAndSubmit(page, x);

  // Ongoing, then revoked (confirmed), then under finished as revoked.
  const row = rows(page).filter({ hasText: first });
  await expect(row).toContainText(x.ongoing);
  await row.getByRole('button', { name: x.revoke }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: x.revoke }).click();
  await expect(rows(page).filter({ hasText: first })).toHaveCount(0);
  await page.getByText(x.finished, { exact: true }).click();
  await expect(page).toHaveURL(/phase=finished/);
  const revoked = rows(page).filter({ hasText: first });
  await expect(revoked).toContainText(x.revoked);

  // Its PARs go into the cart again; submitted again, a new apply is ongoing.
  await revoked.getByRole('button', { name: x.addAgain }).click();
  await expect(page).toHaveURL(/\/patchset\/addpatchset\?branchId=\d+/);
  await expect(cart.getByText(x.par)).toBeVisible();
  await expect(cart.getByText(x.dependency)).toBeVisible();
  await cart.getByRole('button', { name: x.preview }).click();
  await expect(count).toHaveText(x.selectedAll);
  const second = await fillAndSubmit(page, x, first);
  expect(second).not.toBe(first);
  await expect(rows(page).filter({ hasText: second })).toContainText(x.ongoing);

  // Its page: the operation history names the submit.
  await rows(page).filter({ hasText: second }).getByRole('link', { name: second }).click();
  await expect(page).toHaveURL(/\/patchset\/ePatchDetail\?id=\d+/);
  await expect(page.getByRole('heading', { name: second })).toBeVisible();
  await expect(page.getByTestId('operation-history')).toContainText(x.submittedAction);
  return second;
}

test('zh: find a PAR, add it with its dependency, preview, submit, revoke, add again; staff publish it', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const no = await applyRevokeAndApplyAgain(page, zh, 'zh');

  // The engineer publishes it with a comment.
  await signIn(page, staff, undefined, '/admin/patchset');
  await expect(page.getByRole('heading', { name: '补丁集审批（工程师）' })).toBeVisible();
  await page.getByLabel('关键字').fill(no);
  await page.getByRole('button', { name: spaced('查询') }).click();
  const row = rows(page).filter({ hasText: no });
  await expect(row).toContainText('进行中');
  await row.getByRole('button', { name: spaced('发布') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`发布申请 ${no}`)).toBeVisible();
  await dialog.getByLabel('审批意见').fill('已合入 E2E 分支');
  await dialog.getByRole('button', { name: spaced('发布') }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('已发布');

  // The customer sees it finished, with the approval and the e-patch file to download.
  await signIn(page, customer, undefined, '/patchset?tab=applies&phase=finished');
  const finished = rows(page).filter({ hasText: no });
  await expect(finished).toContainText('已发布');
  await finished.getByRole('link', { name: no }).click();
  await expect(page.getByTestId('approval-history')).toContainText('发布');
  await expect(page.getByTestId('approval-history')).toContainText('已合入 E2E 分支');
  const downloaded = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /^下载 / })
    .first()
    .click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toBe(`${no}_a-phone-x1-nx310-main.txt`);
  const text = fs.readFileSync((await file.path())!, 'utf8');
  expect(text).toContain('PAR-2026-0004');
  expect(text).toContain('PAR-2026-0005');
});

test('en: the same journey in English; staff cancel it with a comment, the customer sees it cancelled', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const no = await applyRevokeAndApplyAgain(page, en, 'en');

  await signIn(page, staff, undefined, '/admin/patchset');
  await toEnglish(page);
  await expect(page.getByRole('heading', { name: 'Patch-set applies (engineer)' })).toBeVisible();
  await page.getByLabel('Keyword').fill(no);
  await page.getByRole('button', { name: /^Search$/ }).click();
  const row = rows(page).filter({ hasText: no });
  await row.getByRole('button', { name: 'Cancel apply' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Cancel apply ${no}`)).toBeVisible();
  // A cancel needs its comment.
  await dialog.getByRole('button', { name: 'Cancel apply' }).click();
  await expect(dialog.getByText('please input')).toBeVisible();
  await dialog.getByLabel('Approval comment').fill('Fixed in the next patch set instead');
  await dialog.getByRole('button', { name: 'Cancel apply' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Cancelled');

  await signIn(page, customer, undefined, '/patchset?tab=applies&phase=finished');
  await toEnglish(page);
  const finished = rows(page).filter({ hasText: no });
  await expect(finished).toContainText('Cancelled');
  await finished.getByRole('link', { name: no }).click();
  await expect(page.getByTestId('approval-history')).toContainText('Cancelled');
  await expect(page.getByTestId('approval-history')).toContainText('Comment: Fixed in the next patch set instead');
  await expect(page.getByText('The e-patch files can be downloaded here once the apply is published')).toBeVisible();
});

test('staff switch the module off: the menu entry is gone and /patchset refused; on again, it is back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, customer, undefined, '/');
  // (The menu arrives after the frame: wait for an entry that is always there first.)
  await expect(sideMenu(page).getByRole('menuitem', { name: '技术文档' })).toBeVisible({ timeout: 30_000 });
  await expect(sideMenu(page).getByRole('menuitem', { name: '补丁集申请' })).toBeVisible();

  await signIn(page, staff, undefined, '/admin/patchset?tab=switches');
  const moduleSwitch = page.getByRole('switch', { name: '深合移动 模块显示（modualDisplaySwitch）' });
  await expect(moduleSwitch).toBeChecked();
  await moduleSwitch.click();
  await expect(page.getByText('深合移动 的显示开关已保存')).toBeVisible();
  await expect(moduleSwitch).not.toBeChecked();

  await signIn(page, customer, undefined, '/');
  await expect(sideMenu(page).getByRole('menuitem', { name: '技术文档' })).toBeVisible({ timeout: 30_000 });
  await expect(sideMenu(page).getByRole('menuitem', { name: '补丁集申请' })).toHaveCount(0);
  await page.goto('/patchset');
  await expect(page).toHaveURL(/\/noPermission/);
  const refused = await page.request.get('/api/common/cust/patchsetlist/list', {
    headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
  });
  expect(refused.status()).toBe(403);

  await signIn(page, staff, undefined, '/admin/patchset?tab=switches');
  await page.getByRole('switch', { name: '深合移动 模块显示（modualDisplaySwitch）' }).click();
  await expect(page.getByRole('switch', { name: '深合移动 模块显示（modualDisplaySwitch）' })).toBeChecked();
  await signIn(page, customer, undefined, '/patchset');
  await expect(page.getByRole('heading', { name: '补丁集申请', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(sideMenu(page).getByRole('menuitem', { name: '补丁集申请' })).toBeVisible();
});
