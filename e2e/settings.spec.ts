// The staff console's settings (/admin/settings): the system-upgrade flag, confirmed before it is
// turned on, sends customers to /systemUpgrade while staff still reach the settings to turn it off;
// a new version of the AI assistant's terms, published through the form, is asked for again. (The
// AI terms, not the NDA or the disclaimers: a new version of those would touch every later journey.)
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { apiGet, button, openTab, signIn, tokenOf } from './helpers.ts';

const upgradeSwitch = (page: Page, name: string) => page.getByRole('switch', { name });

test('system upgrade: confirmed, customers see the upgrade page, staff turn it off again from the settings', async ({
  page,
  browser,
}) => {
  await signIn(page, 'pm@demo.test', undefined, '/admin/settings');
  const flag = upgradeSwitch(page, '系统升级开关');
  await expect(flag).not.toBeChecked();
  await expect(page.getByText('正常服务')).toBeVisible();

  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  try {
    // Turning it on asks first; cancelled, nothing changes.
    await flag.click();
    const confirm = page.getByRole('dialog').filter({ hasText: '开启系统升级？' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: button('取消') }).click();
    await expect(flag).not.toBeChecked();

    await flag.click();
    await confirm.getByRole('button', { name: button('开启') }).click();
    await expect(page.getByText('系统升级已开启，客户将看到升级页')).toBeVisible();
    await expect(flag).toBeChecked();
    await expect(page.getByText('升级中')).toBeVisible();

    // A customer's next step shows the upgrade page, the staff console included.
    await signIn(customer, 'customer@demo.test', undefined, '/dcc');
    await expect(customer).toHaveURL('/systemUpgrade');
    await customer.goto('/admin/settings');
    await expect(customer).toHaveURL('/systemUpgrade');

    // Staff are sent there too elsewhere, but still reach the settings, and turn it off.
    await page.goto('/dcc');
    await expect(page).toHaveURL('/systemUpgrade');
    await page.goto('/admin/settings');
    await expect(page).toHaveURL('/admin/settings');
    await expect(flag).toBeChecked();
    await flag.click();
    await expect(page.getByText('系统升级已关闭，门户恢复正常服务')).toBeVisible();

    await customer.goto('/systemUpgrade');
    await expect(customer).toHaveURL('/');
  } finally {
    // Never leave the portal in upgrade for the journeys after this one.
    await page.request.put('/api/admin/settings/maintenance', {
      headers: { Authorization: `Bearer ${await tokenOf(page)}` },
      data: { on: false },
    });
    await customerContext.close();
  }
});

test('in English: a new version of the AI terms is published through the form and asked for again', async ({
  page,
  browser,
}) => {
  // A customer who accepted the terms as they are now.
  const context = await browser.newContext();
  const customer = await context.newPage();
  await signIn(customer, 'other@demo.test');
  const headers = { Authorization: `Bearer ${await tokenOf(customer)}` };
  const { version } = await apiGet<{ version: number }>(customer, '/common/fae/disclaimer/getDisclaimerFlag');
  expect(
    (
      await customer.request.post('/api/common/fae/disclaimer/isDisclaimerAccepted', { headers, data: { version } })
    ).ok(),
  ).toBe(true);

  await signIn(page, 'pm@demo.test', undefined, '/admin/settings');
  await page.getByRole('button', { name: 'English' }).click();
  await openTab(page, 'AI assistant terms of use');
  const panel = page.getByRole('tabpanel', { name: 'AI assistant terms of use' });
  // The history's rows: one per version, each with its View button.
  const versions = panel.getByRole('row').filter({ has: page.getByRole('button', { name: 'View' }) });
  await expect(versions).toHaveCount(1);
  await expect(versions.first()).toContainText('Current');

  await panel.getByRole('button', { name: 'Publish a new version' }).click();
  const drawer = page.getByRole('dialog', { name: 'New version: AI assistant terms of use' });
  // Filled in with the current text; the version must be given, in its pattern.
  await expect(drawer.getByLabel('Title (English)')).toHaveValue('AI Assistant (beta): terms of use');
  await drawer.getByRole('button', { name: 'Publish' }).click();
  await expect(drawer.getByText('Please input')).toBeVisible();
  await drawer.getByLabel('Version', { exact: true }).fill('v 2');
  await expect(drawer.getByText("Letters, digits, '.', '_' and '-' only")).toBeVisible();
  await drawer.getByLabel('Version', { exact: true }).fill('e2e-2');
  await drawer.getByLabel('Title (English)').fill('AI Assistant: terms of use, e2e edition');
  await drawer.getByRole('button', { name: 'Publish' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Publish version e2e-2?' });
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('AI assistant terms of use: version e2e-2 published')).toBeVisible();
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText('e2e-2');
  await expect(versions.first()).toContainText('Current');
  await expect(versions.nth(1)).not.toContainText('Current');

  // The customer who accepted the old terms is asked for the new ones.
  await customer.goto('/uniAi');
  const gate = customer.getByTestId('ai-disclaimer');
  await expect(gate).toContainText('AI Assistant: terms of use, e2e edition');
  await customer.getByTestId('ai-disclaimer-accept').click();
  await expect(gate).toBeHidden();
  await context.close();
});
