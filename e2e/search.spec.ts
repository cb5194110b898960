// Full-text search in a real browser: the header search box of /faq leads to the
// results and back; hits are grouped by module with highlighted words and open the item; an
// empty query asks for words and calls nothing; no hits gives suggestions; advanced search by
// module and release date. Both languages.
import { expect, test } from './test.ts';
import type { Locator, Page } from '@playwright/test';
import { signIn } from './helpers.ts';

const customer = 'customer@demo.test';
const day = 86_400_000;
const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

const header = (page: Page) => page.locator('header.ant-layout-header');
const results = (page: Page, name: RegExp) => page.getByRole('list', { name });
const hits = (page: Page, name: RegExp) => results(page, name).locator(':scope > li');
/** The modules of the hits shown, each once, sorted. */
const modulesOf = async (list: Locator) =>
  [...new Set(await list.evaluateAll((items) => items.map((item) => item.getAttribute('data-module'))))].sort();

/** Sets the advanced form's release dates through the picker (start, then end). */
async function pickDates(page: Page, start: string, end: string, names: [string, string]) {
  // Until first used, a stand-in box holds the picker's place; a click loads the picker.
  const standIn = page.getByRole('textbox', { name: `${names[0]} → ${names[1]}` });
  if (await standIn.count()) await standIn.click();
  const from = page.getByRole('textbox', { name: names[0] });
  await from.click();
  await from.fill(start);
  await from.press('Enter');
  const to = page.getByRole('textbox', { name: names[1] });
  await to.fill(end);
  await to.press('Enter');
  await expect(from).toHaveValue(start);
  await expect(to).toHaveValue(end);
}

