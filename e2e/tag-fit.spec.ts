// State tags in English: a column sized for the Chinese label was too narrow for some English ones
// ("Awaiting password" on /account, "Revising (customer)" and "Pending feedback" in the staff
// consoles), and the tag, kept on one line, ran over the next column. Every tag in a table cell
// must lie within the cell's box, its words whole, on the customer's pages and the staff's.
import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { signIn, tokenOf } from './helpers.ts';
import { walkStaffConsoles } from './staffConsoles.ts';

/**
 * The visible tags in table cells, and those of them whose box leaves their cell's or that break a
 * word over two lines ("Publish-ed"): a label may wrap between its words, never inside one.
 */
const tagsInCells = (page: Page) =>
  page.evaluate(() => {
    const outside: string[] = [];
    let seen = 0;
    for (const tag of document.querySelectorAll('.ant-table-cell .ant-tag')) {
      const box = tag.getBoundingClientRect();
      if (box.width === 0) continue; // in a tab not shown
      seen++;
      for (const text of [...tag.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE)) {
        for (const word of (text.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) outside.push(`${tag.textContent}: "${word[0]}" broken over ${lines.size} lines`);
        }
      }
      const cell = tag.closest('.ant-table-cell')!.getBoundingClientRect();
      if (box.left < cell.left || box.right > cell.right || box.top < cell.top || box.bottom > cell.bottom) {
        outside.push(
          `${tag.textContent}: ${Math.round(box.left)}–${Math.round(box.right)} in ${Math.round(cell.left)}–${Math.round(cell.right)}`,
        );
      }
    }
    return { seen, outside };
  });

/** Once the page's tables have their rows (no table still loading). */
const tablesLoaded = (page: Page) => expect(page.locator('.ant-table-wrapper .ant-spin-spinning')).toHaveCount(0);

async function inEnglish(page: Page) {
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
}

test('in English at 1280×800, every state tag of /account lies within its cell, "Awaiting password" too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'customer@demo.test', undefined, '/account');
  // A child that has not set its password yet: the longest English state.
  const stamp = Date.now();
  // A name is letters only: the stamp's digits spelled as letters.
  const name = `Tag ${[...String(stamp)].map((digit) => String.fromCharCode(97 + Number(digit))).join('')}`;
  const added = await page.request.post('/api/common/cust/account/add', {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
    data: { name, email: `tag.${stamp}@shenhe.test`, phone: `139${String(stamp).slice(-8)}`, menuCodes: ['M01'] },
  });
  expect(((await added.json()) as { code: number }).code).toBe(0);
  await inEnglish(page);
  await page.goto(`/account?keyword=${encodeURIComponent(name)}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.locator('.ant-tag', { hasText: 'Awaiting password' })).toBeVisible();
  expect(await tagsInCells(page)).toEqual({ seen: 1, outside: [] });
  // And the whole first page, with the demo child's "Active".
  await page.goto('/account');
  await expect(page.getByRole('row').filter({ hasText: 'child@demo.test' }).locator('.ant-tag')).toBeVisible();
  const { seen, outside } = await tagsInCells(page);
  expect(seen).toBeGreaterThanOrEqual(2);
  expect(outside).toEqual([]);
});

test('in English at 1280×800, every tag in the staff consoles’ tables lies within its cell', async ({ page }) => {
  test.slow(); // some twenty consoles and their tabs
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'pm@demo.test', undefined, '/admin/accounts');
  await inEnglish(page);
  const checked: string[] = [];
  await walkStaffConsoles(page, async (path, where) => {
    await tablesLoaded(page);
    const { seen, outside } = await tagsInCells(page);
    expect(outside, where).toEqual([]);
    if (seen) checked.push(path);
  });
  // The consoles whose states ran over before, and the accounts console, were among those checked.
  expect(checked).toEqual(expect.arrayContaining(['/admin/accounts', '/admin/review', '/admin/train']));
});

test('in English at 1280×800, every tag in the customer’s lists lies within its cell, its words whole', async ({
  page,
}) => {
  test.slow(); // some twenty lists
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'customer@demo.test', undefined, '/faq');
  await inEnglish(page);
  const lists = ['/faq', '/quickStart', '/dcc', '/tr', '/pcn', '/tool', '/qvl', '/qvlSupplier', '/samplecode'];
  lists.push(
    '/operator',
    '/deliver',
    '/patch',
    '/patchset',
    '/review',
    '/simulation/MySubmission',
    '/simulation/DraftList',
    '/train',
    '/download',
  );
  lists.push('/account');
  const checked: string[] = [];
  for (const path of lists) {
    await page.goto(path);
    await expect(page.locator('.ant-table-wrapper').first()).toBeVisible();
    await tablesLoaded(page);
    const { seen, outside } = await tagsInCells(page);
    expect(outside, path).toEqual([]);
    if (seen) checked.push(path);
  }
  // The FAQ's "Published", a word its column once broke in two, was among those checked.
  expect(checked).toEqual(expect.arrayContaining(['/faq', '/account']));
});
