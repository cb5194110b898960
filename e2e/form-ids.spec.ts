// Ids in the staff consoles: every console under /admin (from the route table) is opened as the
// demo project manager, each of its tabs, and each create dialog its plus buttons open. With the
// console's filter bar and the dialog both on the page, no two elements share an id, no label
// points at a field of another form, and each label of a dialog's form points at a field of that
// form — before, the new-sample and new-patch dialogs' "platform" label named the filter bar's
// select (both forms' fields had the id platformId), and the catalogue dialogs' "language" likewise.
import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { signIn } from './helpers.ts';
import { walkStaffConsoles } from './staffConsoles.ts';

type IdReport = { duplicates: string[]; strayLabels: string[] };

/**
 * Ids used more than once in the document; labels whose `for` names a field of another form, and
 * in a dialog, labels whose `for` names no field at all. (Outside dialogs, a filter bar's date
 * range takes no id, so its label names nothing: a label that helps no one, but misleads no one.)
 */
const idReport = (page: Page): Promise<IdReport> =>
  page.evaluate(() => {
    const counts = new Map<string, number>();
    for (const element of document.querySelectorAll('[id]')) counts.set(element.id, (counts.get(element.id) ?? 0) + 1);
    const strayLabels: string[] = [];
    for (const label of document.querySelectorAll('form label[for]')) {
      const target = document.getElementById(label.getAttribute('for')!);
      const wrong = target ? !label.closest('form')!.contains(target) : Boolean(label.closest('[role="dialog"]'));
      if (wrong) {
        strayLabels.push(
          `${label.textContent} → #${label.getAttribute('for')} ${target ? 'in another form' : 'missing'}`,
        );
      }
    }
    return { duplicates: [...counts].filter(([, count]) => count > 1).map(([id]) => id), strayLabels };
  });

const clean: IdReport = { duplicates: [], strayLabels: [] };
/** The page's create buttons: antd names a button after its icon first ("plus 新建示例"). */
const createButtons = (page: Page) => page.getByRole('button', { name: /^plus / }).filter({ visible: true });

test('every staff console and its create dialogs: no id twice in the document, each label on a field of its own form', async ({
  page,
}) => {
  test.slow(); // some twenty consoles, their tabs and their dialogs: ~60 s on an idle 2-core machine
  const opened: string[] = [];
  await signIn(page, 'pm@demo.test');
  await walkStaffConsoles(page, async (path, where) => {
    expect(await idReport(page), where).toEqual(clean);
    const names = [...new Set((await createButtons(page).allTextContents()).map((name) => name.trim()))];
    for (const name of names) {
      await createButtons(page).filter({ hasText: name }).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('form'), `${where}: ${name}`).toBeVisible();
      expect(await idReport(page), `${where}: ${name}`).toEqual(clean);
      opened.push(`${path}: ${name}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
  // The two dialogs the fault was seen in, among the rest.
  expect(opened).toEqual(expect.arrayContaining(['/admin/samplecode: 新建示例', '/admin/patch: 新建补丁']));
  expect(opened.length).toBeGreaterThanOrEqual(15);
});
