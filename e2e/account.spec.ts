// Child accounts in a real browser: the primary creates a child with two modules and a
// project it may not see; the child sets its password through the mailed link, signs in and
// sees only what it was granted; disabled by the primary, its session ends at once.
import { expect, test } from './test.ts';
import type { Browser, Page } from '@playwright/test';
import {
  acceptDisclaimersWhenShown,
  acceptNda,
  chooseByTyping,
  chooseInUserMenu,
  fillPasswordAndCode,
  loginButton,
  loginLabels,
  mailedText,
  signIn,
} from './helpers.ts';

const sideMenu = (page: Page) => page.getByRole('navigation', { name: /^(功能菜单|Modules)$/ });
const sideMenuNames = (page: Page) =>
  sideMenu(page)
    .locator('li[role="menuitem"]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('title')));
/** The checkbox of a node of the module permission tree, by its exact title. */
const treeBox = (page: Page, title: string) =>
  page
    .locator('.ant-tree-treenode')
    .filter({ has: page.locator('.ant-tree-title', { hasText: new RegExp(`^${title}$`) }) })
    .locator('.ant-tree-checkbox');
const formItem = (page: Page, label: string) =>
  page.locator('.ant-form-item').filter({ has: page.getByText(label, { exact: true }) });

/** A fresh, signed-out browser context for the child. */
async function childPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/**
 * The invitation mailed to `email` after `since`, opened as it stands in the mail (a mail client
 * has no page to resolve a relative link against) in a fresh browser of the child's.
 */
async function openInvite(browser: Browser, email: string, since: number): Promise<{ child: Page; link: string }> {
  const link = await mailedText(email, since, /(https?:\/\/[^\s/]+\/verify\?invite=[\w-]+)/);
  const child = await childPage(browser);
  await acceptDisclaimersWhenShown(child);
  await child.goto(link);
  return { child, link };
}

test('a primary creates a child with two modules and a hidden project; the child sets its password by the mailed link, sees only those; disabled, its session ends', async ({
  page,
  browser,
}) => {
  test.slow(); // two sign-ins through the real screen, two invitation pages and a disable: ~30 s on an idle 2-core machine
  const email = `qian.${Date.now()}@shenhe.test`;
  await signIn(page, 'customer@demo.test');
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: '账号管理' })).toBeVisible();
  await page.getByRole('button', { name: '新增子账号' }).click();
  await expect(page).toHaveURL(/\/account\/accountAdd$/);
  await expect(page.getByRole('heading', { name: '新增子账号' })).toBeVisible();

  // Spec §5: required fields, the name rule and "account creation needs module permissions selected".
  await page.getByRole('button', { name: '创建并发送邀请' }).click();
  await expect(formItem(page, '姓名')).toContainText('请输入');
  await expect(formItem(page, '模块权限').locator('.ant-form-item-explain-error')).toHaveText(
    '创建账号需要选择模块权限',
  );
  await page.getByLabel('姓名').fill('钱工 42');
  await expect(formItem(page, '姓名')).toContainText('只允许输入中文和英文');
  await page.getByLabel('邮箱').fill('qian@');
  await expect(formItem(page, '邮箱')).toContainText('请输入正确的邮箱格式');

  await page.getByLabel('姓名').fill('钱工');
  await page.getByLabel('邮箱').fill(email);
  await page.getByLabel('手机号').fill('13900001234');
  // A function ticks its module; a second module on its own.
  await treeBox(page, '下载文档').click();
  await expect(treeBox(page, '技术文档')).toHaveClass(/ant-tree-checkbox-checked/);
  await treeBox(page, '常见问题').click();
  await expect(formItem(page, '模块权限').locator('.ant-form-item-explain-error')).toHaveCount(0);
  await chooseByTyping(page, page.getByLabel('不可见项目'), 'A-Secret');
  await page.keyboard.press('Escape');

  const since = Date.now() - 1000;
  await page.getByRole('button', { name: '创建并发送邀请' }).click();
  await expect(page.getByText(`已创建，邀请邮件已发送至 ${email}`)).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('钱工');
  await expect(row).toContainText('待设置密码');
  await expect(row).toContainText('子账号');
  await expect(row).toContainText('李工'); // creator: the primary

  // The detail: granted modules and the hidden project.
  await row.getByRole('button', { name: '查看' }).click();
  await expect(page).toHaveURL(/\/account\/accountView\?id=\d+$/);
  const granted = page.getByRole('list', { name: '模块权限' });
  await expect(granted.getByRole('listitem')).toHaveCount(2);
  await expect(granted).toContainText('技术文档');
  await expect(granted).toContainText('下载文档');
  await expect(granted).toContainText('常见问题');
  await expect(page.getByText('A-Secret', { exact: true })).toBeVisible();

  // The child: the mailed link sets its password, then sign-in with the address filled in.
  const { child, link } = await openInvite(browser, email, since);
  await expect(child.getByRole('heading', { name: '设置登录密码' })).toBeVisible();
  await child.getByLabel('登录密码').fill('short');
  await expect(formItem(child, '登录密码')).toContainText('密码长度为 8–20 位');
  await child.getByLabel('登录密码').fill('Chip#Design42');
  await child.getByLabel('确认密码').fill('Chip#Design43');
  await expect(formItem(child, '确认密码')).toContainText('两次输入的密码不一致');
  await child.getByLabel('确认密码').fill('Chip#Design42');
  await child.getByRole('button', { name: '设置密码并完成验证' }).click();
  await expect(child).toHaveURL(/\/login$/);
  await expect(child.getByLabel('用户名', { exact: true })).toHaveValue(email);
  await fillPasswordAndCode(child, 'Chip#Design42');
  await acceptNda(child);
  await child.getByRole('button', { name: loginButton }).click();
  await expect(child).toHaveURL(/\/$/);
  await expect(sideMenu(child).locator('li[role="menuitem"]')).toHaveCount(2);
  expect(await sideMenuNames(child)).toEqual(['技术文档', '常见问题']);
  await child.goto('/account');
  await expect(child).toHaveURL(/\/noPermission$/);

  // The link works once: opened again, the page says at once that it is spent, with no form to fill.
  const again = await childPage(browser);
  await again.goto(link);
  await expect(again.getByText('链接已失效')).toBeVisible();
  await expect(again.getByLabel('登录密码')).toHaveCount(0);

  // The primary disables the child: confirmed by name, and the child's session ends.
  await page.goto('/account');
  const listed = page.getByRole('row').filter({ hasText: email });
  await expect(listed).toContainText('正常');
  await listed.getByRole('button', { name: '停用' }).click();
  const confirm = page.locator('.ant-popconfirm');
  await expect(confirm).toContainText(`确认停用“钱工”（${email}）`);
  await confirm.getByRole('button', { name: /^停\s*用$/ }).click();
  await expect(listed).toContainText('已停用');
  await child.goto('/dcc');
  await expect(child).toHaveURL(/\/login/);
  await child.context().close();
  await again.context().close();
});

