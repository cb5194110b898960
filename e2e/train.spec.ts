// Training (M10) in a real browser, in Chinese and English: the customer applies for an on-shelf
// course (the form's phone and positive-integer rules refuse bad input first), the vendor's staff
// confirm and finish it from the console, and the customer scores it out of 10; a public course
// the staff create with one seat takes one enrolment and refuses the next account with the
// server's message until the seat is given back.
import { expect as baseExpect, test } from './test.ts';
import type { Browser, Locator, Page } from '@playwright/test';
import { signIn, spaced } from './helpers.ts';

// Pages load slowly while other journeys share the machine's two cores.
const expect = baseExpect.configure({ timeout: 30_000 });

const customer = 'customer@demo.test'; // company A: NX310–NX710
const other = 'other@demo.test'; // company B
const staff = 'pm@demo.test';

const rows = (page: Page) => page.locator('tbody tr.ant-table-row');

/** A time a month ahead, as the pickers show it (YYYY-MM-DD HH:mm). */
function ahead(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} 10:00`;
}

/** Types a time into an antd DatePicker (showTime) and confirms it. */
async function pickTime(page: Page, field: ReturnType<Page['getByLabel']>, value: string) {
  await field.click();
  await field.fill(value);
  await field.press('Enter');
  await expect(field).toHaveValue(value);
}

async function toEnglish(page: Page) {
  // The header shows once the menu is here (a loaded machine takes its time).
  const english = page.getByRole('button', { name: 'English' });
  await expect(english).toBeVisible();
  if ((await english.getAttribute('aria-pressed')) !== 'true') await english.click();
  await expect(english).toHaveAttribute('aria-pressed', 'true');
}

// Three accounts in turn through a whole journey: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

type Texts = {
  list: string;
  shelf: string;
  apply: string;
  expected: string;
  place: string;
  contact: string;
  phone: string;
  attendees: string;
  description: string;
  submit: string;
  phoneError: string;
  intError: string;
  toBeConfirmed: string;
  confirmed: string;
  pendingFeedback: string;
  finished: string;
  confirm: string;
  finish: string;
  ok: RegExp;
  keyword: string;
  search: RegExp;
  score: string;
  comment: string;
  submitFeedback: string;
  scoreShown: string;
  badge: string;
};

const zh: Texts = {
  list: '我的培训',
  shelf: '可申请课程',
  apply: '申请此课程',
  expected: '期望培训时间',
  place: '期望培训地点',
  contact: '联系人姓名',
  phone: '联系电话',
  attendees: '参训人数',
  description: '培训需求描述',
  submit: '提交申请',
  phoneError: '请输入正确的手机号码',
  intError: '请输入正整数',
  toBeConfirmed: '待确认',
  confirmed: '已确认',
  pendingFeedback: '待反馈',
  finished: '已完成',
  confirm: '确认',
  finish: '结束培训',
  ok: spaced('确定'),
  keyword: '关键字',
  search: spaced('查询'),
  score: '评分',
  comment: '评价',
  submitFeedback: '提交评价',
  scoreShown: '8 / 10 分',
  badge: '待反馈',
};
const en: Texts = {
  list: 'My Trainings',
  shelf: 'Available courses',
  apply: 'Apply for this course',
  expected: 'Expected time',
  place: 'Expected place',
  contact: 'Contact name',
  phone: 'Contact phone',
  attendees: 'Attendees',
  description: 'Description',
  submit: 'Submit',
  phoneError: 'please enter a valid phone number',
  intError: 'please enter a positive integer',
  toBeConfirmed: 'To be confirmed',
  confirmed: 'Confirmed',
  pendingFeedback: 'Pending feedback',
  finished: 'Finished',
  confirm: 'Confirm',
  finish: 'Finish',
  ok: /^OK$/,
  keyword: 'Keyword',
  search: /^Search$/,
  score: 'Score',
  comment: 'Comments',
  submitFeedback: 'Submit feedback',
  scoreShown: '8 / 10',
  badge: 'Pending feedback',
};

/** One of the staff's moves from the row's button and its dialog: the server's answer is 200 and the dialog closes. */
async function staffMove(page: Page, row: Locator, action: 'confirm' | 'finish', t: Texts) {
  await row.getByRole('button', { name: spaced(t[action]) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: t.ok })).toBeEnabled();
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`/api/admin/train/${action}/`)),
    dialog.getByRole('button', { name: t.ok }).click(),
  ]);
  expect(answer.status(), await answer.text()).toBe(200);
  await expect(dialog).toBeHidden();
}

async function applyScoreJourney(page: Page, lang: 'zh' | 'en', browser: Browser) {
  const t = lang === 'zh' ? zh : en;
  const place = `E2E ${lang} room ${Date.now()}`;

  // The customer finds a course for one of the company's platforms and opens its courseware list.
  await signIn(page, customer, undefined, '/train');
  if (lang === 'en') await toEnglish(page);
  await expect(page.getByRole('heading', { name: t.list })).toBeVisible();
  await page.getByRole('button', { name: t.shelf, exact: true }).click();
  await expect(page.getByRole('heading', { name: t.shelf })).toBeVisible();
  await expect(rows(page).filter({ hasText: 'NX730' })).toHaveCount(0); // company B's platform
  await rows(page).filter({ hasText: 'NX710' }).getByRole('link').click();
  await expect(page.getByText('NX710_HW_Design.pdf')).toBeVisible();
  await expect(page.getByText('NX710_HW_Design_Lab.mp4')).toBeVisible();
  const courseware = page.locator('.ant-card').filter({ hasText: 'NX710_HW_Design.pdf' });
  await expect(courseware.getByRole('button', { name: /download|下载/i })).toHaveCount(0);
  await page.getByRole('button', { name: t.apply }).click();
  await expect(page).toHaveURL(/\/train\/add\?courseId=\d+/);

  // The spec's rules refuse a bad phone and attendees that are not a positive integer.
  await pickTime(page, page.getByLabel(t.expected), ahead(30));
  await page.getByLabel(t.place).fill(place);
  await page.getByLabel(t.contact).fill('E2E Tester');
  await page.getByLabel(t.phone).fill('12345');
  await page.getByLabel(t.attendees).fill('2.5');
  await expect(page.getByText(t.phoneError)).toBeVisible();
  await expect(page.getByText(t.intError)).toBeVisible();
  await page.getByRole('button', { name: spaced(t.submit) }).click();
  await expect(page).toHaveURL(/\/train\/add/);
  await page.getByLabel(t.phone).fill('13800138000');
  await page.getByLabel(t.attendees).fill('6');
  await expect(page.getByText(t.phoneError)).toBeHidden();
  await expect(page.getByText(t.intError)).toBeHidden();
  await page.getByLabel(t.description).fill('Bring-up of the first board');
  await page.getByRole('button', { name: spaced(t.submit) }).click();
  await expect(page).toHaveURL(/\/train\/view\?id=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByRole('heading').getByText(t.toBeConfirmed)).toBeVisible();
  await expect(page.getByText(place)).toBeVisible();

  // The staff confirm it, then finish it.
  const staffPage = await (await browser.newContext()).newPage();
  await signIn(staffPage, staff, undefined, '/admin/train');
  if (lang === 'en') await toEnglish(staffPage);
  await staffPage.getByLabel(t.keyword).fill(place);
  await staffPage.getByRole('button', { name: t.search }).click();
  const row = rows(staffPage).filter({ hasText: place });
  // The unfiltered first page holds the new application too: wait for the search's answer (one row).
  await expect(rows(staffPage)).toHaveCount(1);
  await expect(row).toContainText(t.toBeConfirmed);
  await staffMove(staffPage, row, 'confirm', t);
  await expect(row).toContainText(t.confirmed);
  await staffMove(staffPage, row, 'finish', t);
  await expect(row).toContainText(t.pendingFeedback);
  await staffPage.context().close();

  // The customer sees it waiting for a score (badged), and scores it 8 out of 10.
  await page.goto('/train');
  await expect(page.getByRole('button', { name: new RegExp(`^${t.badge} [1-9]\\d*$`) })).toBeVisible();
  await page.goto(`/train/view?id=${id}#feedback`);
  await expect(page.getByRole('heading').getByText(t.pendingFeedback)).toBeVisible();
  await page.locator('#trainFeedback_score li.ant-rate-star').nth(7).click();
  await page.getByLabel(t.comment).fill('Clear and practical');
  await page.getByRole('button', { name: spaced(t.submitFeedback) }).click();
  await expect(page.getByRole('heading').getByText(t.finished)).toBeVisible();
  await expect(page.getByTestId('train-score')).toHaveText(t.scoreShown);
  await expect(page.getByText('Clear and practical')).toBeVisible();
}

