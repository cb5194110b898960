// Patch sets of the demo: three patch sets (NX310 and NX520-5G for Shenhe Mobile, company A; NX730-5G
// for Lumen Devices, company B), 60 PARs (released in the sets or planned for the next release), some
// depending on others (chains of two and three); company A's destination branches (one of the hidden
// project A-Secret, one outside the account group R&D Team 1's config) and one of company B; applies
// in every state (ongoing, published with its e-patch file, cancelled by staff, revoked by the
// customer). The demo child is granted the module and the apply, so it sees it without A-Secret.
import { and, eq, inArray } from '../orm.ts';
import type { Db } from '../client.ts';
import {
  accountGrants,
  accountGroups,
  accounts,
  companies,
  parDependencies,
  pars,
  patchSetHistory,
  patchSets,
  patchsetApplies,
  patchsetApplyEvents,
  patchsetApplyFiles,
  patchsetApplyItems,
  patchsetBranches,
  patchsetGroupBranches,
  platforms,
  projects,
} from '../schema/index.ts';
import type { SeedContext } from './index.ts';

const issues = ['stability', 'performance', 'power', 'security', 'function', 'compatibility'] as const;
const probabilities = ['always', 'high', 'medium', 'low'] as const;
const sources = ['customer', 'internal', 'upstream', 'certification'] as const;

/** Problems as engineers write them: summary, root cause, solution, field, test suggestion. */
const problems: [string, string, string, string, string][] = [
  [
    'Camera preview freezes after switching to night mode',
    'ISP pipeline kept the old buffer count when the sensor mode changed',
    'Re-allocate the ISP buffers on every sensor mode switch',
    'Camera',
    'Switch between photo and night mode 200 times while previewing',
  ],
  [
    'Standby current 3 mA higher with Wi-Fi on',
    'The Wi-Fi firmware did not enter DTIM-3 sleep after roaming',
    'Re-arm the power-save timer after each roam',
    'Power',
    'Measure standby current for 30 minutes on a roaming test bench',
  ],
  [
    'Kernel panic in the USB gadget driver on unplug during MTP transfer',
    'A completion callback ran after the endpoint was freed',
    'Cancel pending requests before freeing the endpoint',
    'USB',
    'Unplug the cable during a 4 GB MTP copy, 100 times',
  ],
  [
    'Bluetooth audio stutters when the screen turns off',
    'The CPU governor dropped the A2DP thread to the little cores',
    'Pin the A2DP encoder thread to a performance cluster while streaming',
    'Bluetooth',
    'Stream music for an hour with the screen off; count underruns',
  ],
  [
    'Touch panel loses input after resume from deep sleep',
    'The touch controller reset line was released before its supply settled',
    'Wait for the supply-good signal before releasing reset',
    'Display',
    'Suspend and resume 500 times; tap after every resume',
  ],
  [
    'Secure boot accepts an image signed with a revoked key',
    'The revocation list was read after the signature check',
    'Check the revocation list before verifying the signature',
    'Security',
    'Boot an image signed with each revoked key; expect refusal',
  ],
  [
    'GPS first fix takes over 60 s after a modem restart',
    'Assistance data was dropped when the modem restarted',
    'Keep assistance data across modem restarts',
    'GNSS',
    'Restart the modem and time the first fix, outdoors, 20 times',
  ],
  [
    'Charging stops at 92 % on some third-party adapters',
    'PD negotiation fell back to 5 V and the charger hit its thermal limit',
    'Retry PD negotiation after the first fallback',
    'Charging',
    'Charge from 20 % with the five adapters of the compatibility list',
  ],
  [
    'Video call drops to 15 fps under thermal load',
    'The thermal policy throttled the encoder before the GPU',
    'Order the throttling steps: GPU first, encoder last',
    'Multimedia',
    'Hold a 30-minute video call in a 35 °C chamber',
  ],
  [
    'NFC payment fails when the battery saver is on',
    'The battery saver stopped the secure element service',
    'Exempt the secure element service from the battery saver',
    'NFC',
    'Pay 50 times with the battery saver on',
  ],
];