test('in English: a primary creates a child with two modules and a hidden project; the child sets its password by the mailed link and sees only those', async ({
  page,
  browser,
}) => {
  test.slow(); // a sign-in through the real screen and the invitation page, beside the primary's
  await signIn(page, 'customer@demo.test');
  await page.goto('/account/accountAdd');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'New child account' })).toBeVisible();
  await page.getByLabel('Name').fill('Wang Lei');
  await page.getByLabel('E-mail').fill('wang.lei@');
  await expect(formItem(page, 'E-mail')).toContainText('please enter correct e-mail format');
  await page.getByRole('button', { name: 'Create and send invitation' }).click();
  await expect(formItem(page, 'Module permissions').locator('.ant-form-item-explain-error')).toHaveText(
    'Account creation needs module permissions selected',
  );
  await expect(treeBox(page, 'Accounts')).toHaveCount(0); // never handed on

  const email = `wang.${Date.now()}@shenhe.test`;
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Phone').fill('13900004321');
  await treeBox(page, 'Download tools').click(); // ticks Tools too
  await treeBox(page, 'FAQ').click();
  await chooseByTyping(page, page.getByLabel('Unauthorized projects'), 'A-Secret');
  await page.keyboard.press('Escape');
  const since = Date.now() - 1000;
  await page.getByRole('button', { name: 'Create and send invitation' }).click();
  await expect(page.getByText(`Created; the invitation was sent to ${email}`)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Last sign-in' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Wang Lei');
  await row.getByRole('button', { name: 'View' }).click();
  const granted = page.getByRole('list', { name: 'Module permissions' });
  await expect(granted.getByRole('listitem')).toHaveCount(2);
  await expect(granted).toContainText('Download tools');
  await expect(page.getByText('A-Secret', { exact: true })).toBeVisible();

  // The child, in English: the mailed link, then the sign-in screen with the address filled in.
  const { child } = await openInvite(browser, email, since);
  await child.getByRole('button', { name: 'English' }).click();
  await expect(child.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await child.getByLabel('Password', { exact: true }).fill('Chip#Design42');
  await child.getByLabel('Confirm password').fill('Chip#Design42');
  await child.getByRole('button', { name: 'Set password and verify' }).click();
  await expect(child).toHaveURL(/\/login$/);
  await expect(child.getByLabel('Username')).toHaveValue(email);
  await fillPasswordAndCode(child, 'Chip#Design42', 'en');
  await acceptNda(child, loginLabels.en.nda);
  await child.getByRole('button', { name: 'Log in' }).click();
  await expect(child).toHaveURL(/\/$/);
  await expect(sideMenu(child).locator('li[role="menuitem"]')).toHaveCount(2);
  // Signed in, the account's own language applies: its primary's, Chinese (spec §3); English is a click away.
  expect(await sideMenuNames(child)).toEqual(['工具', '常见问题']);
  await child.getByRole('button', { name: 'English' }).click();
  await expect(sideMenu(child).getByRole('menuitem', { name: 'Tools' })).toBeVisible();
  expect(await sideMenuNames(child)).toEqual(['Tools', 'FAQ']);
  await child.goto('/account');
  await expect(child).toHaveURL(/\/noPermission$/);
  await child.context().close();
});

