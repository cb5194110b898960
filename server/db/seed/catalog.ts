// About 200 documents, reports, change notices and tools across the six platforms, in zh and en,
// each with a real small file. Some are on platforms company A is not authorized for, some are
// drafts; release dates spread over the last year. Deterministic: the same seed every time.
import { eq } from '../orm.ts';
import type { FilesPlatform } from '../../platform/files.ts';
import type { Db } from '../client.ts';
import { accounts, catalogItemPlatforms, catalogItems, platforms, toolVersions } from '../schema/index.ts';
import { demoPdf, demoToolZip } from './demo-files.ts';

function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Kind = 'dcc' | 'tr' | 'pcn' | 'tool';
const types: Record<Kind, { zh: string; en: string; tag: string }[]> = {
  dcc: [
    { zh: '数据手册', en: 'Datasheet', tag: 'hardware' },
    { zh: '硬件设计指南', en: 'Hardware Design Guide', tag: 'hardware' },
    { zh: '软件开发指南', en: 'Software Development Guide', tag: 'software' },
    { zh: '应用笔记', en: 'Application Note', tag: 'software' },
    { zh: '参考设计', en: 'Reference Design', tag: 'hardware' },
    { zh: '用户手册', en: 'User Manual', tag: 'general' },
  ],
  tr: [
    { zh: '测试报告', en: 'Test Report', tag: 'test' },
    { zh: '可靠性报告', en: 'Reliability Report', tag: 'quality' },
    { zh: '认证报告', en: 'Certification Report', tag: 'certification' },
    { zh: '失效分析报告', en: 'Failure Analysis Report', tag: 'quality' },
  ],
  pcn: [
    { zh: '工艺变更', en: 'Process Change', tag: 'process' },
    { zh: '封装变更', en: 'Package Change', tag: 'package' },
    { zh: '停产通知', en: 'End-of-Life Notice', tag: 'eol' },
    { zh: '数据手册更新', en: 'Datasheet Update', tag: 'document' },
  ],
  tool: [
    { zh: '烧录工具', en: 'Flash Tool', tag: 'production' },
    { zh: '调试工具', en: 'Debug Tool', tag: 'debug' },
    { zh: '软件开发套件', en: 'SDK', tag: 'software' },
    { zh: '驱动程序', en: 'USB Driver', tag: 'driver' },
  ],
};
const topics: Record<Kind, { zh: string; en: string }[]> = {
  dcc: [
    { zh: '电源管理', en: 'Power Management' },
    { zh: '射频前端', en: 'RF Front End' },
    { zh: 'DDR 布线', en: 'DDR Routing' },
    { zh: '摄像头接口', en: 'Camera Interface' },
    { zh: '显示子系统', en: 'Display Subsystem' },
    { zh: '音频编解码', en: 'Audio Codec' },
    { zh: '安全启动', en: 'Secure Boot' },
    { zh: '低功耗模式', en: 'Low Power Modes' },
  ],
  tr: [
    { zh: '高温老化', en: 'High Temperature Aging' },
    { zh: '静电放电', en: 'ESD' },
    { zh: 'Wi-Fi 吞吐量', en: 'Wi-Fi Throughput' },
    { zh: '5G 射频一致性', en: '5G RF Conformance' },
    { zh: '温升', en: 'Thermal Rise' },
  ],
  pcn: [
    { zh: '晶圆厂迁移', en: 'Wafer Fab Transfer' },
    { zh: '基板供应商新增', en: 'Additional Substrate Supplier' },
    { zh: '打线材料变更', en: 'Bond Wire Material' },
    { zh: '标签格式', en: 'Label Format' },
  ],
  tool: [
    { zh: '量产烧录', en: 'Factory Flasher' },
    { zh: '日志抓取', en: 'Log Catcher' },
    { zh: '射频校准', en: 'RF Calibration' },
    { zh: '功耗分析', en: 'Power Profiler' },
    { zh: '安卓 BSP', en: 'Android BSP' },
  ],
};
const counts: Record<Kind, number> = { dcc: 90, tr: 40, pcn: 30, tool: 40 };
const osVersions = ['Android 14', 'Android 15', 'Android 16', 'Linux 6.6', 'RTOS 3.2'];

