// What the sign-in journeys share: the demo password, the test captcha answer, signing in
// through the real screen, and reading the six-digit codes the server mails.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { limits } from '../contract/limits.ts';
import type { LoginData } from '../contract/auth.ts';
import { storageKeys } from '../web/stores/session.ts';
import { e2eCaptcha, e2eDataDirNote, e2ePort } from './dataDirNote.ts';

/** The captcha answer the e2e server accepts (e2e/serve.ts starts it with CAPTCHA_TEST_ANSWER). */
export const captchaAnswer = e2eCaptcha;

/** Every demo account's password (DOMAIN.md). */
export const demoPassword = 'Portal#2026';

/** The login button: antd spaces out two Chinese characters ("登 录"). */
export const loginButton = /^登\s*录$/;

/** A button's whole name, however antd spaces out its two Chinese characters ("合 入"). */
export const spaced = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);

/** The sign-in screen's labels in each language, and the NDA's (its link, accept button and box). */
export const loginLabels = {
  zh: {
    username: '用户名',
    password: '密码',
    code: '验证码',
    nda: { link: '《保密协议》', accept: '已阅读并同意', agree: '我已阅读并同意' },
  },
  en: {
    username: 'Username',
    password: 'Password',
    code: 'Verification code',
    nda: { link: 'NDA', accept: 'I have read and agree', agree: 'I have read and agree to the' },
  },
} as const;

/** Fills the password and the test captcha answer of the sign-in screen (the address may be filled in already). */
export async function fillPasswordAndCode(
  page: Page,
  password: string,
  language: keyof typeof loginLabels = 'zh',
): Promise<void> {
  await page.getByLabel(loginLabels[language].password, { exact: true }).fill(password);
  await page.getByLabel(loginLabels[language].code, { exact: true }).fill(captchaAnswer);
}

/** Fills the sign-in form (Chinese screen) without submitting it. */
export async function fillLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel(loginLabels.zh.username, { exact: true }).fill(username);
  await fillPasswordAndCode(page, password);
}

/** Opens the NDA, scrolls its text to the end, accepts it; the box is ticked afterwards. */
export async function acceptNda(
  page: Page,
  texts: { link: string; accept: string; agree: string } = loginLabels.zh.nda,
): Promise<void> {
  await page.getByRole('button', { name: texts.link }).click();
  const dialog = page.getByRole('dialog');
  const text = dialog.getByRole('region');
  await expect(text).toBeVisible();
  await text.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await dialog.getByRole('button', { name: texts.accept }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('checkbox', { name: texts.agree })).toBeChecked();
}

/** A button's name: antd spaces out two Chinese characters, and an icon's name may come first. */
export const button = (text: string) =>
  new RegExp(`^(?:[a-z-]+ )?${[...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*')}$`);

/** Chooses `option` in the antd Select labelled `label`. */
export async function pick(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(option, { exact: true })
    .click();
}

/**
 * The first-visit disclaimers dialog of /, in either language: known by its introduction, since
 * other terms (the AI assistant's) are accepted with a button of the same words.
 */
export const disclaimersDialog = (page: Page) =>
  // (While it is sending, the button's name starts with its loading icon's.)
  page
    .getByRole('dialog')
    .filter({ hasText: /欢迎使用 Nexora 技术支持门户|Welcome to the Nexora Support Portal/ })
    .filter({ has: page.getByRole('button', { name: /(我已阅读并接受|I have read and accept)$/ }) });

/**
 * Accepts the first-visit disclaimers dialog whenever it covers the page: it opens on / after an
 * account's first sign-in, at a moment the journey does not control, and journeys that are not
 * about it should not have to care. (Playwright runs the handler before an action it would block.)
 */
export async function acceptDisclaimersWhenShown(page: Page): Promise<void> {
  await page.addLocatorHandler(disclaimersDialog(page), async (dialog) => {
    // Not while it zooms in: Playwright checks only where the press lands, and the button, scaled
    // from the last mouse position, can move before the release, so no click fires (red once in
    // CI: the dialog stayed open). antd removes its motion classes once the dialog stands still.
    await expect(dialog).not.toHaveClass(/ant-zoom/);
    await dialog.getByRole('button', { name: /(我已阅读并接受|I have read and accept)$/ }).click();
    await expect(dialog).toBeHidden();
  });
}