test('header search from /faq: results grouped by module, highlighted, open an item, and back to /faq', async ({
  page,
}) => {
  await signIn(page, customer, undefined, '/faq');
  await expect(page.getByRole('heading', { name: '常见问题' })).toBeVisible();
  const box = header(page).getByRole('search');
  await box.getByRole('textbox').fill('功耗');
  await box.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(page).toHaveURL(`/fullTextSearch?${new URLSearchParams({ keyword: '功耗', fromPage: '/faq' })}`);
  await expect(page.getByRole('heading', { name: '全文检索' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '关键词' })).toHaveValue('功耗');

  const list = hits(page, /^检索结果$/);
  await expect(list.first()).toBeVisible();
  await expect(list.first().locator('mark').first()).toHaveText('功耗');
  // Tabs per module with their counts; the FAQ tab narrows the hits to FAQ.
  const faqTab = page.getByRole('tab', { name: /^常见问题 \(\d+\)$/ });
  await faqTab.click();
  await expect(page).toHaveURL(/module=faq/);
  await expect(page.getByRole('tab', { name: /^常见问题 \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
  await expect(list.first()).toHaveAttribute('data-module', 'faq');
  // The list shown before the new answer holds the same hit: wait until every hit is of the module.
  await expect.poll(() => modulesOf(list)).toEqual(['faq']);
  const hit = list.filter({ hasText: 'NX310 待机功耗偏高如何排查？' });
  await expect(hit.getByText('常见问题', { exact: true })).toBeVisible(); // the module tag
  await expect(hit.getByText('NX310', { exact: true })).toBeVisible(); // the chip
  await expect(hit.getByText(/^发布时间: \d{4}-\d{2}-\d{2}$/)).toBeVisible();

  // The hit opens the article; back returns to the results; the back control to /faq.
  await hit.getByRole('link').click();
  await expect(page).toHaveURL(/\/faq\/faqDetail\?id=\d+$/);
  await expect(page.getByRole('heading', { name: 'NX310 待机功耗偏高如何排查？' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/fullTextSearch\?.*module=faq/);
  await page.getByRole('button', { name: '返回常见问题' }).click();
  await expect(page).toHaveURL('/faq');
  await expect(page.getByRole('heading', { name: '常见问题' })).toBeVisible();
});

test('an empty query asks for words and calls nothing; no hits gives suggestions', async ({ page }) => {
  await signIn(page, customer);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/common/search/')) calls.push(request.url());
  });
  await page.goto('/fullTextSearch');
  await expect(page.getByText('请输入关键词开始检索')).toBeVisible();
  await page.getByRole('textbox', { name: '关键词' }).fill('   ');
  await expect(page.getByRole('button', { name: /^搜\s*索$/ }).last()).toBeDisabled();
  expect(calls).toEqual([]); // (and still none below, where one search's answer is on screen and exactly one call was made)

  await page.getByRole('textbox', { name: '关键词' }).fill('qzxvbnm');
  await page.getByRole('textbox', { name: '关键词' }).press('Enter');
  await expect(page.getByText('没有找到与“qzxvbnm”相关的结果')).toBeVisible();
  await expect(page.getByText('检查关键词拼写是否正确')).toBeVisible();
  await expect(page.getByText('尝试使用更少或更通用的关键词')).toBeVisible();
  expect(calls).toHaveLength(1);
});

test('advanced search in Chinese: by module and release date', async ({ page }) => {
  await signIn(page, customer, undefined, '/fullTextSearch');
  await page.getByText('高级检索', { exact: true }).click();
  await expect(page).toHaveURL(/mode=advanced/);
  // The address changes at once; the form replaces the global box once the route guard has
  // approved the new address. Type into the form, not into the box it replaces.
  const form = page.getByRole('form', { name: '高级检索' });
  await expect(form).toBeVisible();
  // 'DDR' is also in documents and in a quick-start guide: the module choice keeps FAQ only.
  await form.getByRole('textbox', { name: '关键词' }).fill('DDR');
  await page.getByRole('checkbox', { name: '常见问题' }).check();
  const now = Date.now();
  await pickDates(page, isoDate(now - 30 * day), isoDate(now + day), ['开始日期', '结束日期']);
  await page.getByRole('button', { name: /^搜\s*索$/ }).click();
  await expect(page).toHaveURL(/modules=faq/);
  await expect(page).toHaveURL(new RegExp(`from=${isoDate(now - 30 * day)}`));
  const list = hits(page, /^检索结果$/);
  await expect(list.filter({ hasText: 'DDR 布线长度匹配要求是多少？' })).toHaveCount(1);
  // The list shown before the new answer holds the same hit: wait until every hit is of the module.
  await expect.poll(() => modulesOf(list)).toEqual(['faq']);
  // Only the chosen module's tab; every date inside the range.
  await expect(page.getByRole('tab', { name: /^技术文档/ })).toHaveCount(0);
  for (const text of await list.getByText(/^发布时间: /).allInnerTexts()) {
    const date = text.replace('发布时间: ', '');
    expect(date >= isoDate(now - 30 * day) && date <= isoDate(now + day), date).toBe(true);
  }

  // A range with nothing in it: no hits, and the suggestions include widening the conditions.
  await pickDates(page, '2020-01-01', '2020-12-31', ['开始日期', '结束日期']);
  await page.getByRole('button', { name: /^搜\s*索$/ }).click();
  await expect(page).toHaveURL(/from=2020-01-01/);
  await expect(page.getByText('没有找到与“DDR”相关的结果')).toBeVisible();
  await expect(page.getByText('放宽模块、芯片平台、语言或日期等条件')).toBeVisible();
});

test('search in English: header search from /quickStart, advanced by module and date, suggestions', async ({
  page,
}) => {
  await signIn(page, customer, undefined, '/quickStart');
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Quick Start' })).toBeVisible();
  const box = header(page).getByRole('search');
  await box.getByRole('textbox').fill('Flash Tool');
  await box.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/fullTextSearch\?keyword=Flash\+Tool&fromPage=%2FquickStart/);
  await expect(page.getByRole('heading', { name: 'Full-text Search' })).toBeVisible();
  const list = hits(page, /^Search results$/);
  const guide = list.filter({ hasText: 'Getting started with the Flash Tool' });
  await expect(guide.getByText('Quick Start', { exact: true })).toBeVisible();
  await expect(guide.locator('mark').first()).toHaveText(/^flash( tool)?$/i); // case-insensitive, highlighted

  await page.getByText('Advanced search', { exact: true }).click();
  await expect(
    page.getByRole('form', { name: 'Advanced search' }).getByRole('textbox', { name: 'Keywords' }),
  ).toHaveValue('Flash Tool');
  await page.getByRole('checkbox', { name: 'Quick Start' }).check();
  const now = Date.now();
  await pickDates(page, isoDate(now - 365 * day), isoDate(now + day), ['Start date', 'End date']);
  await page.getByRole('button', { name: 'Search', exact: true }).last().click();
  await expect(page).toHaveURL(/mode=advanced.*modules=quickstart/);
  await expect(list.filter({ hasText: 'Getting started with the Flash Tool' })).toHaveCount(1);
  // The list shown before the new answer holds the same hit: wait until every hit is of the module.
  await expect.poll(() => modulesOf(list)).toEqual(['quickstart']);

  await pickDates(page, '2020-01-01', '2020-01-31', ['Start date', 'End date']);
  await page.getByRole('button', { name: 'Search', exact: true }).last().click();
  await expect(page.getByText('No results for "Flash Tool"')).toBeVisible();
  await expect(page.getByText('Check the spelling of your keywords')).toBeVisible();
  await expect(page.getByText('Use fewer or more general words')).toBeVisible();

  await page.getByRole('button', { name: 'Back to Quick Start' }).click();
  await expect(page).toHaveURL('/quickStart');
});
