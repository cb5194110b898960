// FAQ and quick start in a real browser: the lists kept alive, like / collect / share /
// comment on an article, the comment shown as text and found again in the comment record, "My
// collection", quick-start guides grouped by the Application entries, and what another company
// cannot open. Both languages. Journeys share one server, so each works on its own articles.
import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { apiGet, openTab, signIn, spaced } from './helpers.ts';

const customer = 'customer@demo.test'; // company A: NX310–NX710
const otherCompany = 'other@demo.test'; // company B: NX730-5G, NX910 (works in English)

type Article = { id: number; title: string; likes: number; collected: boolean; liked: boolean };

async function articleByTitle(page: Page, module: 'faq' | 'quickstart', title: string): Promise<Article> {
  const { list } = await apiGet<{ list: Article[] }>(page, `/common/${module}/list?pageSize=100`);
  const article = list.find((item) => item.title === title);
  expect(article, title).toBeTruthy();
  return article!;
}

const likeButton = (page: Page) =>
  page.getByRole('button', { name: /^(like|点赞|取消点赞|Like|Unlike)/i }).filter({ hasText: /·/ });

test('FAQ in Chinese: like, collect, share, comment as text, the comment record, My collection', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const title = 'DDR 布线长度匹配要求是多少？';
  await signIn(page, customer, undefined, '/faq');
  await expect(page.getByRole('heading', { name: '常见问题' })).toBeVisible();
  for (const header of ['编号', '标题', '状态', '芯片平台', '关键词', '点赞', '浏览', '回复', '创建人']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  const before = await articleByTitle(page, 'faq', title);
  expect(before.liked).toBe(false);

  // Kept alive: a filter in the address survives the detail and the way back.
  await page.getByLabel('关键字').fill('DDR');
  await page.getByRole('button', { name: spaced('查询') }).click();
  await expect(page).toHaveURL(/\/faq\?keyword=DDR$/);
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`/faq/faqDetail?id=${before.id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  // The vendor's rich text keeps its formatting (sanitized on the server, rendered from an allowlist).
  await expect(page.locator('.article-rich-text code').first()).toHaveText('±5 mil');

  // Like: the count follows at once and stays after a reload.
  await expect(likeButton(page)).toHaveText(new RegExp(`点赞\\s*·\\s*${before.likes}$`));
  await likeButton(page).click();
  await expect(likeButton(page)).toHaveText(new RegExp(`取消点赞\\s*·\\s*${before.likes + 1}$`));
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true');

  // Collect, then share: the article's link is on the clipboard.
  await page.getByRole('button', { name: /^(star )?收\s*藏$/ }).click();
  await expect(page.getByText('已收藏', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /取消收藏$/ })).toBeVisible();
  await page.getByRole('button', { name: /分\s*享$/ }).click();
  await expect(page.getByText('复制成功，链接已复制到剪贴板')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    new URL(`/faq/faqDetail?id=${before.id}`, page.url()).toString(),
  );

  // A comment is plain text: markup in it is shown, never run.
  const comment = `<script>window.pwned=1</script> 请问 LPDDR5 也适用吗？ ${Date.now()}`;
  const box = page.getByLabel('评论内容');
  await box.fill(comment);
  await expect(page.getByText(`${[...comment].length} / 1000`)).toBeVisible();
  await page.getByRole('button', { name: '发表评论' }).click();
  await expect(page.getByText('评论已发表')).toBeVisible();
  const comments = page.getByRole('list', { name: '评论' });
  await expect(comments.locator('li').first().locator('.article-comment-text')).toHaveText(comment);
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  await expect(page.getByRole('heading', { name: /^评论（\d+）$/ })).toBeVisible();
  await expect(box).toHaveValue('');

  await page.reload();
  await expect(likeButton(page)).toHaveText(new RegExp(`取消点赞\\s*·\\s*${before.likes + 1}$`));
  await expect(page.getByRole('button', { name: /取消收藏$/ })).toBeVisible();

  // The comment record links back to the article.
  await page.goto('/faq/commentRecord');
  await expect(page.getByRole('heading', { name: '我的评论' })).toBeVisible();
  const row = page.locator('tbody tr.ant-table-row').filter({ hasText: comment });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`/faq/faqDetail?id=${before.id}`);

  // My collection: only what this account collected.
  await page.goto('/faq');
  await page.getByRole('checkbox', { name: '我的收藏' }).check();
  await page.getByRole('button', { name: spaced('查询') }).click();
  await expect(page).toHaveURL(/collected=true/);
  await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(page.locator('tbody tr.ant-table-row').getByRole('link', { name: title })).toBeVisible();

  // Uncollect and delete the comment: both gone.
  await page.getByRole('link', { name: title }).click();
  await page.getByRole('button', { name: /取消收藏$/ }).click();
  await expect(page.getByText('已取消收藏', { exact: true })).toBeVisible();
  const mine = comments.locator('li').filter({ hasText: comment });
  await mine.getByRole('button', { name: spaced('删除') }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: spaced('删除') })
    .click();
  await expect(page.getByText('评论已删除')).toBeVisible();
  await expect(mine).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/collected=true/);
  await expect(page.getByText('您还没有收藏任何问题', { exact: false })).toBeVisible();
});

test('vendor replies are marked; the list sorts by most liked', async ({ page }) => {
  await signIn(page, customer, undefined, '/faq');
  await page.getByRole('link', { name: 'NX310 待机功耗偏高如何排查？' }).click();
  const vendor = page
    .getByRole('list', { name: '评论' })
    .locator('li')
    .filter({ hasText: '感谢反馈。若仍高于 1.5 mA' });
  await expect(vendor.getByText('官方回复', { exact: true })).toBeVisible();
  await page.goBack();
  await page.getByText('点赞最多', { exact: true }).click();
  await expect(page).toHaveURL(/sort=likes/);
  const { list } = await apiGet<{ list: Article[] }>(page, '/common/faq/list?sort=likes&pageSize=10');
  await expect(page.locator('tbody tr.ant-table-row td:nth-child(2) a')).toHaveText(
    list.map((article) => article.title),
  );
});

test('the keyword filter: every row holds the word, marked in its title or in a snippet of its text', async ({
  page,
}) => {
  const title = 'NX310 待机功耗偏高如何排查？';
  await signIn(page, customer, undefined, '/faq');
  const rows = page.locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();

  await page.getByLabel('关键字').fill('功耗');
  await page.getByRole('button', { name: spaced('查询') }).click();
  await expect(page).toHaveURL(/keyword=%E5%8A%9F%E8%80%97/);
  await expect(page.locator('.ant-table-wrapper table[aria-busy="true"]')).toHaveCount(0);
  await expect(rows.first()).toBeVisible();
  // Each row says why it is there: the word marked in its title or its text, or among its keywords.
  for (const row of await rows.all()) {
    const marked = await row.locator('mark').allTextContents();
    const keywords = await row.locator('td:nth-child(5) .ant-tag').allTextContents();
    expect(
      [...marked, ...keywords].some((text) => text.includes('功耗')),
      await row.innerText(),
    ).toBe(true);
  }
  const titled = rows.filter({ hasText: title });
  await expect(titled.getByRole('link', { name: title }).locator('mark')).toHaveText('功耗');
  await expect(titled.getByRole('link', { name: title }).locator('mark')).toBeVisible();

  // A word only its text holds: the row is found, its snippet shows the word marked (as text).
  await page.getByLabel('关键字').fill('唤醒');
  await page.getByRole('button', { name: spaced('查询') }).click();
  await expect(page).toHaveURL(/keyword=%E5%94%A4%E9%86%92/);
  const byText = rows.filter({ hasText: title });
  await expect(byText.getByTestId('match-snippet').locator('mark')).toHaveText('唤醒');
  await expect(byText.getByTestId('match-snippet')).toContainText('唤醒源未屏蔽');
  await expect(byText.getByRole('link', { name: title }).locator('mark')).toHaveCount(0);
});

test('FAQ in English: like, collect, comment and the comment record speak English', async ({ page }) => {
  const title = 'How to capture modem logs?';
  await signIn(page, customer, undefined, '/faq');
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'FAQ', exact: true })).toBeVisible();
  for (const header of ['Number', 'Title', 'Status', 'Platform', 'Keywords', 'Likes', 'Views', 'Replies', 'Creator']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  const before = await articleByTitle(page, 'faq', title);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await likeButton(page).click();
  await expect(likeButton(page)).toHaveText(new RegExp(`Unlike\\s*·\\s*${before.likes + 1}$`));
  await page.getByRole('button', { name: /Collect$/ }).click();
  await expect(page.getByText('Added to your collection')).toBeVisible();
  const comment = `Does Log Catcher also record GNSS? ${Date.now()}`;
  await page.getByLabel('Your comment').fill(comment);
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByText('Comment posted')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Comments' }).locator('li').first()).toContainText(comment);
  await page.goto('/faq');
  await page.getByRole('button', { name: 'My comments' }).click();
  await expect(page).toHaveURL('/faq/commentRecord');
  await expect(page.getByRole('heading', { name: 'My comments' })).toBeVisible();
  await expect(
    page.locator('tbody tr.ant-table-row').filter({ hasText: comment }).getByRole('link', { name: title }),
  ).toBeVisible();
});

test('quick start: guides grouped by the Application entries; like, comment and the comment record', async ({
  page,
}) => {
  const title = '如何提交设计评审';
  await signIn(page, customer, undefined, '/quickStart');
  await expect(page.getByRole('heading', { name: '快速入门' })).toBeVisible();
  await openTab(page, /设计评审/);
  await expect(page).toHaveURL(/appCode=M09/);
  const titles = page.locator('tbody tr.ant-table-row td:nth-child(2)');
  await expect(titles).toHaveCount(2);
  for (const guide of [title, 'Reading review results'])
    await expect(titles.getByRole('link', { name: guide })).toBeVisible();
  await expect(page.locator('tbody tr.ant-table-row').getByText('设计评审', { exact: true })).toHaveCount(2);
  const before = await articleByTitle(page, 'quickstart', title);
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`/quickStart/quickStartDetail?id=${before.id}`);
  await expect(page.getByRole('button', { name: /收\s*藏$/ })).toHaveCount(0); // no collect on quick start
  await likeButton(page).click();
  await expect(likeButton(page)).toHaveText(new RegExp(`取消点赞\\s*·\\s*${before.likes + 1}$`));
  const comment = `zip 包可以超过 1 GB 吗？ ${Date.now()}`;
  await page.getByLabel('评论内容').fill(comment);
  await page.getByRole('button', { name: '发表评论' }).click();
  await expect(page.getByText('评论已发表')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/quickStart\?appCode=M09/); // kept: the group is in the address
  await page.goto('/quickStart/commentRecord');
  await expect(
    page.locator('tbody tr.ant-table-row').filter({ hasText: comment }).getByRole('link', { name: title }),
  ).toBeVisible();
});

test('another company cannot open an FAQ of a platform it is not authorized for', async ({ page }) => {
  const asA = await page.context().browser()!.newPage();
  await signIn(asA, customer, undefined, '/faq');
  const onlyA = await articleByTitle(asA, 'faq', 'DDR 布线长度匹配要求是多少？');
  await asA.close();
  await signIn(page, otherCompany, undefined, `/faq/faqDetail?id=${onlyA.id}`);
  await expect(page.getByText('This article does not exist, or you may not see it')).toBeVisible();
  await page.getByRole('button', { name: 'Back to the list' }).click();
  await expect(page).toHaveURL('/faq');
  await expect(page.getByRole('link', { name: 'NX910 支持哪些 Wi-Fi 标准？' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'DDR 布线长度匹配要求是多少？' })).toHaveCount(0);
});
