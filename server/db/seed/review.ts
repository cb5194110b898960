// Design reviews of the demo, in every progress and every result: Shenhe Mobile (company A) has
// reviews of "A-Phone X1", "A-Tablet T2" and the hidden "A-Secret" (child@demo.test does not see
// it); Lumen Devices (company B) two of "B-Router R9". Each carries a small real zip made here, its
// timeline, result items with pictures where an engineer (pm@demo.test) has looked, and a short
// conversation. Two are confidential. The customer's badge (revising) is 2 for customer@demo.test,
// 1 for child@demo.test, 1 for other@demo.test.
import { inArray } from '../orm.ts';
import type { ReviewAction, ReviewProgress, ReviewResult } from '../../../contract/review.ts';
import type { Db } from '../client.ts';
import {
  accounts,
  companies,
  platforms,
  projects,
  reviewFiles,
  reviewHistory,
  reviewItems,
  reviewMessages,
  reviews,
} from '../schema/index.ts';
import type { SeedContext } from './index.ts';
import { designZip, itemPicture } from './review-files.ts';

type Item = {
  level: 'critical' | 'major' | 'minor';
  position: string;
  description: string;
  status?: 'revised' | 'notRevised' | 'ownRisk';
  round?: number;
  picture?: boolean;
};
type Demo = {
  by: string;
  company: 'Shenhe Mobile' | 'Lumen Devices';
  project: string;
  platform: string;
  pcbProject: string;
  type: 'schematic' | 'pcb' | 'schematicPcb';
  progress: ReviewProgress;
  result?: ReviewResult;
  steps: [ReviewAction, string?][];
  items?: Item[];
  confidential?: boolean;
  score?: [number, string];
  round?: number;
  day: string;
  talk?: [string, string][];
};

const items3: Item[] = [
  {
    level: 'critical',
    position: 'U2 LPDDR5 / 第 3 层',
    description: 'DQ 组走线跨分割，参考平面不连续。Route the DQ group over a solid reference plane.',
    picture: true,
  },
  {
    level: 'major',
    position: 'C118–C126 电源去耦',
    description: 'VDD_CPU 去耦电容距离 SoC 过远，建议移至 2 mm 以内。Move the decoupling within 2 mm.',
    picture: true,
  },
  { level: 'minor', position: '丝印 J3', description: '连接器 1 脚丝印缺失。Pin-1 marking of J3 is missing.' },
];
const answered = (statuses: Item['status'][], round = 1): Item[] =>
  items3.map((item, i) => ({ ...item, status: statuses[i], round }));

