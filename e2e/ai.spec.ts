// The AI assistant in a real browser, in Chinese (company A) and in English (company B): the terms
// of use come first; a question's answer streams in (the text grows while it is written) and Stop
// ends it with what was said kept; a second answer completes with its sources linked; like it; the
// conversation is in the side list and is deleted from there. The server runs the built-in
// extractive engine (no AI_BASE_URL), so the answers are excerpts of the seed's content.
import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { signIn, spaced } from './helpers.ts';

const texts = {
  zh: {
    account: 'customer@demo.test',
    accept: '我已阅读并同意',
    problemType: '问题类型',
    power: '电源与功耗',
    first: 'NX310 待机功耗偏高应该如何排查？',
    second: '如何排查待机电流和 GPIO 漏电？',
    stopped: '已停止生成',
    sources: '参考资料',
    like: '有帮助',
    deleteOk: '删除',
  },
  en: {
    account: 'other@demo.test',
    accept: 'I have read and accept',
    problemType: 'Problem type',
    power: 'Power and consumption',
    first: 'Power Management Hardware Design Guide Datasheet Application Note',
    second: 'Power Management Datasheet',
    stopped: 'Stopped',
    sources: 'Sources',
    like: 'Helpful',
    deleteOk: 'Delete',
  },
} as const;

async function ask(page: Page, question: string) {
  await page.getByTestId('ai-question').fill(question);
  await page.getByTestId('ai-send').click();
}

for (const language of ['zh', 'en'] as const) {
  const x = texts[language];

  test(`${language}: accept the terms, watch an answer stream, stop it, like a full one, delete the conversation`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // Company B's account reads the portal in English already.
    await signIn(page, x.account, undefined, '/uniAi');
    const gate = page.getByTestId('ai-disclaimer');
    await expect(gate).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('ai-disclaimer-accept').click();
    await expect(gate).toBeHidden();

    await page.getByLabel(x.problemType, { exact: true }).click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByTitle(x.power, { exact: true })
      .click();

    // The first answer streams: its text grows while it is written; Stop keeps what was said.
    await ask(page, x.first);
    const answer = page.getByTestId('ai-message-assistant').last();
    await expect(answer).toHaveAttribute('data-status', 'streaming', { timeout: 30_000 });
    await expect.poll(async () => (await answer.innerText()).length, { timeout: 30_000 }).toBeGreaterThan(20);
    const early = (await answer.innerText()).length;
    await expect.poll(async () => (await answer.innerText()).length, { timeout: 30_000 }).toBeGreaterThan(early);
    await page.getByTestId('ai-stop').click();
    await expect(answer).toHaveAttribute('data-status', 'stopped');
    await expect(answer.getByTestId('ai-status')).toHaveText(x.stopped);
    const kept = (await answer.innerText()).length;
    expect(kept).toBeGreaterThan(early);

    // A second question in the same conversation completes, with its sources linked.
    await ask(page, x.second);
    const full = page.getByTestId('ai-message-assistant').last();
    await expect(full).toHaveAttribute('data-status', 'complete', { timeout: 60_000 });
    const sources = full.getByTestId('ai-sources');
    await expect(sources).toContainText(x.sources);
    await expect(sources.getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/(faq|quickStart|samplecode|dcc|tr|pcn|tool)/,
    );
    const like = full.getByRole('button', { name: x.like, exact: true });
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');

    // The conversation is in the side list; deleted from there, it is gone.
    const row = page.getByTestId('ai-conversation').filter({ hasText: x.first.slice(0, 12) });
    await expect(row).toHaveCount(1);
    await row.getByTestId('ai-delete-conversation').click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: spaced(x.deleteOk) })
      .click();
    await expect(row).toHaveCount(0);
  });
}

test('zh: an answer has one rating — dislike after like replaces it at once, also after a reload', async ({ page }) => {
  test.setTimeout(180_000);
  const x = texts.zh;
  const question = 'GPIO 漏电与待机电流如何排查？';
  await signIn(page, x.account, undefined, '/uniAi');
  const gate = page.getByTestId('ai-disclaimer');
  const chat = page.getByTestId('ai-question');
  await expect(gate.or(chat)).toBeVisible({ timeout: 30_000 });
  if (await gate.isVisible()) await page.getByTestId('ai-disclaimer-accept').click();
  await page.getByLabel(x.problemType, { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(x.power, { exact: true })
    .click();
  await ask(page, question);
  const answer = page.getByTestId('ai-message-assistant').last();
  await expect(answer).toHaveAttribute('data-status', 'complete', { timeout: 60_000 });
  const like = answer.getByTestId('ai-like');
  const dislike = answer.getByTestId('ai-dislike');

  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(dislike).toHaveAttribute('aria-pressed', 'false');

  // Dislike: the like is no longer shown while the reason is asked for, nor while the choice is sent.
  await dislike.click();
  const form = page.getByTestId('ai-dislike-form');
  await expect(form).toBeVisible();
  await expect(dislike).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await form.getByText('内容有误', { exact: true }).click();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/chat/messageFeedback', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByTestId('ai-dislike-submit').click();
  await expect(form).toBeVisible();
  await expect(dislike).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  release();
  await expect(form).toBeHidden();
  await expect(dislike).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAttribute('aria-pressed', 'false');

  // After a reload, the conversation's saved answer carries the dislike alone.
  await page.reload();
  await page
    .getByTestId('ai-conversation')
    .filter({ hasText: question.slice(0, 12) })
    .getByRole('button')
    .first()
    .click();
  const saved = page.getByTestId('ai-message-assistant').last();
  await expect(saved.getByTestId('ai-dislike')).toHaveAttribute('aria-pressed', 'true');
  await expect(saved.getByTestId('ai-like')).toHaveAttribute('aria-pressed', 'false');
});
