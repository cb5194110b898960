// Design review in a real browser, in Chinese and in English: the customer submits a review with a
// zip (a file that is no zip refused in the server's words), the engineer takes it and returns
// result items (one with a picture) and asks for revision, the customer sees the badge move, opens
// the picture in the viewer, answers the items in bulk and asks for a retrial with a new zip; the
// two talk in the conversation (each side sees the other's message without reloading); the
// engineer passes it and the customer scores it. And the list keeps its filters after a detail and
// Back. The zips are made in memory by the seed's tiny zip writer.
import { expect, test } from './test.ts';
import type { Browser, Locator, Page } from '@playwright/test';
import { designZip, itemPicture, makeZip } from '../server/db/seed/review-files.ts';
import { apiGet, button, confirmationOf, pick, signIn } from './helpers.ts';

const customer = 'customer@demo.test'; // company A: projects A-Phone X1 …, chips NX310–NX710
const engineer = 'pm@demo.test'; // admin.engineer for companies A–D

const texts = {
  zh: {
    list: '设计评审',
    add: '提交评审',
    addTitle: '提交设计评审',
    fields: {
      reviewType: '评审类型',
      pcbProject: 'PCB 项目',
      project: '项目',
      chip: '芯片',
      contacts: '联系人',
      edaTool: 'EDA 工具',
      pcbEdition: 'PCB 版本',
      stackStructure: '叠层结构',
      memoryType: '存储类型',
    },
    type: '原理图 + PCB',
    eda: 'Cadence Allegro',
    chooseZip: '选择 zip 文件',
    zipOnly: '评审附件必须是单个 .zip 文件',
    encrypted: 'zip 压缩包已加密，请上传未设密码的压缩包',
    submit: '提交评审',
    notReviewed: '未评审',
    revising: '待客户修改',
    retrial: '复审',
    pass: '通过',
    download: '下载',
    admin: '设计评审（工程师）',
    open: '处理',
    take: '开始评审',
    addItem: '添加结果项',
    position: '位置',
    description: '问题描述',
    choosePicture: '选择图片',
    itemSave: '添加',
    askRevision: '要求客户修改',
    waiting: (n: number) => `有 ${n} 个评审等待您修改`,
    bulkRevised: '批量设为已修改',
    revised: '已修改',
    repeat: '申请复审',
    newZip: '新的评审附件',
    note: '复审说明',
    repeatSubmit: '提交复审',
    interact: '与工程师沟通',
    conversationTab: '评审沟通',
    message: '消息内容',
    send: '发送',
    score: '评分',
    comment: '评价',
    scoreSubmit: '提交评分',
    scored: '4 分（满分 5 分）',
    timeline: ['提交评审', '工程师开始评审', '要求客户修改', '申请复审', '评审通过', '客户评分'],
    progressFilter: '评审进度',
    search: '查询',
    back: '返回',
    detail: '评审详情',
  },
  en: {
    list: 'Design Review',
    add: 'Submit a review',
    addTitle: 'Submit a design review',
    fields: {
      reviewType: 'Review type',
      pcbProject: 'PCB project',
      project: 'Project',
      chip: 'Chip',
      contacts: 'Contacts',
      edaTool: 'EDA tool',
      pcbEdition: 'PCB edition',
      stackStructure: 'Stack structure',
      memoryType: 'Memory type',
    },
    type: 'Schematic + PCB',
    eda: 'Cadence Allegro',
    chooseZip: 'Choose a zip file',
    zipOnly: 'The review attachment must be a single .zip file',
    encrypted: 'The zip archive is encrypted; please upload it without a password',
    submit: 'Submit review',
    notReviewed: 'Not reviewed',
    revising: 'Revising (customer)',
    retrial: 'Retrial',
    pass: 'Pass',
    download: 'Download',
    admin: 'Design review (engineer)',
    open: 'Open',
    take: 'Start review',
    addItem: 'Add result item',
    position: 'Position',
    description: 'Description',
    choosePicture: 'Choose a picture',
    itemSave: 'Add',
    askRevision: 'Ask for revision',
    waiting: (n: number) => `${n} review${n === 1 ? ' is' : 's are'} waiting for your revision`,
    bulkRevised: 'Set selected to Revised',
    revised: 'Revised',
    repeat: 'Ask for a retrial',
    newZip: 'New review attachment',
    note: 'Retrial note',
    repeatSubmit: 'Ask for retrial',
    interact: 'Talk with the engineer',
    conversationTab: 'Review conversation',
    message: 'Message',
    send: 'Send',
    score: 'Score',
    comment: 'Comment',
    scoreSubmit: 'Submit score',
    scored: '4 / 5',
    timeline: ['Submitted', 'Review started', 'Revision requested', 'Retrial requested', 'Passed', 'Scored'],
    progressFilter: 'Progress',
    search: 'Search',
    back: 'Back',
    detail: 'Review detail',
  },
} as const;
type Language = keyof typeof texts;

