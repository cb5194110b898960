// SI/PI simulation in a real browser, in Chinese and in English: the customer starts a task, is
// told a design name of other characters is refused, saves it as a draft, finds it in Drafts and
// edits it, uploads the three PCB files over tus (a wrong extension refused on choosing), and
// submits it; the engineer opens it from the queue, uploads a result and a PDF report and finishes
// it; the customer downloads the report from the download list and runs the task again with one
// parameter changed — a second round, the first one's results kept.
import { expect, test } from './test.ts';
import type { Browser, Locator, Page } from '@playwright/test';
import { makeZip } from '../server/db/seed/review-files.ts';
import { pdfOf } from '../server/test/multipart.ts';
import { button, pick, signIn } from './helpers.ts';

const customer = 'customer@demo.test'; // company A: projects A-Phone X1 …, chips NX310–NX710
const engineer = 'pm@demo.test'; // admin.engineer for companies A–D

const texts = {
  zh: {
    heading: 'SI/PI 仿真',
    admin: 'SI/PI 仿真（工程师）',
    type: '仿真类型',
    sipi: 'SI+PI',
    platform: '平台',
    project: '项目',
    designName: '设计名称',
    boardVersion: '板卡版本',
    layerCount: 'PCB 层数',
    layers: '10 层',
    unit: '单位',
    thickness: '板厚',
    frequency: '最高频率',
    impedance: '目标阻抗',
    contactName: '联系人',
    contactEmail: '联系邮箱',
    alnum: '只能输入字母和数字',
    fileFormat: '文件格式不正确',
    saveDraft: '保存草稿',
    draftSaved: '草稿已保存',
    submit: '提交仿真',
    resimulateSubmit: '提交重新仿真',
    edit: '编辑',
    submitted: '已提交',
    finished: '已完成',
    open: '处理',
    finishTab: '完成任务',
    finish: '完成任务',
    finishTitle: (taskNo: string) => `确认完成 ${taskNo}？`,
    download: '下载',
    downloaded: '下载成功',
    resimulate: '重新仿真',
    rounds: (n: number) => `仿真记录（${n}）`,
  },
  en: {
    heading: 'SI/PI simulation',
    admin: 'SI/PI simulation (engineer)',
    type: 'Simulation type',
    sipi: 'SI+PI',
    platform: 'Platform',
    project: 'Project',
    designName: 'Design name',
    boardVersion: 'Board version',
    layerCount: 'PCB layers',
    layers: '10 layers',
    unit: 'Unit',
    thickness: 'Board thickness',
    frequency: 'Max frequency',
    impedance: 'Target impedance',
    contactName: 'Contact name',
    contactEmail: 'Contact e-mail',
    alnum: 'letters and digits only',
    fileFormat: 'file format is incorrect',
    saveDraft: 'Save draft',
    draftSaved: 'Draft saved',
    submit: 'Submit',
    resimulateSubmit: 'Submit re-simulation',
    edit: 'Edit',
    submitted: 'Submitted',
    finished: 'Finished',
    open: 'Open',
    finishTab: 'Finish',
    finish: 'Finish task',
    finishTitle: (taskNo: string) => `Finish ${taskNo}?`,
    download: 'Download',
    downloaded: 'Download success',
    resimulate: 'Re-simulate',
    rounds: (n: number) => `Rounds (${n})`,
  },
} as const;
type Language = keyof typeof texts;

/** Signs in and shows the portal in `language` (Chinese is the default). */
async function open(page: Page, who: string, target: string, language: Language) {
  await signIn(page, who, undefined, target);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  if (language === 'en') await page.getByRole('button', { name: 'English', exact: true }).click();
}

async function visit(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
}

/** Chooses a file for the upload field of `role` and waits until the server has it. */
async function upload(page: Page, role: string, name: string, buffer: Buffer) {
  const field = page.getByTestId(`simulation-file-${role}`);
  await field.locator('input[type=file]').setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
  await expect(page.getByTestId(`simulation-file-${role}-value`)).toContainText(name, { timeout: 30_000 });
}

