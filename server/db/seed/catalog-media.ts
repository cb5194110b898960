// Spreadsheets and videos in the catalogue (for the viewers), and the user guide PDFs (M22).
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { eq } from '../orm.ts';
import type { FilesPlatform } from '../../platform/files.ts';
import type { Db } from '../client.ts';
import { accounts, catalogItemPlatforms, catalogItems, platforms, settings } from '../schema/index.ts';
import { demoPdf } from './demo-files.ts';

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'demo-bringup.mp4');

/**
 * A pin list of `rows` pins and its revision history. Written with exceljs's streaming writer: the
 * NX710 list has 10 000 rows (the viewer's paging), 1.4 s through the in-memory workbook at start,
 * 0.4 s so.
 */
async function pinList(platform: string, rows: number): Promise<Buffer> {
  const ExcelJS = (await import('exceljs')).default;
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  book.created = new Date('2026-01-01T00:00:00Z');
  book.modified = new Date('2026-01-01T00:00:00Z');
  const pins = book.addWorksheet('Pin list');
  pins.columns = [8, 16, 10, 10, 14, 32].map((width) => ({ width }));
  pins.mergeCells('A1:F1');
  const title = pins.getRow(1);
  title.getCell(1).value = `${platform} pin list`;
  title.getCell(1).font = { bold: true, size: 14 };
  title.commit();
  const header = pins.addRow(['Ball', 'Name', 'Type', 'Voltage', 'Power domain', 'Description']);
  header.font = { bold: true };
  header.commit();
  const types = ['I/O', 'Power', 'Ground', 'Analog', 'Clock'];
  for (let i = 0; i < rows; i++) {
    const ball = `${String.fromCharCode(65 + (i % 20))}${1 + Math.floor(i / 20)}`;
    pins
      .addRow([
        ball,
        `GPIO_${i}`,
        types[i % types.length],
        i % 3 ? '1.8 V' : '3.3 V',
        `VDD_${['CPU', 'GPU', 'IO', 'RF'][i % 4]}`,
        `General purpose pin ${i}`,
      ])
      .commit();
  }
  pins.commit();
  const history = book.addWorksheet('Revision history');
  for (const row of [
    ['Version', 'Date', 'Change'],
    ['V1.0', '2026-01-05', 'First release'],
    ['V1.1', '2026-03-18', 'Corrected power domains'],
  ])
    history.addRow(row).commit();
  history.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

export async function seedCatalogMedia(db: Db, { files }: { files: FilesPlatform }): Promise<void> {
  const all = await db.select().from(platforms).orderBy(platforms.id);
  const p = (name: string) => all.find((x) => x.name === name)!;
  const [publisher] = await db.select().from(accounts).where(eq(accounts.email, 'pm@demo.test'));
  const day = 86_400_000;
  const now = Date.now();

  const add = async (item: {
    kind: 'dcc' | 'tr' | 'pcn' | 'tool';
    name: string;
    type: string;
    language: 'zh' | 'en';
    platform: string;
    fileId: number;
    ageDays: number;
    description: string;
    tags: string[];
  }) => {
    const [row] = await db
      .insert(catalogItems)
      .values({
        kind: item.kind,
        name: item.name,
        type: item.type,
        language: item.language,
        version: 'V1.1',
        status: 'released',
        releasedAt: new Date(now - item.ageDays * day),
        fileId: item.fileId,
        publisherId: publisher.id,
        description: item.description,
        tags: item.tags,
        extra:
          item.kind === 'tool'
            ? {
                source: 'Nexora',
                versionName: '1.1.0',
                attribute: 'Video',
                overview: item.description,
                log: 'Tutorial video.',
              }
            : {},
      })
      .returning();
    await db.insert(catalogItemPlatforms).values({ itemId: row.id, platformId: p(item.platform).id });
  };

  for (const [i, [platform, rows]] of (
    [
      ['NX310', 400],
      ['NX710', 10_000],
      ['NX910', 300],
    ] as const
  ).entries()) {
    const sheet = await files.storeBuffer(await pinList(platform, rows), { name: `${platform}_Pin_List.xlsx`, db });
    await add({
      kind: 'dcc',
      name: `${platform} 引脚定义表`,
      type: '数据手册',
      language: 'zh',
      platform,
      fileId: sheet.id,
      ageDays: 3 + i * 7,
      description: `${platform} 全部引脚的球位、电压域与功能说明。`,
      tags: ['hardware', 'pin'],
    });
  }
  // One file row per item (the blob is stored once): viewers find an item by its file id.
  const video = (name: string) => files.store(fs.createReadStream(fixture), { name, db });
  await add({
    kind: 'dcc',
    name: 'NX710 首板调试视频',
    type: '参考设计',
    language: 'zh',
    platform: 'NX710',
    fileId: (await video('NX710_bring-up.mp4')).id,
    ageDays: 2,
    description: 'NX710 首板上电与调试步骤演示（视频，仅在线播放）。',
    tags: ['hardware', 'video'],
  });
  await add({
    kind: 'tool',
    name: 'NX310 Flash Tool tutorial',
    type: 'Flash Tool',
    language: 'en',
    platform: 'NX310',
    fileId: (await video('NX310_flash_tool.mp4')).id,
    ageDays: 9,
    description: 'How to flash an NX310 board (video, online only).',
    tags: ['production', 'video'],
  });
  await add({
    kind: 'pcn',
    name: 'NX910 封装变更说明视频',
    type: '封装变更',
    language: 'zh',
    platform: 'NX910',
    fileId: (await video('NX910_package.mp4')).id,
    ageDays: 12,
    description: 'NX910 新封装外观与焊接注意事项（视频）。',
    tags: ['package', 'video'],
  });

  for (const lang of ['zh', 'en'] as const) {
    const guide = await demoPdf(
      {
        title: 'Nexora Support Portal - User Guide',
        subtitle: lang === 'zh' ? 'Chinese edition' : 'English edition',
        body: [
          '1. Sign in: read and accept the NDA, enter the verification code.',
          '2. Documents, reports, notices and tools: filter, preview, download.',
          '3. Downloads resume where they stopped; the SHA-256 is checked.',
          '4. Child accounts: the primary account grants modules and projects.',
          '5. Feedback: the button at the bottom right of every page.',
        ],
      },
      3,
    );
    const file = await files.storeBuffer(guide, {
      name: lang === 'zh' ? '门户用户手册.pdf' : 'Portal_User_Guide.pdf',
      db,
    });
    await db
      .insert(settings)
      .values({ key: `userGuide.${lang}`, value: file.id })
      .onConflictDoUpdate({ target: settings.key, set: { value: file.id } });
  }
}