type ParSeed = { no: number; platform: string; setIndex: number | null; dependsOn: number[] };

export async function seedPatchset(db: Db, ctx: SeedContext): Promise<void> {
  const [a] = await db.select().from(companies).where(eq(companies.nameEn, 'Shenhe Mobile'));
  const [b] = await db.select().from(companies).where(eq(companies.nameEn, 'Lumen Devices'));
  const ps = await db.select().from(platforms);
  const platformId = (name: string) => ps.find((p) => p.name === name)!.id;
  const people = await db
    .select()
    .from(accounts)
    .where(inArray(accounts.email, ['customer@demo.test', 'child@demo.test', 'other@demo.test', 'pm@demo.test']));
  const person = (email: string) => people.find((p) => p.email === email)!;

  const sets = await db
    .insert(patchSets)
    .values([
      {
        name: 'NX310 Android 14 补丁集 2026.03',
        platformId: platformId('NX310'),
        version: 'V1.3.0',
        baseBranch: 'nx310-android14-r1',
        description: 'NX310 平台 Android 14 的稳定性、功耗与安全修复合集。',
        descriptionEn: 'Stability, power and security fixes for NX310 on Android 14.',
        releaseDate: '2026-03-18',
      },
      {
        name: 'NX520-5G Android 15 补丁集 2026.05',
        platformId: platformId('NX520-5G'),
        version: 'V2.1.0',
        baseBranch: 'nx520-android15-r2',
        description: 'NX520-5G 平台 Android 15 的相机、蓝牙与充电修复。',
        descriptionEn: 'Camera, Bluetooth and charging fixes for NX520-5G on Android 15.',
        releaseDate: '2026-05-06',
      },
      {
        name: 'NX730-5G OpenWrt 补丁集 2026.04',
        platformId: platformId('NX730-5G'),
        version: 'V0.9.2',
        baseBranch: 'nx730-openwrt-23',
        description: 'NX730-5G 平台 OpenWrt 的射频与 USB 修复。',
        descriptionEn: 'RF and USB fixes for NX730-5G on OpenWrt.',
        releaseDate: '2026-04-22',
      },
    ])
    .returning();
  await db.insert(patchSetHistory).values(
    sets.flatMap((s, i) => [
      {
        patchSetId: s.id,
        version: s.version.replace(/\d+$/, '0'),
        action: 'created' as const,
        note: '创建补丁集',
        noteEn: 'Patch set created',
        at: new Date(`2026-0${i + 1}-10T08:00:00Z`),
      },
      {
        patchSetId: s.id,
        version: s.version,
        action: 'released' as const,
        note: `发布 ${s.version}`,
        noteEn: `Released ${s.version}`,
        at: new Date(`${s.releaseDate}T09:30:00Z`),
      },
      {
        patchSetId: s.id,
        version: s.version,
        action: 'updated' as const,
        note: '补充两个 PAR 的测试建议',
        noteEn: 'Test suggestions of two PARs completed',
        at: new Date(`${s.releaseDate}T15:00:00Z`),
      },
    ]),
  );

  // 60 PARs: 20 per platform, 16 released in the platform's set and 4 planned for the next release.
  const platformOfSet = ['NX310', 'NX520-5G', 'NX730-5G'];
  const seeds: ParSeed[] = [];
  for (let n = 1; n <= 60; n++) {
    const s = Math.floor((n - 1) / 20);
    const k = (n - 1) % 20;
    // Every fifth PAR needs the one before; every tenth also the one before that (chains of three).
    const dependsOn = k % 5 === 4 ? (k % 10 === 9 ? [n - 1, n - 2] : [n - 1]) : [];
    seeds.push({ no: n, platform: platformOfSet[s], setIndex: k < 16 ? s : null, dependsOn });
  }
  const inserted = await db
    .insert(pars)
    .values(
      seeds.map((p) => {
        const [summary, rootCause, solution, field, testSuggestion] = problems[(p.no - 1) % problems.length];
        const released = p.setIndex !== null;
        return {
          parNo: `PAR-2026-${String(p.no).padStart(4, '0')}`,
          platformId: platformId(p.platform),
          patchSetId: released ? sets[p.setIndex!].id : null,
          bugId: `BUG-${70000 + p.no * 37}`,
          cqId: `CQ${String(100200 + p.no * 11).padStart(8, '0')}`,
          summary: `${p.platform}: ${summary}`,
          rootCause,
          solution,
          field,
          testSuggestion,
          probability: probabilities[p.no % probabilities.length],
          introducedIn: `V1.${p.no % 4}.0`,
          source: sources[p.no % sources.length],
          issueType: issues[p.no % issues.length],
          status: released ? ('released' as const) : ('planned' as const),
          planTime: released ? null : `2026-0${7 + (p.no % 3)}-15`,
          mandatory: p.no % 7 === 0,
          releasedAt: released ? new Date(`${sets[p.setIndex!].releaseDate}T09:30:00Z`) : null,
        };
      }),
    )
    .returning({ id: pars.id, parNo: pars.parNo });
  const parId = (no: number) => inserted.find((r) => r.parNo === `PAR-2026-${String(no).padStart(4, '0')}`)!.id;
  await db
    .insert(parDependencies)
    .values(seeds.flatMap((p) => p.dependsOn.map((d) => ({ parId: parId(p.no), dependsOnId: parId(d) }))));

  // Destination branches.
  const projectRows = await db
    .select()
    .from(projects)
    .where(inArray(projects.companyId, [a.id, b.id]));
  const projectId = (name: string) => projectRows.find((p) => p.name === name)!.id;
  const branches = await db
    .insert(patchsetBranches)
    .values([
      {
        companyId: a.id,
        projectId: projectId('A-Phone X1'),
        platformId: platformId('NX310'),
        name: 'a-phone-x1-nx310-main',
      },
      {
        companyId: a.id,
        projectId: projectId('A-Tablet T2'),
        platformId: platformId('NX520-5G'),
        name: 'a-tablet-t2-nx520-main',
      },
      {
        companyId: a.id,
        projectId: projectId('A-Secret'),
        platformId: platformId('NX310'),
        name: 'a-secret-nx310-dev',
      },
      {
        companyId: a.id,
        projectId: projectId('A-Phone X1'),
        platformId: platformId('NX310'),
        name: 'a-phone-x1-nx310-factory',
      },
      {
        companyId: b.id,
        projectId: projectId('B-Router R9'),
        platformId: platformId('NX730-5G'),
        name: 'b-router-r9-nx730',
      },
    ])
    .returning();
  const branch = (name: string) => branches.find((x) => x.name === name)!;

  // R&D Team 1 may apply for the main branches and A-Secret's, not for the factory branch.
  const [group] = await db.select().from(accountGroups).where(eq(accountGroups.companyId, a.id));
  if (group)
    await db.insert(patchsetGroupBranches).values(
      ['a-phone-x1-nx310-main', 'a-tablet-t2-nx520-main', 'a-secret-nx310-dev'].map((n) => ({
        groupId: group.id,
        branchId: branch(n).id,
      })),
    );

  // Applies in every state.
  const pm = person('pm@demo.test');
  const applies: {
    branch: string;
    applicant: string;
    pars: number[];
    status: 'ongoing' | 'published' | 'cancelled';
    revoked?: boolean;
    day: string;
    remark: string;
  }[] = [
    {
      branch: 'a-phone-x1-nx310-main',
      applicant: 'customer@demo.test',
      pars: [1, 2],
      status: 'published',
      day: '2026-04-02',
      remark: '量产前必须合入',
    },
    {
      branch: 'a-phone-x1-nx310-main',
      applicant: 'customer@demo.test',
      pars: [3],
      status: 'ongoing',
      day: '2026-05-11',
      remark: 'USB 掉线问题，客户投诉',
    },
    {
      branch: 'a-tablet-t2-nx520-main',
      applicant: 'child@demo.test',
      pars: [21, 22],
      status: 'ongoing',
      day: '2026-05-20',
      remark: 'Tablet camera fix for the June build',
    },
    {
      branch: 'a-tablet-t2-nx520-main',
      applicant: 'customer@demo.test',
      pars: [23],
      status: 'cancelled',
      day: '2026-05-02',
      remark: '重复申请',
    },
    {
      branch: 'a-phone-x1-nx310-main',
      applicant: 'customer@demo.test',
      pars: [6],
      status: 'cancelled',
      revoked: true,
      day: '2026-04-20',
      remark: '已自行修复',
    },
    {
      branch: 'a-secret-nx310-dev',
      applicant: 'customer@demo.test',
      pars: [7, 8],
      status: 'ongoing',
      day: '2026-05-25',
      remark: '保密项目',
    },
    {
      branch: 'b-router-r9-nx730',
      applicant: 'other@demo.test',
      pars: [41],
      status: 'ongoing',
      day: '2026-05-15',
      remark: 'RF fix for the router',
    },
  ];
  const parRows = await db.select().from(pars);
  for (const x of applies) {
    const br = branch(x.branch);
    const applicant = person(x.applicant);
    const at = new Date(`${x.day}T02:00:00Z`);
    const [apply] = await db
      .insert(patchsetApplies)
      .values({
        companyId: br.companyId,
        projectId: br.projectId,
        platformId: br.platformId,
        branchId: br.id,
        branchName: br.name,
        applicantId: applicant.id,
        status: x.status,
        revoked: x.revoked ?? false,
        applyRemark: x.remark,
        deliveryDate: '2026-06-30',
        deliveryReason: '6 月底量产版本',
        planTime: '2026-06-15',
        mandatory: x.status === 'published',
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await db.insert(patchsetApplyItems).values(
      x.pars.map((no) => {
        const p = parRows.find((r) => r.id === parId(no))!;
        return {
          applyId: apply.id,
          branchId: br.id,
          parId: p.id,
          active: x.status !== 'cancelled',
          parNo: p.parNo,
          bugId: p.bugId,
          cqId: p.cqId,
          summary: p.summary,
          rootCause: p.rootCause,
          solution: p.solution,
          field: p.field,
          testSuggestion: p.testSuggestion,
          probability: p.probability,
          introducedIn: p.introducedIn,
          source: p.source,
          issueType: p.issueType,
        };
      }),
    );
    await db
      .insert(patchsetApplyEvents)
      .values({ applyId: apply.id, kind: 'operation', action: 'submit', actorId: applicant.id, at });
    const later = new Date(at.getTime() + 2 * 86_400_000);
    if (x.revoked)
      await db
        .insert(patchsetApplyEvents)
        .values({ applyId: apply.id, kind: 'operation', action: 'revoke', actorId: applicant.id, at: later });
    else if (x.status !== 'ongoing')
      await db.insert(patchsetApplyEvents).values({
        applyId: apply.id,
        kind: 'approval',
        action: x.status === 'published' ? 'publish' : 'cancel',
        actorId: pm.id,
        comment: x.status === 'published' ? '已合入并验证，请下载 e-patch' : '与 PSA 申请重复，已取消',
        at: later,
      });
    if (x.status === 'published') {
      const lines = x.pars.map((no) => {
        const p = parRows.find((r) => r.id === parId(no))!;
        return `${p.parNo}\t${p.bugId}\t${p.summary}`;
      });
      const file = await ctx.files.storeBuffer(Buffer.from(`# e-patch ${br.name}\n\n${lines.join('\n')}\n`, 'utf8'), {
        name: `${br.name}_epatch.txt`,
        uploadedBy: pm.id,
        db,
      });
      await db.insert(patchsetApplyFiles).values({ applyId: apply.id, fileId: file.id, sort: 0 });
    }
  }

  const child = person('child@demo.test');
  if (child)
    for (const code of ['M16', 'patchset.apply']) {
      const [granted] = await db
        .select()
        .from(accountGrants)
        .where(and(eq(accountGrants.accountId, child.id), eq(accountGrants.menuCode, code)));
      if (!granted) await db.insert(accountGrants).values({ accountId: child.id, menuCode: code });
    }
}
