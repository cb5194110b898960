// Training: on-shelf courses for every platform with courseware (small real PDFs, the demo mp4 and
// spreadsheets, made here), one course off the shelf, applications of companies A and B in every
// state with their history, and public courses beside the home part's two: one for everybody that
// is nearly full (one seat left).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray } from '../orm.ts';
import type { TrainStatus } from '../../../contract/train.ts';
import type { FilesPlatform } from '../../platform/files.ts';
import type { Db } from '../client.ts';
import {
  accounts,
  courseEnrolments,
  courses,
  platforms,
  trainApplications,
  trainCourses,
  trainCourseware,
  trainEvents,
} from '../schema/index.ts';
import { demoPdf } from './demo-files.ts';

const video = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'demo-bringup.mp4');

/** A small exercise sheet: the lab's steps with the expected readings. */
async function labSheet(title: string): Promise<Buffer> {
  const ExcelJS = (await import('exceljs')).default;
  const book = new ExcelJS.Workbook();
  book.created = new Date('2026-01-01T00:00:00Z');
  book.modified = new Date('2026-01-01T00:00:00Z');
  const sheet = book.addWorksheet('Lab');
  sheet.mergeCells('A1:D1');
  sheet.getCell('A1').value = title;
  sheet.getCell('A1').font = { bold: true, size: 14 };
  sheet.addRow(['Step', 'Action', 'Expected reading', 'Notes']);
  sheet.getRow(2).font = { bold: true };
  const steps = ['Power on the EVB', 'Flash the image', 'Measure VDD_CPU', 'Run the stress test', 'Collect the logs'];
  steps.forEach((step, i) => sheet.addRow([i + 1, step, i === 2 ? '0.80 V ± 2 %' : 'OK', '']));
  sheet.columns.forEach((c, i) => {
    c.width = [8, 28, 20, 24][i];
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

type CourseSeed = {
  name: string;
  nameEn: string;
  platform: string;
  hours: number;
  onShelf: boolean;
  description: string;
  descriptionEn: string;
  media: ('pdf' | 'video' | 'sheet')[];
  file: string;
};

const catalogue: CourseSeed[] = [
  {
    name: 'NX310 平台软件入门',
    nameEn: 'NX310 platform software basics',
    platform: 'NX310',
    hours: 8,
    onShelf: true,
    description: '编译环境搭建、镜像烧录、日志抓取与常见启动问题排查。',
    descriptionEn: 'Build environment, flashing, log capture and common boot problems.',
    media: ['pdf', 'sheet'],
    file: 'NX310_Software_Basics',
  },
  {
    name: 'NX510 射频调试实战',
    nameEn: 'NX510 RF tuning in practice',
    platform: 'NX510',
    hours: 12,
    onShelf: true,
    description: '射频校准流程、天线匹配与传导测试，含实验室演示视频。',
    descriptionEn: 'RF calibration, antenna matching and conducted tests, with a lab video.',
    media: ['pdf', 'video'],
    file: 'NX510_RF_Tuning',
  },
  {
    name: 'NX520-5G 协议栈与功耗优化',
    nameEn: 'NX520-5G protocol stack and power tuning',
    platform: 'NX520-5G',
    hours: 16,
    onShelf: true,
    description: '5G NR 协议栈结构、DRX 配置与待机功耗优化方法。',
    descriptionEn: '5G NR stack structure, DRX configuration and standby power tuning.',
    media: ['pdf'],
    file: 'NX520_5G_Power',
  },
  {
    name: 'NX710 硬件设计与信号完整性',
    nameEn: 'NX710 hardware design and signal integrity',
    platform: 'NX710',
    hours: 16,
    onShelf: true,
    description: '电源树、DDR 布线规则、SI/PI 仿真结果解读与首板调试。',
    descriptionEn: 'Power tree, DDR routing rules, reading SI/PI results and first-board bring-up.',
    media: ['pdf', 'video', 'sheet'],
    file: 'NX710_HW_Design',
  },
  {
    name: 'NX730-5G 相机调优',
    nameEn: 'NX730-5G camera tuning',
    platform: 'NX730-5G',
    hours: 12,
    onShelf: true,
    description: 'ISP 流水线、3A 调优与图像质量客观测试。',
    descriptionEn: 'ISP pipeline, 3A tuning and objective image quality tests.',
    media: ['pdf', 'video'],
    file: 'NX730_Camera_Tuning',
  },
  {
    name: 'NX910 AI 加速器开发',
    nameEn: 'NX910 AI accelerator development',
    platform: 'NX910',
    hours: 20,
    onShelf: true,
    description: '模型量化、算子适配与 NPU 性能分析工具。',
    descriptionEn: 'Model quantization, operator porting and the NPU profiler.',
    media: ['pdf', 'sheet'],
    file: 'NX910_NPU_Development',
  },
  {
    name: 'NX310 旧版 Bootloader 培训',
    nameEn: 'NX310 legacy bootloader training',
    platform: 'NX310',
    hours: 4,
    onShelf: false,
    description: '已下架：旧版 Bootloader 的升级与回滚。',
    descriptionEn: 'Off the shelf: upgrading and rolling back the legacy bootloader.',
    media: ['pdf'],
    file: 'NX310_Legacy_Bootloader',
  },
];

export async function seedTrain(db: Db, { files }: { files: FilesPlatform }): Promise<void> {
  const all = await db.select().from(platforms);
  const platformId = (name: string) => all.find((p) => p.name === name)!.id;
  const people = await db
    .select()
    .from(accounts)
    .where(
      inArray(accounts.email, [
        'pm@demo.test',
        'customer@demo.test',
        'other@demo.test',
        'locked@demo.test',
        'child@demo.test',
      ]),
    );
  const who = (email: string) => people.find((p) => p.email === email)!;
  const pm = who('pm@demo.test');

  const courseIds = new Map<string, number>();
  for (const c of catalogue) {
    const [row] = await db
      .insert(trainCourses)
      .values({
        name: c.name,
        nameEn: c.nameEn,
        platformId: platformId(c.platform),
        hours: c.hours,
        onShelf: c.onShelf,
        description: c.description,
        descriptionEn: c.descriptionEn,
        createdBy: pm.id,
      })
      .returning({ id: trainCourses.id });
    courseIds.set(c.platform + (c.onShelf ? '' : ':off'), row.id);
    let sort = 0;
    for (const kind of c.media) {
      const stored =
        kind === 'pdf'
          ? await files.storeBuffer(
              await demoPdf(
                {
                  title: c.nameEn,
                  subtitle: `Nexora training courseware - ${c.platform}`,
                  body: [c.descriptionEn, `Duration: ${c.hours} hours`, 'Labs, reference schematics and Q&A.'],
                },
                2,
              ),
              { name: `${c.file}.pdf`, uploadedBy: pm.id, db },
            )
          : kind === 'video'
            ? await files.store(fs.createReadStream(video), { name: `${c.file}_Lab.mp4`, uploadedBy: pm.id, db })
            : await files.storeBuffer(await labSheet(`${c.nameEn} - lab sheet`), {
                name: `${c.file}_Lab.xlsx`,
                uploadedBy: pm.id,
                db,
              });
      await db.insert(trainCourseware).values({ courseId: row.id, fileId: stored.id, sort: sort++ });
    }
  }

  // Applications in every state, oldest first, each with the history that led there.
  const day = 86_400_000;
  const now = Date.now();
  const customer = who('customer@demo.test');
  const other = who('other@demo.test');
  type AppSeed = {
    by: typeof customer;
    platform: string;
    status: TrainStatus;
    ageDays: number;
    expectedInDays: number;
    attendees: number;
    vendorCanceled?: boolean;
    score?: number;
    comment?: string;
    address: string;
  };
  const seeds: AppSeed[] = [
    {
      by: customer,
      platform: 'NX310',
      status: 'finished',
      ageDays: 90,
      expectedInDays: -60,
      attendees: 12,
      score: 9,
      comment: '讲师讲解清晰，实验环节很有帮助。',
      address: '深圳市南山区深合移动研发中心 5F 培训室',
    },
    {
      by: customer,
      platform: 'NX710',
      status: 'pendingFeedback',
      ageDays: 40,
      expectedInDays: -10,
      attendees: 20,
      address: '深圳市南山区深合移动研发中心 5F 培训室',
    },
    {
      by: customer,
      platform: 'NX510',
      status: 'confirmed',
      ageDays: 14,
      expectedInDays: 12,
      attendees: 8,
      address: '上海市浦东新区深合移动上海分公司 2F',
    },
    {
      by: customer,
      platform: 'NX520-5G',
      status: 'toBeConfirmed',
      ageDays: 3,
      expectedInDays: 30,
      attendees: 15,
      address: '深圳市南山区深合移动研发中心 3F 会议室',
    },
    {
      by: customer,
      platform: 'NX310',
      status: 'canceled',
      ageDays: 60,
      expectedInDays: -20,
      attendees: 6,
      address: '线上（腾讯会议）',
    },
    {
      by: customer,
      platform: 'NX710',
      status: 'canceled',
      ageDays: 25,
      expectedInDays: -2,
      attendees: 10,
      vendorCanceled: true,
      address: '深圳市南山区深合移动研发中心 5F 培训室',
    },
    {
      by: other,
      platform: 'NX910',
      status: 'toBeConfirmed',
      ageDays: 5,
      expectedInDays: 21,
      attendees: 10,
      address: 'Lumen Devices HQ, Room 401, Hangzhou',
    },
    {
      by: other,
      platform: 'NX730-5G',
      status: 'pendingFeedback',
      ageDays: 50,
      expectedInDays: -15,
      attendees: 9,
      address: 'Lumen Devices HQ, Room 401, Hangzhou',
    },
  ];
  const paths: Record<TrainStatus, { action: string; to: TrainStatus; vendor: boolean }[]> = {
    toBeConfirmed: [],
    confirmed: [{ action: 'confirm', to: 'confirmed', vendor: true }],
    pendingFeedback: [
      { action: 'confirm', to: 'confirmed', vendor: true },
      { action: 'finish', to: 'pendingFeedback', vendor: true },
    ],
    finished: [
      { action: 'confirm', to: 'confirmed', vendor: true },
      { action: 'finish', to: 'pendingFeedback', vendor: true },
      { action: 'feedback', to: 'finished', vendor: false },
    ],
    canceled: [{ action: 'cancel', to: 'canceled', vendor: false }],
  };
  for (const s of seeds) {
    const created = new Date(now - s.ageDays * day);
    const expectedAt = new Date(Math.floor((now + s.expectedInDays * day) / 3_600_000) * 3_600_000);
    const scheduled =
      s.status === 'toBeConfirmed' || (s.status === 'canceled' && !s.vendorCanceled) ? null : expectedAt;
    const [row] = await db
      .insert(trainApplications)
      .values({
        companyId: s.by.companyId,
        accountId: s.by.id,
        courseId: courseIds.get(s.platform)!,
        platformId: platformId(s.platform),
        status: s.status,
        expectedAt,
        address: s.address,
        contactName: s.by === customer ? '王工' : 'Li Wei',
        contactPhone: s.by === customer ? '13800138000' : '+8613900139000',
        attendees: s.attendees,
        description:
          s.by === customer ? '希望重点讲解量产前的常见问题。' : 'Focus on bring-up issues before mass production.',
        postscript: s.by === customer ? '需要提供投影与测试板。' : '',
        scheduledAt: scheduled,
        canceledByVendor: s.vendorCanceled ?? false,
        score: s.score ?? null,
        comment: s.comment ?? '',
        feedbackAt: s.score ? new Date(now - 50 * day) : null,
        createdAt: created,
        updatedAt: new Date(created.getTime() + day),
      })
      .returning({ id: trainApplications.id });
    const steps = s.vendorCanceled
      ? [{ action: 'vendorCancel', to: 'canceled' as const, vendor: true }]
      : paths[s.status];
    let from: TrainStatus = 'toBeConfirmed';
    const events: (typeof trainEvents.$inferInsert)[] = [
      {
        applicationId: row.id,
        action: 'apply',
        fromStatus: null,
        toStatus: from,
        actorId: s.by.id,
        createdAt: created,
      },
    ];
    steps.forEach((step, i) => {
      events.push({
        applicationId: row.id,
        action: step.action,
        fromStatus: from,
        toStatus: step.to,
        actorId: step.vendor ? pm.id : s.by.id,
        note: step.action === 'vendorCancel' ? '讲师档期冲突，请重新申请其他时间。' : '',
        createdAt: new Date(created.getTime() + (i + 1) * 3_600_000),
      });
      from = step.to;
    });
    await db.insert(trainEvents).values(events);
  }

  // A public course for every platform with one seat left.
  const [nearlyFull] = await db
    .insert(courses)
    .values({
      name: '芯诺拉客户支持门户与工具链线上公开课',
      nameEn: 'Nexora support portal and toolchain (online public course)',
      platformId: null,
      startsAt: new Date(now + 10 * day),
      address: '线上直播（报名后邮件发送会议链接）',
      addressEn: 'Online live session (the meeting link is mailed after enrolment)',
      contactName: '赵老师',
      contactPhone: '13900001234',
      description: '门户资料检索、下载中心、设计评审与仿真提交流程，以及工具链的常用功能。',
      descriptionEn: 'Finding documents, the download centre, design reviews, simulations and the toolchain basics.',
      enrolment: 'enrolling',
      capacity: 3,
      enrolledCount: 2,
    })
    .returning({ id: courses.id });
  await db
    .insert(courseEnrolments)
    .values(
      [who('locked@demo.test'), who('child@demo.test')].map((a) => ({ courseId: nearlyFull.id, accountId: a.id })),
    );
  // The home part's enrolling NX710 course: a few seats already taken.
  const [nx710] = await db
    .select()
    .from(courses)
    .where(eq(courses.enrolment, 'enrolling'))
    .orderBy(courses.id)
    .limit(1);
  if (nx710 && nx710.id !== nearlyFull.id) {
    await db.insert(courseEnrolments).values({ courseId: nx710.id, accountId: who('child@demo.test').id });
    await db.update(courses).set({ enrolledCount: 1 }).where(eq(courses.id, nx710.id));
  }
}
