// The floating feedback button on the pages outside the portal frame (spec §1: on every page but
// login, reset, register, verify, system upgrade and notices). web/routes.test.ts holds the route
// table's flags to that list; here each bare-layout page the spec does not exempt, taken from the
// same table, is opened signed in and shows the button — the viewers included, in their top bar.
import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { routes } from '../web/routes.ts';
import { signIn } from './helpers.ts';

const feedbackButton = (page: Page) => page.getByRole('button', { name: /^(反馈|Feedback)$/ });

/** Spec §1's exemptions. */
const exempt = ['/login', '/reset', '/register', '/verify', '/systemUpgrade', '/noticePage'];

/** An address each page opens at: a viewer is given a file (one the account cannot see is enough). */
const addressOf = (path: string) => (/(Video|Excel)$/.test(path) ? `${path}?fileId=1&name=x` : path);

test('every page outside the frame but the exempt ones shows the feedback button, the video and sheet viewers too', async ({
  page,
}) => {
  const bare = routes.filter((route) => route.layout === 'bare' && !exempt.includes(route.path));
  expect(bare.map((route) => route.path)).toEqual(expect.arrayContaining(['/dccVideo', '/trainExcel', '/notFound']));
  await signIn(page, 'customer@demo.test');
  for (const route of bare) {
    await page.goto(addressOf(route.path));
    await expect(page, route.path).toHaveURL((url) => url.pathname === route.path);
    await expect(feedbackButton(page), route.path).toBeVisible();
    if (!route.noFooter) continue;
    // A viewer fills the window to its bottom edge (a video's controls, a sheet's scroll bar): the
    // button sits in its top bar, beside the bar's note, and covers none of them.
    const button = (await feedbackButton(page).boundingBox())!;
    const bar = (await page.locator('header').first().boundingBox())!;
    expect(button.y, route.path).toBeGreaterThanOrEqual(bar.y);
    expect(button.y + button.height, route.path).toBeLessThanOrEqual(bar.y + bar.height);
    const note = (await page.locator('header > span').last().boundingBox())!;
    expect(note.x + note.width, route.path).toBeLessThanOrEqual(button.x);
  }
});