async function asEngineer(browser: Browser, language: Language) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await open(page, engineer, '/admin/simulation', language);
  await expect(page.getByRole('heading', { name: texts[language].admin })).toBeVisible();
  return page;
}

/** The engineer's drawer of task `taskNo`, found in the queue by its number. */
async function drawerOf(page: Page, taskNo: string, language: Language): Promise<Locator> {
  await page.getByPlaceholder(/Task no\.|任务编号/).fill(taskNo);
  await page.getByPlaceholder(/Task no\.|任务编号/).press('Enter');
  const row = page.locator('tbody tr.ant-table-row').filter({ hasText: taskNo });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `${texts[language].open} ${taskNo}` }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: taskNo });
  await expect(drawer.getByRole('tab').first()).toBeVisible();
  return drawer;
}

for (const language of ['zh', 'en'] as const) {
  const x = texts[language];

  test(`${language}: draft, edit, upload and submit; the engineer finishes it; download and re-simulate`, async ({
    page,
    browser,
  }) => {
    // Two people, six screens, five uploads over tus.
    test.setTimeout(300_000);
    const design = `E2E${language.toUpperCase()}${Date.now() % 100000}`;
    await open(page, customer, '/simulation/addTask', language);
    await expect(
      page.getByRole('heading', { name: x.heading }).or(page.getByRole('heading', { level: 1 })),
    ).toBeVisible();

    // A design name of other characters is refused as typed; then a draft with a few fields.
    await page.getByLabel(x.designName, { exact: true }).fill('X1-Board');
    await page.getByLabel(x.designName, { exact: true }).blur();
    await expect(page.getByText(x.alnum, { exact: false }).first()).toBeVisible();
    await page.getByLabel(x.designName, { exact: true }).fill(design);
    await pick(page, x.platform, 'NX510');
    await page.getByRole('button', { name: button(x.saveDraft) }).click();
    await expect(page.getByText(x.draftSaved)).toBeVisible();
    await expect(page).toHaveURL(/\/simulation\/DraftList\/EditTask\?id=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const taskNo = `SIM${String(id).padStart(6, '0')}`;

    // Found in Drafts, edited from there.
    await visit(page, '/simulation/DraftList');
    const draftRow = page.locator('tbody tr.ant-table-row').filter({ hasText: taskNo });
    await expect(draftRow).toContainText(design);
    await draftRow.getByRole('button', { name: `${x.edit} ${taskNo}` }).click();
    await expect(page).toHaveURL(`/simulation/DraftList/EditTask?id=${id}`);
    await expect(page.getByLabel(x.designName, { exact: true })).toHaveValue(design, { timeout: 30_000 });

    // The three files over tus; a wrong extension is refused on choosing.
    await page
      .getByTestId('simulation-file-board')
      .locator('input[type=file]')
      .setInputFiles({ name: 'board.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await expect(page.getByTestId('simulation-file-board')).toContainText(new RegExp(x.fileFormat, 'i'));
    await upload(page, 'board', `${design}.zip`, makeZip([{ name: 'main.brd', data: `allegro ${design}` }]));
    await upload(page, 'stackup', 'stackup.csv', Buffer.from('layer,material,thickness\nL1,copper,0.035\n'));
    await upload(page, 'netlist', 'netlist.net', Buffer.from('$PACKAGES\nU1 NX510\n$NETS\nDDR_CLK; U1.A1\n$END\n'));

    await pick(page, x.type, x.sipi);
    await pick(page, x.project, 'A-Phone X1');
    await page.getByLabel(x.boardVersion, { exact: true }).fill('V12');
    await pick(page, x.layerCount, x.layers);
    await pick(page, x.unit, 'mil');
    await page.getByLabel(x.thickness, { exact: true }).fill('62.5');
    await page.getByLabel(x.frequency, { exact: true }).fill('6.4');
    await page.getByLabel(x.impedance, { exact: true }).fill('50');
    await page.getByLabel(x.contactName, { exact: true }).fill('Li Wei');
    await page.getByLabel(x.contactEmail, { exact: true }).fill('li.wei@shenhe.com');
    await page.getByRole('button', { name: button(x.submit) }).click();
    await expect(page).toHaveURL(new RegExp(`/simulation/MySubmission\\?detail=${id}$`));
    const drawer = page.getByRole('dialog').filter({ hasText: taskNo });
    await expect(drawer.getByText(x.submitted, { exact: true }).first()).toBeVisible({ timeout: 30_000 });

    // The engineer finishes it with a result and a report.
    const staff = await asEngineer(browser, language);
    const staffDrawer = await drawerOf(staff, taskNo, language);
    await staffDrawer.getByRole('tab', { name: x.finishTab }).click();
    await staffDrawer
      .getByTestId('simulation-upload-result')
      .locator('input[type=file]')
      .setInputFiles({
        name: `${design}-sparams.zip`,
        mimeType: 'application/zip',
        buffer: makeZip([{ name: 'ddr.s4p', data: '! touchstone' }]),
      });
    await expect(staffDrawer.getByTestId('simulation-result-file')).toContainText(`${design}-sparams.zip`, {
      timeout: 30_000,
    });
    await staffDrawer
      .getByTestId('simulation-upload-report')
      .locator('input[type=file]')
      .setInputFiles({ name: `${design}-report.pdf`, mimeType: 'application/pdf', buffer: pdfOf(4096, design) });
    await expect(staffDrawer.getByTestId('simulation-report-file')).toContainText(`${design}-report.pdf`, {
      timeout: 30_000,
    });
    await staffDrawer.getByRole('button', { name: button(x.finish) }).click();
    // The confirmation by its title: until it opens, the last dialog is the drawer, whose own
    // Finish button a click would only press again.
    await staff
      .getByRole('dialog', { name: x.finishTitle(taskNo) })
      .getByRole('button', { name: button(x.finish) })
      .click();
    await expect(staffDrawer.getByTestId('simulation-round').first()).toContainText(x.finished, { timeout: 30_000 });
    await staff.context().close();

    // The customer downloads the report from the download list.
    await visit(page, '/simulation/DownloadList');
    const reportRow = page.locator('tbody tr.ant-table-row').filter({ hasText: `${design}-report.pdf` });
    await expect(reportRow).toContainText(taskNo);
    await reportRow.getByRole('button', { name: `${x.download} ${design}-report.pdf` }).click();
    await expect(page.getByText(`${x.downloaded}`, { exact: false }).first()).toBeVisible({ timeout: 30_000 });

    // And runs it again with a lower target impedance: round 2, the first round's outputs kept.
    await visit(page, '/simulation/MySubmission');
    const row = page.locator('tbody tr.ant-table-row').filter({ hasText: taskNo });
    await row.getByRole('button', { name: `${x.resimulate} ${taskNo}` }).click();
    await expect(page).toHaveURL(`/simulation/MySubmission/ReSimulation?id=${id}`);
    await expect(page.getByLabel(x.impedance, { exact: true })).toHaveValue('50', { timeout: 30_000 });
    await expect(page.getByTestId('simulation-file-board-value')).toContainText(`${design}.zip`);
    await page.getByLabel(x.impedance, { exact: true }).fill('45');
    await page.getByRole('button', { name: button(x.resimulateSubmit) }).click();
    await expect(page).toHaveURL(new RegExp(`/simulation/MySubmission\\?detail=${id}$`));
    const again = page.getByRole('dialog').filter({ hasText: taskNo });
    await expect(again.getByText(x.submitted, { exact: true }).first()).toBeVisible({ timeout: 30_000 });
    await again.getByRole('tab', { name: x.rounds(2) }).click();
    await expect(again.getByTestId('simulation-round')).toHaveCount(2);
    await expect(again.getByTestId('simulation-round').last()).toContainText(`${design}-report.pdf`);
  });
}