/** Signs in and shows the portal in `language` (Chinese is the default). */
async function open(page: Page, who: string, target: string, language: Language) {
  await signIn(page, who, undefined, target);
  // The first page of a fresh sign-in loads the frame and the page's chunk: on a busy machine that
  // takes longer than an assertion's usual wait.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  if (language === 'en') await page.getByRole('button', { name: 'English', exact: true }).click();
}

async function asEngineer(browser: Browser, language: Language) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await open(page, engineer, '/admin/review', language);
  await expect(page.getByRole('heading', { name: texts[language].admin })).toBeVisible();
  return page;
}

/**
 * Opens `url` (or reloads) and waits for the page's heading: a full load of the frame and a page's
 * chunk on a machine the other journeys share takes longer than an assertion's usual wait.
 */
async function visit(page: Page, url?: string) {
  if (url) await page.goto(url);
  else await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
}

/** The engineer's drawer of the review named `board`, opened fresh from the queue. */
async function drawerOf(page: Page, board: string, language: Language): Promise<Locator> {
  await visit(page);
  const row = page.locator('tbody tr.ant-table-row').filter({ hasText: board });
  await row.getByRole('button', { name: `${texts[language].open} ${board}` }).click();
  const drawer = page.getByRole('dialog', { name: board });
  await expect(drawer.getByRole('tab').first()).toBeVisible();
  return drawer;
}