const demos: Demo[] = [
  {
    by: 'customer@demo.test',
    company: 'Shenhe Mobile',
    project: 'A-Phone X1',
    platform: 'NX510',
    pcbProject: 'X1 主板 MB-V1.3',
    type: 'schematicPcb',
    progress: 'notReviewed',
    steps: [['submit']],
    day: '2026-06-10',
  },
  {
    by: 'child@demo.test',
    company: 'Shenhe Mobile',
    project: 'A-Tablet T2',
    platform: 'NX710',
    pcbProject: 'T2 Mainboard Rev B',
    type: 'pcb',
    progress: 'notReviewed',
    steps: [['submit']],
    day: '2026-06-08',
  },
  {
    by: 'customer@demo.test',
    company: 'Shenhe Mobile',
    project: 'A-Phone X1',
    platform: 'NX510',
    pcbProject: 'X1 副板 SB-V1.0',
    type: 'schematic',
    progress: 'reviewing',
    steps: [['submit'], ['take']],
    items: [items3[0]],
    day: '2026-06-03',
    talk: [
      ['customer@demo.test', '请重点看一下 LPDDR5 的走线，谢谢。'],
      ['pm@demo.test', '收到，今天内给出第一轮意见。'],
    ],
  },
  {
    by: 'customer@demo.test',
    company: 'Shenhe Mobile',
    project: 'A-Phone X1',
    platform: 'NX520-5G',
    pcbProject: 'X1 5G 主板 MB-V2.0',
    type: 'schematicPcb',
    progress: 'revising',
    steps: [['submit'], ['take'], ['askRevision', '请按结果项修改后申请复审。']],
    items: answered(['revised']),
    day: '2026-05-26',
  },
  {
    by: 'customer@demo.test',
    company: 'Shenhe Mobile',
    project: 'A-Secret',
    platform: 'NX710',
    pcbProject: 'Secret 原型板 P0',
    type: 'pcb',
    progress: 'revising',
    confidential: true,
    steps: [['submit'], ['take'], ['askRevision']],
    items: answered([]),
    day: '2026-05-20',
  },
  {
    by: 'child@demo.test',
    company: 'Shenhe Mobile',
    project: 'A-Tablet T2',
    platform: 'NX710',
    pcbProject: 'T2 Mainboard Rev A',
    type: 'schematicPcb',
    progress: 'retrial',
    round: 2,
    steps: [['submit'], ['take'], ['askRevision'], ['retrial', '已按意见修改第 1、2 项，第 3 项不修改。']],
    items: answered(['revised', 'revised', 'notRevised']),
    day: '2026-05-12',
  },
  {
    by: 'customer@demo.test',
    company: 'Shenhe Mobile',
    project: 'A-Phone X1',
    platform: 'NX310',
    pcbProject: 'X1 电源板 PB-V1.1',
    type: 'schematic',
    progress: 'reviewing',
    result: 'pass',
    confidential: true,
    round: 2,
    steps: [
      ['submit'],
      ['take'],
      ['askRevision'],
      ['retrial', 'All items revised.'],
      ['take'],
      ['pass'],
      ['score', '响应迅速，意见专业。'],
    ],
    items: answered(['revised', 'revised', 'revised']),
    score: [5, '响应迅速，意见专业。'],
    day: '2026-04-20',
  },
  {
    by: 'customer@demo.test',
    company: 'Shenhe Mobile',
    project: 'A-Tablet T2',
    platform: 'NX520-5G',
    pcbProject: 'T2 LTE 模块板',
    type: 'pcb',
    progress: 'reviewing',
    result: 'fail',
    steps: [['submit'], ['take'], ['fail', '叠层与参考设计不符，需重新设计。']],
    items: [items3[0]],
    day: '2026-04-02',
  },
  {
    by: 'customer@demo.test',
    company: 'Shenhe Mobile',
    project: 'A-Phone X1',
    platform: 'NX510',
    pcbProject: 'X1 摄像头板 CB-V1.0',
    type: 'schematicPcb',
    progress: 'reviewing',
    result: 'riskPass',
    round: 2,
    steps: [['submit'], ['take'], ['askRevision'], ['retrial'], ['take'], ['riskPass', 'J3 丝印问题由客户自担风险。']],
    items: answered(['revised', 'revised', 'ownRisk']),
    day: '2026-03-15',
  },
  {
    by: 'child@demo.test',
    company: 'Shenhe Mobile',
    project: 'A-Tablet T2',
    platform: 'NX310',
    pcbProject: 'T2 键盘底座',
    type: 'schematic',
    progress: 'notReviewed',
    result: 'forceEnd',
    steps: [['submit'], ['forceEnd', '项目已取消，客户要求关闭。']],
    day: '2026-03-02',
  },
  {
    by: 'customer@demo.test',
    company: 'Shenhe Mobile',
    project: 'A-Phone X1',
    platform: 'NX510',
    pcbProject: 'X1 天线板 AB-V0.9',
    type: 'pcb',
    progress: 'revising',
    result: 'ownRisk',
    steps: [['submit'], ['take'], ['askRevision'], ['ownRisk']],
    items: answered(['notRevised', 'ownRisk', 'ownRisk']),
    day: '2026-02-18',
  },
  {
    by: 'other@demo.test',
    company: 'Lumen Devices',
    project: 'B-Router R9',
    platform: 'NX910',
    pcbProject: 'R9 Main Board v2',
    type: 'schematicPcb',
    progress: 'revising',
    steps: [['submit'], ['take'], ['askRevision']],
    items: answered([]),
    day: '2026-06-01',
  },
  {
    by: 'other@demo.test',
    company: 'Lumen Devices',
    project: 'B-Router R9',
    platform: 'NX730-5G',
    pcbProject: 'R9 5G Module',
    type: 'pcb',
    progress: 'notReviewed',
    steps: [['submit']],
    day: '2026-06-09',
  },
];

const progressAfter: Partial<Record<ReviewAction, ReviewProgress>> = {
  submit: 'notReviewed',
  take: 'reviewing',
  askRevision: 'revising',
  retrial: 'retrial',
};