/** The names the home page's quick navigation shows, in order. */
const quickNavNames = (page: Page, title: string) =>
  page
    .getByRole('list', { name: title })
    .locator(':scope > li > [aria-label]')
    .evaluateAll((tiles) => tiles.map((tile) => (tile.getAttribute('aria-label') ?? '').split(',')[0]));

/** A child of company A made through the API (add + the mailed link), holding `codes`. */
async function childByApi(page: Page, codes: string[]): Promise<{ email: string; password: string }> {
  const email = `sun.${Date.now()}@shenhe.test`;
  const password = 'Chip#Design42';
  const since = Date.now() - 1000;
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const added = await page.request.post('/api/common/cust/account/add', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: '孙工', email, phone: '13900005678', menuCodes: codes, unauthorizedProjectIds: [] },
  });
  expect((await added.json()).code).toBe(0);
  const invite = await mailedText(email, since, /invite=([\w-]+)/);
  const accepted = await page.request.post('/api/gateway/user/acceptInvite', {
    data: { token: invite, password, confirmPassword: password },
  });
  expect((await accepted.json()).code).toBe(0);
  return { email, password };
}

test('Personal Center shows the profile; a password change signs out and the new password signs in', async ({
  page,
  browser,
}) => {
  await signIn(page, 'customer@demo.test');
  const { email, password } = await childByApi(page, ['M01', 'M14', 'M18']);
  const child = await childPage(browser);
  await signIn(child, email, password);
  await chooseInUserMenu(child, /^用户菜单/, '个人中心', /\/personalCenter$/);
  await expect(child).toHaveURL(/\/personalCenter$/);
  const profile = child.locator('.ant-descriptions');
  await expect(profile).toContainText('孙工');
  await expect(profile).toContainText(email);
  await expect(profile).toContainText('深合移动');
  await expect(profile).toContainText('子账号');
  await expect(profile).toContainText('0 天');
  await expect(profile).toContainText(/2026-01 版，于 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 同意/);
  await expect(profile).toContainText(/\d{4}-\d{2}-\d{2}\s*剩余 90 天/);

  await child.getByLabel('原密码').fill('Wrong#Pass1');
  await child.getByLabel('新密码', { exact: true }).fill('Chip#Design77');
  await child.getByLabel('确认新密码').fill('Chip#Design77');
  await child.getByRole('button', { name: '修改密码' }).click();
  await expect(formItem(child, '原密码')).toContainText('原密码不正确');
  await child.getByLabel('原密码').fill(password);
  await child.getByRole('button', { name: '修改密码' }).click();
  await expect(child).toHaveURL(/\/login$/);
  await expect(child.getByText('密码已修改，请使用新密码重新登录')).toBeVisible();
  await signIn(child, email, 'Chip#Design77');
  await expect(child.getByRole('list', { name: '快捷导航' })).toBeVisible();
  await child.context().close();
});

test('in English: the menu settings choose and order the home quick navigation', async ({ page }) => {
  await signIn(page, 'other@demo.test');
  await page.getByRole('button', { name: 'English' }).click();
  await expect.poll(async () => (await quickNavNames(page, 'Quick navigation')).length).toBeGreaterThan(3);
  const all = await quickNavNames(page, 'Quick navigation');
  await chooseInUserMenu(page, /^User menu/, 'Personal Center', /\/personalCenter$/);
  await expect(page.getByRole('heading', { name: 'Personal Center' })).toBeVisible();
  await expect(page.locator('.ant-descriptions')).toContainText('Primary account');
  await page.getByRole('button', { name: 'Set up' }).click();
  await expect(page).toHaveURL(/\/personalCenter\/systemMenuSettings$/);
  await expect(page.getByText('Default settings')).toBeVisible();

  // Keep three entries, the last one moved first.
  const available = page.getByRole('group', { name: 'Available entries' });
  for (const name of all.slice(3)) await available.getByRole('checkbox', { name }).uncheck();
  const order = page.getByRole('list', { name: 'Order on the home page' });
  await expect(order.getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: `Move ${all[2]} up` }).click();
  await page.getByRole('button', { name: `Move ${all[2]} up` }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your own settings')).toBeVisible();

  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect.poll(() => quickNavNames(page, 'Quick navigation')).toEqual([all[2], all[0], all[1]]);
  await page.reload();
  await expect.poll(() => quickNavNames(page, 'Quick navigation')).toEqual([all[2], all[0], all[1]]);

  // Back to the default: every entry again.
  await page.goto('/personalCenter/systemMenuSettings');
  await page.getByRole('button', { name: 'Restore default' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Restore default' }).click();
  await expect(page.getByText('Default settings')).toBeVisible();
  await page.goto('/');
  await expect.poll(() => quickNavNames(page, 'Quick navigation')).toEqual(all);
});
