// Code deliveries of the demo: Shenhe Mobile (company A) received packages for "A-Phone X1",
// "A-Tablet T2" and the hidden "A-Secret" (which child@demo.test may not see), Lumen Devices
// (company B) one for "B-Router R9". Each package is a small real zip plus a text release note,
// stored by the files platform (SHA-256). One draft and one withdrawn row show that only released
// rows reach customers. The demo child is granted the page (M12) so it sees the list without A-Secret.
import { and, eq, inArray } from '../orm.ts';
import type { Db } from '../client.ts';
import {
  accountGrants,
  accounts,
  companies,
  deliveries,
  deliveryFiles,
  deliveryRecipients,
  platforms,
  projects,
} from '../schema/index.ts';
import { demoToolZip } from './demo-files.ts';
import type { SeedContext } from './index.ts';

type Row = {
  company: 'Shenhe Mobile' | 'Lumen Devices';
  project: string;
  platform: string;
  name: string;
  version: string;
  date: string;
  status: 'draft' | 'released' | 'withdrawn';
  notes: string;
  recipients: string[];
};

const rows: Row[] = [
  {
    company: 'Shenhe Mobile',
    project: 'A-Phone X1',
    platform: 'NX510',
    name: 'A-Phone X1 BSP',
    version: 'V1.0.0',
    date: '2026-03-12',
    status: 'released',
    notes: '首个量产基线：Android 14，内核 6.1；相机、音频、Wi-Fi 驱动完成适配。\nFirst mass-production baseline.',
    recipients: ['customer@demo.test', 'child@demo.test'],
  },
  {
    company: 'Shenhe Mobile',
    project: 'A-Phone X1',
    platform: 'NX510',
    name: 'A-Phone X1 BSP',
    version: 'V1.1.0',
    date: '2026-05-20',
    status: 'released',
    notes: '修复待机功耗偏高问题；更新调制解调器固件至 MP2.3。\nFixes high standby current; modem firmware MP2.3.',
    recipients: ['customer@demo.test', 'child@demo.test'],
  },
  {
    company: 'Shenhe Mobile',
    project: 'A-Phone X1',
    platform: 'NX510',
    name: 'A-Phone X1 BSP',
    version: 'V1.2.0-rc1',
    date: '2026-07-02',
    status: 'draft',
    notes: '候选版本，待内部验证。',
    recipients: ['customer@demo.test'],
  },
  {
    company: 'Shenhe Mobile',
    project: 'A-Phone X1',
    platform: 'NX510',
    name: 'A-Phone X1 BSP',
    version: 'V1.0.1',
    date: '2026-04-01',
    status: 'withdrawn',
    notes: '已撤回：发现启动问题，请使用 V1.1.0。',
    recipients: ['customer@demo.test'],
  },
  {
    company: 'Shenhe Mobile',
    project: 'A-Tablet T2',
    platform: 'NX710',
    name: 'A-Tablet T2 SDK',
    version: 'V2.0.3',
    date: '2026-04-18',
    status: 'released',
    notes: '平板 SDK：显示与触摸驱动、OTA 升级工具。\nTablet SDK: display and touch drivers, OTA tool.',
    recipients: ['customer@demo.test'],
  },
  {
    company: 'Shenhe Mobile',
    project: 'A-Secret',
    platform: 'NX520-5G',
    name: 'A-Secret 5G Modem Package',
    version: 'V0.9.0',
    date: '2026-06-08',
    status: 'released',
    notes: '保密项目 5G 调制解调器软件包，仅限授权人员。\nConfidential 5G modem package.',
    recipients: ['customer@demo.test'],
  },
  {
    company: 'Lumen Devices',
    project: 'B-Router R9',
    platform: 'NX910',
    name: 'B-Router R9 Firmware',
    version: 'V3.1.0',
    date: '2026-05-28',
    status: 'released',
    notes: '路由器固件：Wi-Fi 7 支持，安全补丁 2026-05。\nRouter firmware: Wi-Fi 7, security patch 2026-05.',
    recipients: ['other@demo.test'],
  },
];

export async function seedDeliver(db: Db, ctx: SeedContext): Promise<void> {
  const companyRows = await db
    .select()
    .from(companies)
    .where(inArray(companies.nameEn, ['Shenhe Mobile', 'Lumen Devices']));
  const projectRows = await db.select().from(projects);
  const platformRows = await db.select().from(platforms);
  const people = await db.select().from(accounts);
  const pm = people.find((p) => p.email === 'pm@demo.test');
  const child = people.find((p) => p.email === 'child@demo.test');

  for (const [i, row] of rows.entries()) {
    const company = companyRows.find((c) => c.nameEn === row.company)!;
    const project = projectRows.find((p) => p.companyId === company.id && p.name === row.project)!;
    const platform = platformRows.find((p) => p.name === row.platform)!;
    const at = new Date(`${row.date}T09:00:00Z`);
    const [delivery] = await db
      .insert(deliveries)
      .values({
        companyId: company.id,
        projectId: project.id,
        platformId: platform.id,
        name: row.name,
        version: row.version,
        deliveryDate: row.date,
        releaseNotes: row.notes,
        status: row.status,
        releasedAt: row.status === 'draft' ? null : at,
        createdBy: pm?.id ?? null,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    const base = `${row.name.replace(/\W+/g, '_')}_${row.version}`;
    const zip = await ctx.files.storeBuffer(await demoToolZip(row.name, row.version, `deliver-${i}`), {
      name: `${base}.zip`,
      uploadedBy: pm?.id ?? null,
      db,
    });
    const notes = await ctx.files.storeBuffer(
      Buffer.from(`${row.name} ${row.version} (${row.date})\n\n${row.notes}\n`, 'utf8'),
      { name: `${base}_ReleaseNotes.txt`, uploadedBy: pm?.id ?? null, db },
    );
    await db.insert(deliveryFiles).values([
      { deliveryId: delivery.id, fileId: zip.id, sort: 0 },
      { deliveryId: delivery.id, fileId: notes.id, sort: 1 },
    ]);
    const recipientIds = people.filter((p) => row.recipients.includes(p.email)).map((p) => p.id);
    if (recipientIds.length)
      await db
        .insert(deliveryRecipients)
        .values(recipientIds.map((accountId) => ({ deliveryId: delivery.id, accountId })));
  }

  if (child) {
    const [granted] = await db
      .select()
      .from(accountGrants)
      .where(and(eq(accountGrants.accountId, child.id), eq(accountGrants.menuCode, 'M12')));
    if (!granted) await db.insert(accountGrants).values({ accountId: child.id, menuCode: 'M12' });
  }
}