export async function seedCatalog(db: Db, { files }: { files: FilesPlatform }): Promise<void> {
  const rnd = random(20261122);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const platformRows = await db.select().from(platforms).orderBy(platforms.id);
  const [publisher] = await db.select().from(accounts).where(eq(accounts.email, 'pm@demo.test'));
  const day = 86_400_000;
  const now = Date.now();
  // The rows are written at the end, a statement per table: one per row was 600 statements.
  const items: {
    values: typeof catalogItems.$inferInsert;
    platformIds: number[];
    versions: Omit<typeof toolVersions.$inferInsert, 'itemId'>[];
  }[] = [];

  for (const kind of ['dcc', 'tr', 'pcn', 'tool'] as const) {
    for (let i = 0; i < counts[kind]; i++) {
      const type = types[kind][i % types[kind].length];
      const topic = pick(topics[kind]);
      // Mostly one platform, sometimes two; every fifth item sits on NX730-5G / NX910 (company B only).
      const first = i % 5 === 4 ? platformRows[4 + (i % 2)] : platformRows[i % 4];
      const itemPlatforms = rnd() < 0.3 ? [first, platformRows[(platformRows.indexOf(first) + 1) % 6]] : [first];
      const language = i % 3 === 2 ? ('en' as const) : ('zh' as const);
      const major = 1 + Math.floor(rnd() * 3);
      const version = `V${major}.${Math.floor(rnd() * 10)}`;
      const chipNames = itemPlatforms.map((p) => p.name).join('/');
      const name = language === 'zh' ? `${chipNames} ${topic.zh}${type.zh}` : `${chipNames} ${topic.en} ${type.en}`;
      const releasedAt = new Date(now - Math.floor(rnd() * 400) * day - Math.floor(rnd() * day));
      const status = i % 23 === 22 ? ('draft' as const) : ('released' as const);
      const osVersion = kind === 'dcc' || kind === 'tool' ? pick(osVersions) : '';
      const extra: Record<string, unknown> = {};
      let file;
      if (kind === 'tool') {
        const versionName = `${major}.${Math.floor(rnd() * 10)}.${Math.floor(rnd() * 20)}`;
        Object.assign(extra, {
          source: pick(['Nexora', 'Nexora Open Source', 'Partner']),
          versionName,
          attribute: pick(['Windows', 'Linux', 'Windows / Linux', 'macOS']),
          overview: `${topic.en} ${type.en} for ${chipNames}.`,
          log: `Fixes and improvements in ${versionName}.`,
        });
        file = await files.storeBuffer(await demoToolZip(`${topic.en} ${type.en}`, versionName, `${kind}-${i}`), {
          name: `${topic.en.replace(/\W+/g, '_')}_${type.en.replace(/\W+/g, '_')}_${versionName}.zip`,
          db,
        });
      } else {
        if (kind === 'pcn') {
          const effective = new Date(releasedAt.getTime() + 90 * day);
          Object.assign(extra, {
            reason: `${topic.en}: capacity and quality improvement.`,
            affectedParts: itemPlatforms.map((p) => `${p.name}-A0, ${p.name}-B1`).join('; '),
            ffImpact: pick([
              'None on form, fit or function',
              'Form changed, fit and function unchanged',
              'Function unchanged; electrical parameters within datasheet limits',
            ]),
            qualificationPlan: 'JEDEC JESD47 qualification: HTOL 1000 h, TC 1000 cycles, uHAST 96 h.',
            sampleDate: new Date(releasedAt.getTime() + 30 * day).toISOString().slice(0, 10),
            effectiveDate: effective.toISOString().slice(0, 10),
            lastOrderDate: new Date(effective.getTime() + 180 * day).toISOString().slice(0, 10),
          });
        }
        const pdf = await demoPdf(
          {
            title: `${chipNames} ${topic.en} ${type.en}`,
            subtitle: `${version} - ${language === 'zh' ? 'Chinese edition' : 'English edition'}`,
            body: [
              `Platform: ${chipNames}`,
              `Document type: ${type.en}`,
              `Topic: ${topic.en}`,
              'For licensed customers of Nexora Semiconductor only.',
            ],
          },
          1 + (i % 3),
        );
        file = await files.storeBuffer(pdf, { name: `${name.replace(/[\\/:*?"<>|]+/g, '_')} ${version}.pdf`, db });
      }
      const item: (typeof items)[number] = {
        values: {
          kind,
          name,
          description:
            language === 'zh'
              ? `${chipNames} 平台${topic.zh}相关的${type.zh}。`
              : `${type.en} on ${topic.en} for the ${chipNames} platform.`,
          type: language === 'zh' ? type.zh : type.en,
          tags: [type.tag, topic.en.toLowerCase().split(' ')[0]],
          osVersion,
          language,
          version,
          status,
          releasedAt: status === 'released' ? releasedAt : null,
          fileId: file.id,
          publisherId: publisher.id,
          extra,
        },
        platformIds: itemPlatforms.map((p) => p.id),
        versions: [],
      };
      items.push(item);
      if (kind === 'tool') {
        // Earlier versions, each with its own package and log.
        const [, minor] = String(extra.versionName).split('.');
        for (let v = Math.max(0, Number(minor) - 2); v < Number(minor); v++) {
          const versionName = `${major}.${v}.0`;
          const older = await files.storeBuffer(
            await demoToolZip(`${topic.en} ${type.en}`, versionName, `${kind}-${i}-${v}`),
            { name: `${topic.en.replace(/\W+/g, '_')}_${versionName}.zip`, db },
          );
          item.versions.push({
            versionName,
            log: `Release ${versionName}: stability fixes.`,
            fileId: older.id,
            releasedAt: new Date(releasedAt.getTime() - (Number(minor) - v) * 30 * day),
          });
        }
        item.versions.push({
          versionName: String(extra.versionName),
          log: String(extra.log),
          fileId: file.id,
          releasedAt,
        });
      }
    }
  }
  // In the order made (ids as a statement per row gave them); RETURNING answers in that order.
  const ids = await db
    .insert(catalogItems)
    .values(items.map((item) => item.values))
    .returning({ id: catalogItems.id });
  await db
    .insert(catalogItemPlatforms)
    .values(items.flatMap((item, i) => item.platformIds.map((platformId) => ({ itemId: ids[i].id, platformId }))));
  await db
    .insert(toolVersions)
    .values(items.flatMap((item, i) => item.versions.map((version) => ({ ...version, itemId: ids[i].id }))));
}