/**
 * Signs in as `username` and opens `target` (default /), as the sign-in screen leaves a browser: the
 * login call (with the test captcha answer; the server records the NDA acceptance), then the
 * credentials the web app keeps (web/stores/session.ts: localStorage and the 12 h token cookie) and
 * the account's language. The screen itself has its own journeys (signin.spec.ts, through
 * `signInThroughScreen`); the others need not spend five seconds on it each time. The first-visit
 * disclaimers are accepted when they show, unless `keepDisclaimers` (the journey about that dialog).
 */
export async function signIn(
  page: Page,
  username: string,
  password = demoPassword,
  target?: string,
  options: { keepDisclaimers?: boolean } = {},
): Promise<void> {
  if (!options.keepDisclaimers) await acceptDisclaimersWhenShown(page);
  const response = await page.request.post('/api/gateway/user/login', {
    headers: { 'verify-code': crypto.randomUUID() },
    data: { username, password, code: captchaAnswer },
  });
  const envelope = (await response.json()) as {
    code: number;
    msg: string;
    data: LoginData;
  };
  expect(envelope.code, `sign-in of ${username}: ${envelope.msg}`).toBe(0);
  // A tiny page of the portal's origin, to write its storage before the app first loads.
  await page.goto('/version.json');
  const session = envelope.data;
  const stored: [string, string][] = [
    [storageKeys.token, session.token],
    [storageKeys.username, session.username],
    [storageKeys.companyName, session.companyName],
    [storageKeys.companyNameEn, session.companyNameEn],
    [storageKeys.email, session.email],
    [storageKeys.isChild, String(session.isChild)],
    [storageKeys.language, session.language],
  ];
  await page.evaluate(
    ({ stored, cookie }) => {
      for (const [key, value] of stored) localStorage.setItem(key, value);
      document.cookie = cookie;
    },
    {
      stored,
      cookie: `${storageKeys.token}=${encodeURIComponent(session.token)}; Max-Age=${limits.tokenLifeMs / 1000}; Path=/; SameSite=Lax`,
    },
  );
  await page.goto(target ?? '/');
  await expect(page).not.toHaveURL(/\/login/);
}

