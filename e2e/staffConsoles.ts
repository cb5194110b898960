// The staff consoles under /admin, as the route table lists them, walked tab by tab: the journeys
// that hold every console to a rule of the page (ids, tags) share the walk.
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { routes } from '../web/routes.ts';

export const staffConsoles = routes.filter((route) => route.path.startsWith('/admin/')).map((route) => route.path);

/**
 * Opens each staff console (the signed-in account must reach them all) and each tab of its first
 * tab bar, shown, and calls `visit` there with the console's path and a name for messages.
 */
export async function walkStaffConsoles(page: Page, visit: (path: string, where: string) => Promise<void>) {
  for (const path of staffConsoles) {
    await page.goto(path);
    await expect(page, path).toHaveURL((url) => url.pathname === path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A tab's name may carry a count that changes meanwhile: tabs by their place.
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    const count = await tabs.count();
    if (count === 0) await visit(path, path);
    for (let index = 0; index < count; index++) {
      const tab = tabs.nth(index);
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await visit(path, `${path} (${(await tab.textContent())?.trim()})`);
    }
  }
}