test('zh: apply for an on-shelf course, the staff confirm and finish it, the customer scores it', async ({
  page,
  browser,
}) => {
  await applyScoreJourney(page, 'zh', browser);
});

test('en: apply for an on-shelf course, the staff confirm and finish it, the customer scores it', async ({
  page,
  browser,
}) => {
  await applyScoreJourney(page, 'en', browser);
});

test('zh and en: a public course with one seat takes one enrolment and refuses the next until it is given back', async ({
  page,
  browser,
}) => {
  const name = `E2E public course ${Date.now()}`;

  // The staff create it for every platform, with a capacity of 1 (English console).
  await signIn(page, staff, undefined, '/admin/train?tab=openClasses');
  await toEnglish(page);
  await expect(page.getByRole('heading', { name: 'Training management' })).toBeVisible();
  await page.getByRole('button', { name: 'New public course' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name (Chinese)').fill(`${name} 中文`);
  await dialog.getByLabel('Name (English)').fill(name);
  await pickTime(page, dialog.getByLabel('Starts'), ahead(20));
  await dialog.getByLabel('Place (Chinese)').fill('线上');
  await dialog.getByLabel('Place (English)').fill('Online');
  await dialog.getByLabel('Contact', { exact: true }).fill('Trainer');
  await dialog.getByLabel('Contact phone').fill('123');
  await dialog.getByLabel('Seats').fill('0');
  await expect(dialog.getByText('please enter a valid phone number')).toBeVisible();
  await expect(dialog.getByText('please enter a positive integer')).toBeVisible();
  await dialog.getByLabel('Contact phone').fill('13900139000');
  await dialog.getByLabel('Seats').fill('1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows(page).filter({ hasText: `${name} 中文` })).toContainText('0 / 1');
  await expect(rows(page).filter({ hasText: `${name} 中文` })).toContainText('Enrolling');

  // Company A's customer enrols from the public courses list (Chinese).
  const customerPage = await (await browser.newContext()).newPage();
  await signIn(customerPage, customer, undefined, '/train?tab=openClass');
  await customerPage
    .getByRole('link', { name: `${name} 中文` })
    .first()
    .click();
  await expect(customerPage).toHaveURL(/\/train\/openClassDetail\?id=\d+/);
  const customerState = customerPage.getByTestId('open-class-state');
  await expect(customerState).toHaveText(/^报名中\s*未报名$/);
  await expect(customerPage.getByTestId('open-class-seats')).toHaveText('0 / 1');
  await customerPage.getByRole('button', { name: '立即报名' }).click();
  await expect(customerPage.getByText('报名成功')).toBeVisible();
  await expect(customerPage.getByTestId('open-class-seats')).toHaveText('1 / 1');
  await expect(customerState).toHaveText(/^报名中\s*已报名$/);
  await expect(customerPage.getByRole('button', { name: '取消报名' })).toBeVisible();
  const detailUrl = customerPage.url();

  // Company B's account finds it full: the server refuses, and says so (English).
  const otherPage = await (await browser.newContext()).newPage();
  await signIn(otherPage, other, undefined, '/train');
  await toEnglish(otherPage);
  await otherPage.goto(new URL(detailUrl).pathname + new URL(detailUrl).search);
  await expect(otherPage.getByTestId('open-class-seats')).toHaveText('1 / 1');
  await expect(otherPage.getByTestId('open-class-state')).toHaveText(/^Enrolling\s*Not enrolled$/);
  await otherPage.getByRole('button', { name: 'Enroll' }).click();
  await expect(otherPage.getByText('This public course is full')).toBeVisible();
  await expect(otherPage.getByTestId('open-class-state')).toHaveText(/Not enrolled$/);

  // The customer gives the seat back; the other account then takes it.
  await customerPage.getByRole('button', { name: '取消报名' }).click();
  await customerPage.locator('.ant-popconfirm').getByRole('button', { name: '取消报名' }).click();
  await expect(customerPage.getByText('已取消报名')).toBeVisible();
  await expect(customerPage.getByTestId('open-class-seats')).toHaveText('0 / 1');
  await otherPage.reload();
  await otherPage.getByRole('button', { name: 'Enroll' }).click();
  await expect(otherPage.getByText('You have enrolled')).toBeVisible();
  await expect(otherPage.getByTestId('open-class-seats')).toHaveText('1 / 1');
  await customerPage.context().close();
  await otherPage.context().close();
});
