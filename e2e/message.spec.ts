// Message settings in the Personal Center: per module on or off, at once or a daily
// digest (the mails about one's own requests: on or off, always at once), saved with 'Operation success' and listed in the change log, in both languages.
import { expect, test } from './test.ts';
import { signIn } from './helpers.ts';

test('in Chinese: turn on daily digests of documents, save, and find the change in the log', async ({ page }) => {
  await signIn(page, 'customer@demo.test', undefined, '/personalCenter');
  const card = page.locator('.ant-card').filter({ has: page.getByText('消息设置', { exact: true }) });
  const save = card.getByRole('button', { name: '保存设置' });
  await expect(save).toBeDisabled(); // nothing changed yet
  const documents = card.getByRole('switch', { name: '接收技术文档邮件' });
  await expect(documents).not.toBeChecked();
  // Mails about the account's own requests are on from the start, sent as the request moves.
  await expect(card.getByRole('switch', { name: '接收设计评审邮件' })).toBeChecked();
  await expect(card.getByRole('row').filter({ hasText: '设计评审' })).toContainText('进度变化时立即发送');
  await documents.click();
  await card.getByRole('radiogroup', { name: '技术文档的发送方式' }).getByRole('radio', { name: '每日摘要' }).check();
  await save.click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(save).toBeDisabled();

  await card.getByRole('tab', { name: '修改记录' }).click();
  const row = card.getByRole('row').filter({ hasText: '技术文档' }).first();
  await expect(row).toContainText('不接收');
  await expect(row).toContainText('每日摘要');
  await expect(card.getByRole('columnheader', { name: '修改人' })).toBeVisible();
  await expect(row).toContainText('李工'); // who changed it: customer@demo.test

  // Saved on the server: a reload shows it.
  await page.reload();
  await expect(
    page
      .locator('.ant-card')
      .filter({ has: page.getByText('消息设置', { exact: true }) })
      .getByRole('switch', { name: '接收技术文档邮件' }),
  ).toBeChecked();
});

test('in English: tools at once, saved and logged; undo drops an unsaved change', async ({ page }) => {
  await signIn(page, 'other@demo.test', undefined, '/personalCenter'); // other@demo.test reads English
  const card = page.locator('.ant-card').filter({ has: page.getByText('Message settings', { exact: true }) });
  const tools = card.getByRole('switch', { name: 'E-mail about Tools' });
  await tools.click();
  await card.getByRole('button', { name: 'Undo changes' }).click();
  await expect(tools).not.toBeChecked();
  await tools.click();
  await card.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Operation success')).toBeVisible();
  await card.getByRole('tab', { name: 'Change log' }).click();
  const row = card.getByRole('row').filter({ hasText: 'Tools' }).first();
  await expect(row).toContainText('Off');
  await expect(row).toContainText('At once');
  await expect(card.getByRole('columnheader', { name: 'Changed by' })).toBeVisible();
  await expect(row).toContainText('Alex Morgan'); // who changed it: other@demo.test
});
