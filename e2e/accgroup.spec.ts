// Account groups in a real browser: the group's manager (customer@demo.test) creates a
// customer role with functions in Personal Center, sets it for a member (child@demo.test) in batch,
// and the member's permissions change accordingly: the role's module appears in its menu, and the
// primary's /account pages show what the role adds.
import { expect, test } from './test.ts';
import type { Browser, Locator, Page } from '@playwright/test';
import { chooseByTyping, openTab, signIn, tokenOf } from './helpers.ts';

const sideMenu = (page: Page) => page.getByRole('navigation', { name: /^(功能菜单|Modules)$/ });
/** The checkbox of a node of a permission tree (inside `scope`), by its exact title. */
const treeBox = (scope: Locator, title: string) =>
  scope
    .locator('.ant-tree-treenode')
    .filter({ has: scope.page().locator('.ant-tree-title', { hasText: new RegExp(`^${title}$`) }) })
    .locator('.ant-tree-checkbox');

async function memberPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'child@demo.test');
  return page;
}

/** Back to what the seed had: the member without roles (other journeys sign in as child@demo.test). */
async function clearMemberRoles(page: Page) {
  const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
  const groups = await (await page.request.get('/api/common/cust/manager/getUserAccGroup', { headers })).json();
  const groupId = groups.data[0].id as number;
  const users = await (
    await page.request.post('/api/common/cust/user/getUserList', { headers, data: { groupId } })
  ).json();
  const member = (users.data as { id: number; email: string }[]).find((u) => u.email === 'child@demo.test')!;
  const res = await page.request.post('/api/common/cust/user/batchSetUser', {
    headers,
    data: { groupId, userIds: [member.id], roleIds: [] },
  });
  expect(res.ok()).toBe(true);
}

// The first journey gives child@demo.test a role; whatever happens, it leaves without it.
let memberRolesChanged = false;
test.afterEach(async ({ page }) => {
  if (memberRolesChanged) await clearMemberRoles(page);
  memberRolesChanged = false;
});