/** Signs in through the Chinese sign-in screen, NDA and all (the journeys about that screen). */
export async function signInThroughScreen(
  page: Page,
  username: string,
  password = demoPassword,
  target?: string,
): Promise<void> {
  await acceptDisclaimersWhenShown(page);
  await page.goto(target ? `/login?redirect=${encodeURIComponent(target)}` : '/login');
  await fillLogin(page, username, password);
  await acceptNda(page);
  await page.getByRole('button', { name: loginButton }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Chooses `title` in a searchable antd Select (`field`: its combobox) by typing it and pressing
 * Enter once it is the only option left. A click on an option just after the list opened or
 * filtered was lost twice in CI (the row was being re-rendered), and the form went on without it.
 */
export async function chooseByTyping(page: Page, field: Locator, title: string): Promise<void> {
  await field.fill(title);
  // Only this field's own list: the list of a select chosen just before may still be on the page,
  // closing, and its one option would pass for this one's.
  await expect(field).toHaveAttribute('aria-controls', /_list$/);
  const listId = await field.getAttribute('aria-controls');
  const options = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .filter({ has: page.locator(`[id="${listId}"]`) })
    .locator('.ant-select-item-option');
  await expect(options).toHaveCount(1);
  await expect(options).toHaveAttribute('title', title);
  await field.press('Enter');
}

/**
 * Waits until the open antd dropdown menu has finished its opening motion, as a person would before
 * choosing: during it the entries move, and a click timed between two frames can land beside them.
 */
export async function dropdownOpened(page: Page): Promise<void> {
  await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).not.toHaveClass(/-(enter|appear)\b/);
}

/**
 * Clicks `trigger`, which opens a confirmation over what is open (a drawer), and answers that new
 * dialog. Asking for the last dialog at once could find the drawer itself while the confirmation
 * is still opening, and press the drawer's button of the same name again.
 */
export async function confirmationOf(page: Page, trigger: Locator): Promise<Locator> {
  const dialogs = page.getByRole('dialog');
  const before = await dialogs.count();
  await trigger.click();
  await expect(dialogs).toHaveCount(before + 1);
  return dialogs.last();
}

/**
 * Opens the tab named `name` and waits until it is shown. A tab kept in the address is drawn in a
 * React transition (React Router 7): until it is, the old tab stays on screen and takes input, so
 * a box typed into at once may be the old tab's — a person waits to see the new one too.
 */
export async function openTab(page: Page, name: string | RegExp, exact = false): Promise<void> {
  const tab = page.getByRole('tab', { name, exact });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/**
 * Chooses `item` in the header's user dropdown (opened first unless it is open) and waits for a
 * path matching `url`. On / the menu stays disabled until the first-visit disclaimers are known to
 * be settled (web/layout/UserMenu.tsx), so the click waits for that, and the disclaimers handler
 * accepts the dialog if it opens meanwhile.
 */
export async function chooseInUserMenu(page: Page, menu: RegExp, item: string, url: RegExp): Promise<void> {
  // The dropdown's entry, not the side menu's staff section, which lists the same consoles.
  const entry = page.locator('.ant-dropdown').getByRole('menuitem', { name: item });
  if (!(await entry.isVisible())) await page.getByRole('button', { name: menu }).click();
  await dropdownOpened(page);
  await entry.click();
  await expect(page).toHaveURL((address) => url.test(address.pathname));
}

/** The signed-in page's token, for calling the API as that account. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token, 'signed in').toBeTruthy();
  return token!;
}

/** GETs an API path as the signed-in account of `page`; resolves with the envelope's data. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api${path}`, {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/**
 * DATA_DIR of e2e server `index` — by default the one the running journey talks to (its worker's,
 * e2e/test.ts) — which e2e/serve.ts writes down when it starts.
 */
export function dataDir(index = test.info().parallelIndex): string {
  return fs.readFileSync(e2eDataDirNote(e2ePort(index)), 'utf8').trim();
}

export type Mail = { to: string; body: string; writtenAt: number };

function decode(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** A single-part text mail as the server's file transport writes it (nodemailer, one .eml per mail). */
export function readMail(file: string): Mail {
  const raw = fs.readFileSync(file, 'utf8');
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' '); // unfold continued header lines
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1].trim() ?? '';
  const to = header('To')
    .replace(/^.*<(.+)>.*$/, '$1')
    .toLowerCase();
  const body = decode(raw.slice(split).trim(), header('Content-Transfer-Encoding').toLowerCase());
  return { to, body, writtenAt: fs.statSync(file).mtimeMs };
}

/** The six-digit code of the newest mail to `email` written at or after `since` (ms), if any yet. */
export function newestMailCode(email: string, since: number): string | null {
  const dir = path.join(dataDir(), 'mail');
  if (!fs.existsSync(dir)) return null;
  const mails = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => readMail(path.join(dir, name)))
    .filter((mail) => mail.to === email.toLowerCase() && mail.writtenAt >= since)
    .sort((a, b) => b.writtenAt - a.writtenAt);
  return mails[0] ? (/\b(\d{6})\b/.exec(mails[0].body)?.[1] ?? null) : null;
}

/** Waits for the code mailed to `email` after `since` and answers it. */
export async function mailedCode(email: string, since: number): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(() => (code = newestMailCode(email, since)), { message: `a code mailed to ${email}`, timeout: 10_000 })
    .not.toBeNull();
  return code!;
}

/** Waits for the newest mail to `email` after `since` whose text matches `pattern`, and answers the first group (or the match). */
export async function mailedText(email: string, since: number, pattern: RegExp): Promise<string> {
  const find = () => {
    const dir = path.join(dataDir(), 'mail');
    if (!fs.existsSync(dir)) return null;
    const mail = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => readMail(path.join(dir, name)))
      .filter((item) => item.to === email.toLowerCase() && item.writtenAt >= since)
      .sort((a, b) => b.writtenAt - a.writtenAt)[0];
    const match = mail ? pattern.exec(mail.body) : null;
    return match ? (match[1] ?? match[0]) : null;
  };
  let text: string | null = null;
  await expect
    .poll(() => (text = find()), { message: `a mail to ${email} matching ${pattern}`, timeout: 10_000 })
    .not.toBeNull();
  return text!;
}

/**
 * Holds the guard's /version.json for 1.5 s: what a page asks for meanwhile (its chunks, its and the
 * frame's calls) is all in before the guard approves it. `released` is told when it goes on to the
 * server.
 */
export async function holdVersionCheck(page: Page, released: () => void = () => {}): Promise<void> {
  await page.route('**/version.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    released();
    await route.continue();
  });
}