for (const language of ['zh', 'en'] as const) {
  const x = texts[language];

  test(`${language}: submit with a zip, items returned, answered in bulk, retrial, talk, pass and score`, async ({
    page,
    browser,
  }) => {
    // Two people, five screens, three uploads: a long journey, on a machine the other journeys share.
    test.setTimeout(300_000);
    const board = `E2E ${language} Board ${Date.now() % 100000}`;
    await open(page, customer, '/review', language);
    await expect(page.getByRole('heading', { name: x.list, exact: true })).toBeVisible();
    await page
      .getByRole('button', { name: button(x.add) })
      .first()
      .click();
    await expect(page).toHaveURL('/review/reviewAdd');
    await expect(page.getByRole('heading', { name: x.addTitle })).toBeVisible({ timeout: 30_000 });

    // A PDF renamed .zip, then an encrypted zip: refused by their content, in the server's words;
    // the field stays empty.
    const fileInput = page.locator('input[type=file]');
    await fileInput.setInputFiles({
      name: 'design.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from('%PDF-1.4\n% not a zip\n%%EOF'),
    });
    await expect(page.getByTestId('review-upload-error')).toHaveText(x.zipOnly);
    await fileInput.setInputFiles({
      name: 'locked.zip',
      mimeType: 'application/zip',
      buffer: makeZip([{ name: 'board/netlist.net', data: 'x', flags: 1 }]),
    });
    await expect(page.getByTestId('review-upload-error')).toHaveText(x.encrypted);
    await expect(page.getByTestId('review-zip')).toHaveCount(0);
    await fileInput.setInputFiles({ name: 'board-r1.zip', mimeType: 'application/zip', buffer: designZip('board') });
    await expect(page.getByTestId('review-zip')).toContainText('board-r1.zip');
    await expect(page.getByTestId('review-upload-error')).toHaveCount(0);

    await pick(page, x.fields.reviewType, x.type);
    await page.getByLabel(x.fields.pcbProject, { exact: true }).fill(board);
    await pick(page, x.fields.project, 'A-Phone X1');
    await pick(page, x.fields.chip, 'NX510');
    await page.getByLabel(x.fields.contacts, { exact: true }).fill('李工 13800000002');
    await pick(page, x.fields.edaTool, x.eda);
    await page.getByLabel(x.fields.pcbEdition, { exact: true }).fill('V1.0');
    await page.getByLabel(x.fields.stackStructure, { exact: true }).fill('8L HDI');
    await pick(page, x.fields.memoryType, 'LPDDR5');
    await page
      .getByRole('button', { name: button(x.submit) })
      .last()
      .click();

    await expect(page).toHaveURL(/\/review\/ReviewDetail\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    const detailUrl = page.url();
    await expect(page.getByRole('heading', { name: board })).toBeVisible();
    await expect(page.getByTestId('review-attachment')).toContainText('board-r1.zip');
    await expect(
      page.getByTestId('review-attachment').getByRole('button', { name: `${x.download} board-r1.zip` }),
    ).toBeVisible();
    await expect(page.getByTestId('review-timeline')).toContainText(x.timeline[0]);
    const waitingBefore = await apiGet<number>(page, '/applypath/review/getCustomerModifyCount');

    // The engineer takes it, returns two items (one with a picture) and asks for revision.
    const staff = await asEngineer(browser, language);
    let drawer = await drawerOf(staff, board, language);
    await drawer.getByRole('button', { name: button(x.take) }).click();
    await expect(drawer.getByRole('button', { name: button(x.addItem) })).toBeVisible();
    for (const [position, description, picture] of [
      ['U2 DDR', 'Route DQ over a solid plane', true],
      ['C118', 'Move the decoupling closer', false],
    ] as const) {
      await drawer.getByRole('button', { name: button(x.addItem) }).click();
      const dialog = staff.getByRole('dialog').filter({ has: staff.getByLabel(x.position, { exact: true }) });
      await dialog.getByLabel(x.position, { exact: true }).fill(position);
      await dialog.getByLabel(x.description, { exact: true }).fill(description);
      if (picture) {
        await dialog
          .locator('input[type=file]')
          .setInputFiles({ name: 'ddr.png', mimeType: 'image/png', buffer: itemPicture(2) });
        await expect(dialog.getByTestId('review-item-picture')).toContainText('ddr.png');
      }
      await dialog.getByRole('button', { name: button(x.itemSave) }).click();
      await expect(dialog).toBeHidden();
    }
    const askRevisionConfirmation = await confirmationOf(
      staff,
      drawer.getByRole('button', { name: button(x.askRevision) }),
    );
    await askRevisionConfirmation.getByRole('button', { name: button(x.askRevision) }).click();
    await expect(drawer.getByText(x.revising).first()).toBeVisible();

    // The customer: the badge moved, the picture opens in the viewer, both items answered at once.
    await visit(page, '/review');
    await expect(page.getByTestId('review-waiting')).toContainText(x.waiting(waitingBefore + 1));
    await visit(page, detailUrl);
    await expect(page.getByText(x.revising).first()).toBeVisible();
    const items = page.locator('tbody tr.ant-table-row');
    await expect(items).toHaveCount(2);
    await items.locator('img').first().click();
    await expect(page.locator('.ant-image-preview-img')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-image-preview-img')).toBeHidden();
    await page.locator('thead .ant-checkbox-input').check();
    await page.getByRole('button', { name: button(x.bulkRevised) }).click();
    for (const row of await items.all()) await expect(row.locator('.ant-select')).toContainText(x.revised);

    // The conversation: each side sees the other's message without reloading.
    await page.getByRole('button', { name: button(x.interact) }).click();
    await expect(page).toHaveURL(/\/review\/ReviewInteract\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await page.getByLabel(x.message, { exact: true }).fill('Fixed both, see round 2');
    await page.getByRole('button', { name: button(x.send) }).click();
    await expect(page.getByTestId('review-message').filter({ hasText: 'Fixed both' })).toBeVisible();
    drawer = await drawerOf(staff, board, language);
    await drawer.getByRole('tab', { name: x.conversationTab }).click();
    await expect(drawer.getByTestId('review-message').filter({ hasText: 'Fixed both' })).toBeVisible();
    await drawer.getByLabel(x.message, { exact: true }).fill('Thanks, waiting for the retrial');
    await drawer.getByRole('button', { name: button(x.send) }).click();
    await expect(page.getByTestId('review-message').filter({ hasText: 'waiting for the retrial' })).toBeVisible();

    // The retrial with a new zip and a note.
    await visit(page, detailUrl);
    await page.getByRole('button', { name: button(x.repeat) }).click();
    await expect(page).toHaveURL(/\/review\/ReviewRepeat\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'board-r2.zip', mimeType: 'application/zip', buffer: designZip('board', 2) });
    await expect(page.getByTestId('review-zip')).toContainText('board-r2.zip');
    await page.getByLabel(x.note, { exact: true }).fill('Both items revised');
    await page.getByRole('button', { name: button(x.repeatSubmit) }).click();
    await expect(page).toHaveURL(detailUrl);
    await expect(page.getByText(x.retrial, { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('review-attachment')).toContainText('board-r2.zip');

    // The engineer takes the retrial and passes it.
    drawer = await drawerOf(staff, board, language);
    await drawer.getByRole('button', { name: button(x.take) }).click();
    const passConfirmation = await confirmationOf(staff, drawer.getByRole('button', { name: button(x.pass) }));
    await passConfirmation.getByRole('button', { name: button(x.pass) }).click();
    await expect(drawer.getByText(x.pass, { exact: true }).first()).toBeVisible();
    await staff.context().close();

    // The customer scores the finished review.
    await visit(page);
    await expect(page.getByText(x.pass, { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: button(x.score) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('.ant-rate-star').nth(3).click();
    await dialog.getByLabel(x.comment, { exact: true }).fill('Quick and clear');
    await dialog.getByRole('button', { name: button(x.scoreSubmit) }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('review-score')).toHaveText(x.scored);
    await expect(page.getByRole('button', { name: button(x.score) })).toHaveCount(0);
    const timeline = page.getByTestId('review-timeline');
    for (const step of x.timeline) await expect(timeline).toContainText(step);
  });

  test(`${language}: the list keeps its filters and page after a detail and Back`, async ({ page }) => {
    await open(page, customer, '/review', language);
    await expect(page.getByRole('heading', { name: x.list, exact: true })).toBeVisible();
    await pick(page, x.progressFilter, x.revising);
    await page.getByRole('button', { name: button(x.search) }).click();
    await expect(page).toHaveURL(/progress=revising/);
    const rows = page.locator('tbody tr.ant-table-row');
    await expect(rows.first()).toContainText(x.revising);
    await expect(rows.filter({ hasNotText: x.revising })).toHaveCount(0);
    const before = await rows.allInnerTexts();
    for (const row of before) expect(row).toContain(x.revising);

    await rows.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/review\/ReviewDetail\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: new RegExp(x.detail) })).toBeVisible();
    await page
      .getByRole('button', { name: button(x.back) })
      .last()
      .click();

    await expect(page).toHaveURL(/\/review\?.*progress=revising/);
    await expect(page.locator('form').getByText(x.revising)).toBeVisible();
    await expect(rows).toHaveCount(before.length);
    expect(await rows.allInnerTexts()).toEqual(before);
  });
}