test('the manager creates a role with functions, sets it for a member in batch, and the member gains that module', async ({
  page,
  browser,
}) => {
  test.slow(); // three sign-ins through the real screen (with the NDA) in one journey
  // The member before: no change notices (M03) in its menu.
  const member = await memberPage(browser);
  await expect(sideMenu(member).getByRole('menuitem', { name: '技术文档' })).toBeVisible();
  await expect(sideMenu(member).getByRole('menuitem', { name: '产品变更通知' })).toHaveCount(0);
  await member.context().close();

  await signIn(page, 'customer@demo.test');
  await page.goto('/personalCenter');
  const entry = page.locator('.ant-card').filter({ hasText: '账号权限设置' });
  await expect(entry).toContainText('研发一组');
  await entry.getByRole('button', { name: '去设置' }).click();
  await expect(page).toHaveURL(/\/personalCenter\/accountPermissionSettings/);
  await expect(page.getByRole('heading', { name: '账号权限设置' })).toBeVisible();
  await expect(page.locator('.ant-descriptions')).toContainText('李工（customer@demo.test）');
  // The group's functions: the default, never account management.
  await expect(page.getByText('默认（与主账号一致）')).toBeVisible();
  await expect(treeBox(page.locator('body'), '账号管理')).toHaveCount(0);

  // A new role with the change-notice module and its download.
  await openTab(page, '角色管理');
  await expect(page.getByRole('row').filter({ hasText: '研发工程师' })).toBeVisible();
  await page.getByRole('button', { name: '新建角色' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '保 存' }).click();
  await expect(dialog.locator('.ant-form-item-explain-error')).toHaveText('请输入');
  const roleName = `变更通知查阅 ${Date.now() % 100000}`;
  await dialog.getByLabel('角色名称').fill(roleName);
  await dialog.getByLabel('说明').fill('查看并下载产品变更通知');
  await treeBox(dialog, '产品变更通知').click();
  await treeBox(dialog, '下载变更通知').click();
  await dialog.getByRole('button', { name: '保 存' }).click();
  await expect(dialog).toBeHidden();
  const roleRow = page.getByRole('row').filter({ hasText: roleName });
  await expect(roleRow).toContainText('查看并下载产品变更通知');
  await expect(roleRow.getByRole('cell', { name: '2', exact: true })).toBeVisible(); // two functions

  // Set it for the member, in batch.
  await openTab(page, '组内用户');
  const memberRow = page.getByRole('row').filter({ hasText: 'child@demo.test' });
  await expect(memberRow).toContainText('未分配角色');
  await memberRow.getByRole('checkbox').check();
  await expect(page.getByText('已选 1 个用户')).toBeVisible();
  await page.getByRole('button', { name: '批量设置角色' }).click();
  const batch = page.getByRole('dialog');
  await chooseByTyping(page, batch.getByRole('combobox'), roleName);
  await batch.getByText('为 1 个用户设置角色').click(); // closes the options list
  memberRolesChanged = true;
  await batch.getByRole('button', { name: '确 定' }).click();
  await expect(batch).toBeHidden();
  await expect(memberRow).toContainText(roleName);

  // What the member holds now, as the manager sees it.
  await memberRow.getByRole('button', { name: '查看权限' }).click();
  const drawer = page.locator('.ant-drawer');
  await expect(drawer).toContainText('张工 的权限');
  await expect(treeBox(drawer, '产品变更通知')).toHaveClass(/ant-tree-checkbox-checked/);
  await expect(treeBox(drawer, '下载变更通知')).toHaveClass(/ant-tree-checkbox-checked/);

  // The member, signed in again: the module is in its menu and its page opens.
  const after = await memberPage(browser);
  await expect(sideMenu(after).getByRole('menuitem', { name: '产品变更通知' })).toBeVisible();
  await after.goto('/pcn');
  await expect(after).toHaveURL(/\/pcn/);
  await expect(after.getByRole('heading', { name: '产品变更通知' })).toBeVisible();
  await after.context().close();

  // Where the primary manages the child (/account): its group, the role, and what the role adds.
  await page.goto('/account');
  await page.getByRole('row').filter({ hasText: 'child@demo.test' }).getByRole('button', { name: '查看' }).click();
  const groupCard = page.locator('.ant-card').filter({ hasText: '账号组与角色' });
  await expect(groupCard).toContainText('研发一组');
  await expect(groupCard).toContainText(roleName);
  const added = groupCard.getByRole('list', { name: '通过角色获得的权限' });
  await expect(added).toContainText('产品变更通知');
  await expect(added).toContainText('下载变更通知');
  // The edit form says what roles give besides the ticks.
  await page.getByRole('button', { name: '编辑' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '研发一组' })).toContainText(
    `${roleName}）拥有：产品变更通知（下载变更通知）`,
  );
});

test('in English: the account permission settings speak English; a member without the code is refused', async ({
  page,
  browser,
}) => {
  await signIn(page, 'customer@demo.test');
  await page.goto('/personalCenter/accountPermissionSettings');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Account permission settings' })).toBeVisible();
  await expect(page.locator('.ant-descriptions')).toContainText('R&D Team 1');
  await expect(page.getByText('Default (same as the primary account)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restore default' })).toBeVisible();
  await openTab(page, 'Roles');
  await expect(page.getByRole('columnheader', { name: 'Functions' })).toBeVisible();
  await openTab(page, 'Users');
  await expect(page.getByRole('columnheader', { name: 'Platforms followed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set roles in batch' })).toBeDisabled();
  // A filter lives in the address: it finds nobody, and a reload keeps it.
  await page.getByLabel('Keyword').fill('nobody-here');
  await page.getByRole('button', { name: /^Search$/ }).click();
  await expect(page).toHaveURL(/tab=users&keyword=nobody-here/);
  await expect(page.getByRole('row').filter({ hasText: 'child@demo.test' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Keyword')).toHaveValue('nobody-here');
  await page.getByRole('button', { name: /^Reset$/ }).click();
  await expect(page.getByRole('row').filter({ hasText: 'child@demo.test' })).toBeVisible();

  // The member holds Personal Center but not accgroup.admin: no entry, and the page sends it away.
  const member = await memberPage(browser);
  await member.goto('/personalCenter');
  await expect(member.getByRole('heading', { name: '个人中心' })).toBeVisible();
  await expect(member.getByText('账号权限设置')).toHaveCount(0);
  await member.goto('/personalCenter/accountPermissionSettings');
  await expect(member).toHaveURL(/\/noPermission/);
  await member.context().close();
});