export async function seedReview(db: Db, ctx: SeedContext): Promise<void> {
  const companyRows = await db
    .select()
    .from(companies)
    .where(inArray(companies.nameEn, ['Shenhe Mobile', 'Lumen Devices']));
  const projectRows = await db.select().from(projects);
  const platformRows = await db.select().from(platforms);
  const people = await db.select().from(accounts);
  const who = (email: string) => people.find((p) => p.email === email)!;
  const pm = who('pm@demo.test');

  for (const [n, demo] of demos.entries()) {
    const company = companyRows.find((c) => c.nameEn === demo.company)!;
    const project = projectRows.find((p) => p.companyId === company.id && p.name === demo.project)!;
    const platform = platformRows.find((p) => p.name === demo.platform)!;
    const author = who(demo.by);
    const start = new Date(`${demo.day}T02:30:00Z`).getTime();
    const at = (step: number) => new Date(start + step * 5 * 3_600_000);
    const board = demo.pcbProject.replace(/[^\w.-]+/g, '_');
    const rounds = demo.round ?? 1;
    const zips = [];
    for (let round = 1; round <= rounds; round++)
      zips.push(
        await ctx.files.storeBuffer(designZip(board, round), { name: `${board}_R${round}.zip`, uploadedBy: null, db }),
      );
    const engineerTook = demo.steps.some(([a]) => a === 'take' || a === 'forceEnd');
    const [review] = await db
      .insert(reviews)
      .values({
        companyId: company.id,
        accountId: author.id,
        projectId: project.id,
        platformId: platform.id,
        reviewType: demo.type,
        pcbProject: demo.pcbProject,
        contacts: `${author.name} ${author.phone}`,
        edaTool: (['allegro', 'pads', 'altium', 'xpedition'] as const)[n % 4],
        referenceDesign: `${demo.platform} 参考设计 RD-2.1`,
        pcbEdition: `V1.${n % 4}`,
        stackStructure: n % 2 ? '8 层 2 阶 HDI' : '10 层任意层互连',
        sideType: n % 2 ? 'double' : 'single',
        memoryType: (['lpddr5', 'lpddr4x', 'lpddr5x', 'ufs'] as const)[n % 4],
        hasRevision: n % 3 === 0,
        revisionDesc: n % 3 === 0 ? '在上一版基础上调整了电源树与天线净空区。' : '',
        hasNewFunction: n % 4 === 1,
        newFunctionDesc: n % 4 === 1 ? 'Adds a second USB-C port with PD 3.1.' : '',
        fileId: zips[zips.length - 1].id,
        confidential: demo.confidential ?? false,
        remark: n % 2 ? '' : '请优先评审高速信号部分。',
        progress: demo.progress,
        result: demo.result ?? null,
        engineerId: engineerTook ? pm.id : null,
        round: rounds,
        score: demo.score?.[0] ?? null,
        scoreComment: demo.score?.[1] ?? '',
        createdAt: at(0),
        updatedAt: at(demo.steps.length - 1),
      })
      .returning();
    await db
      .insert(reviewFiles)
      .values(zips.map((z) => ({ reviewId: review.id, fileId: z.id, role: 'attachment' as const })));

    let progress: ReviewProgress = 'notReviewed';
    let result: ReviewResult | null = null;
    await db.insert(reviewHistory).values(
      demo.steps.map(([action, note], step) => {
        progress = progressAfter[action] ?? progress;
        if (['pass', 'fail', 'riskPass', 'forceEnd', 'ownRisk'].includes(action)) result = action as ReviewResult;
        const byCustomer = ['submit', 'retrial', 'ownRisk', 'score', 'edit'].includes(action);
        return {
          reviewId: review.id,
          accountId: byCustomer ? author.id : pm.id,
          action,
          progress,
          result,
          note: note ?? '',
          createdAt: at(step),
        };
      }),
    );

    for (const [i, item] of (demo.items ?? []).entries()) {
      const picture = item.picture
        ? await ctx.files.storeBuffer(itemPicture(n * 7 + i), {
            name: `item-${n + 1}-${i + 1}.png`,
            uploadedBy: null,
            db,
          })
        : null;
      await db.insert(reviewItems).values({
        reviewId: review.id,
        round: item.round ?? 1,
        level: item.level,
        position: item.position,
        description: item.description,
        pictureFileId: picture?.id ?? null,
        status: item.status ?? null,
        createdBy: pm.id,
        createdAt: at(1),
        updatedAt: at(1),
      });
      if (picture) await db.insert(reviewFiles).values({ reviewId: review.id, fileId: picture.id, role: 'picture' });
    }

    for (const [i, [email, content]] of (demo.talk ?? []).entries())
      await db.insert(reviewMessages).values({
        reviewId: review.id,
        accountId: who(email).id,
        content,
        createdAt: new Date(start + (i + 1) * 1_800_000),
      });
  }
}
