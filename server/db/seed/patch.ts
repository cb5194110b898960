// Eighty patches across the six platforms, each with a small real patch file (a unified diff,
// generated here). Security, test-patch and must-merge take every combination on every platform;
// a few are drafts, a few were voided. On NX310 each sixth patch must come after the one before
// (a chain: 0 ← 6 ← 12 ← 18 …); on NX710 they are merely related. Company A has merged a few
// (the head of the NX310 chain among them) and downloaded some. The first patch is released on
// NX310 alone: company A sees it, company B does not (the access matrix relies on it).
import { eq } from '../orm.ts';
import type { FilesPlatform } from '../../platform/files.ts';
import type { Db } from '../client.ts';
import { accounts, downloadRecords, patchMerges, patchRelations, patches, platforms } from '../schema/index.ts';

const topics: { path: string; zh: string; en: string }[] = [
  { path: 'drivers/media/camera/isp_ae.c', zh: '修复低光下自动曝光抖动', en: 'Fix auto-exposure flicker in low light' },
  { path: 'sound/soc/nexora/nx_pcm.c', zh: '修复通话时音频断续', en: 'Fix choppy audio during calls' },
  { path: 'drivers/gpu/drm/nexora/dsi_host.c', zh: '修复屏幕唤醒偶发黑屏', en: 'Fix occasional black screen on wake' },
  { path: 'net/bluetooth/hci_event.c', zh: '修复蓝牙耳机重连失败', en: 'Fix Bluetooth headset reconnection' },
  { path: 'drivers/net/wireless/nx_wlan/scan.c', zh: '优化 Wi-Fi 扫描功耗', en: 'Reduce Wi-Fi scan power' },
  { path: 'security/nexora/tee_verify.c', zh: '修复 TEE 签名校验绕过漏洞', en: 'Fix TEE signature check bypass (CVE)' },
  { path: 'drivers/power/supply/nx_charger.c', zh: '修复快充握手超时', en: 'Fix fast-charge handshake timeout' },
  { path: 'drivers/thermal/nx_thermal.c', zh: '调整温控降频阈值', en: 'Tune thermal throttling thresholds' },
  { path: 'drivers/usb/typec/nx_tcpc.c', zh: '修复 Type-C 角色切换死锁', en: 'Fix Type-C role swap deadlock' },
  { path: 'drivers/modem/nx_ims.c', zh: '修复 VoLTE 呼叫建立失败', en: 'Fix VoLTE call setup failure' },
  { path: 'kernel/sched/nx_boost.c', zh: '优化应用启动调度', en: 'Improve app launch scheduling' },
  { path: 'drivers/scsi/ufs/ufs-nexora.c', zh: '修复 UFS 掉电数据丢失', en: 'Fix UFS data loss on power cut' },
  { path: 'drivers/input/touchscreen/nx_ts.c', zh: '修复触摸屏边缘误触', en: 'Fix touch screen edge false touches' },
  { path: 'drivers/nfc/nx_nfc.c', zh: '修复 NFC 卡模拟掉卡', en: 'Fix NFC card emulation drop-outs' },
  { path: 'security/selinux/nx_policy.c', zh: '收紧 SELinux 策略', en: 'Tighten SELinux policy' },
  { path: 'drivers/gnss/nx_gnss.c', zh: '修复 GNSS 冷启动定位慢', en: 'Fix slow GNSS cold start' },
];
const submitters = ['王磊', '李娜', 'Chen Hao', '赵敏', 'Liu Yang', '孙涛'];
export const patchSeedCount = 80;

/** A small unified diff naming the patch (its file). */
export function patchFile(name: string, version: string, file: string, submitter: string): Buffer {
  const fn = file.split('/').pop()!.replace(/\.c$/, '');
  return Buffer.from(
    [
      `From: ${submitter} <${submitter.toLowerCase().replace(/\W+/g, '.')}@nexora.example>`,
      `Subject: [PATCH ${version}] ${name}`,
      '',
      `${name}.`,
      '',
      '---',
      ` ${file} | 4 ++--`,
      ' 1 file changed, 2 insertions(+), 2 deletions(-)',
      '',
      `diff --git a/${file} b/${file}`,
      `--- a/${file}`,
      `+++ b/${file}`,
      '@@ -40,7 +40,7 @@',
      ` static int ${fn}_apply(struct device *dev)`,
      ' {',
      '-\tint timeout = 10;',
      `+\tint timeout = 25; /* ${version} */`,
      ' \tint ret;',
      '-\tret = wait_ready(dev, timeout);',
      '+\tret = wait_ready_locked(dev, timeout);',
      ' \treturn ret;',
      ' }',
      '--',
      '2.43.0',
      '',
    ].join('\n'),
  );
}

export async function seedPatches(db: Db, { files }: { files: FilesPlatform }): Promise<void> {
  const platformRows = await db.select().from(platforms).orderBy(platforms.id);
  const [publisher] = await db.select().from(accounts).where(eq(accounts.email, 'pm@demo.test'));
  const [customer] = await db.select().from(accounts).where(eq(accounts.email, 'customer@demo.test'));
  const day = 86_400_000;
  const start = Date.parse('2025-06-02T02:00:00Z');
  const ids: number[] = [];
  const stored: { id: number; size: number }[] = [];
  for (let i = 0; i < patchSeedCount; i++) {
    const platform = platformRows[i % platformRows.length];
    const topic = topics[i % topics.length];
    // Security, test patch, must merge: the eight combinations in turn on each platform.
    const combo = Math.floor(i / platformRows.length) % 8;
    const chinese = i % 3 !== 2;
    const version = `V${1 + Math.floor(i / 30)}.${i % 10}.${(i * 3) % 7}`;
    const name = `[${platform.name}] ${chinese ? topic.zh : topic.en}`;
    const submitter = submitters[i % submitters.length];
    // Drafts were never released; voided ones were released first.
    const state = i % 20 === 19 ? 'draft' : i % 10 === 7 ? 'voided' : 'released';
    const file = await files.storeBuffer(patchFile(name, version, topic.path, submitter), {
      name: `${platform.name}_${topic.path.split('/').pop()!.replace(/\.c$/, '')}_${version}.patch`,
      db,
    });
    stored.push({ id: file.id, size: file.size });
    const releasedAt = state === 'draft' ? null : new Date(start + i * 3 * day);
    const [row] = await db
      .insert(patches)
      .values({
        name,
        description: chinese
          ? `${topic.zh}。修改 ${topic.path}，适用于 ${platform.name} 全系列，合入后请重新编译内核并回归相关用例。`
          : `${topic.en}. Changes ${topic.path}; applies to the whole ${platform.name} family. Rebuild the kernel and rerun the related tests after merging.`,
        platformId: platform.id,
        applicableChips: i % 4 === 0 ? [platform.name, `${platform.name}A`, `${platform.name}P`] : [platform.name],
        version,
        submitter,
        security: (combo & 1) === 1,
        testPatch: (combo & 2) === 2,
        mustMerge: (combo & 4) === 4,
        fileId: file.id,
        state,
        releasedAt,
        voidedAt: state === 'voided' ? new Date(start + (i * 3 + 20) * day) : null,
        publisherId: publisher?.id ?? null,
        createdAt: new Date(start + i * 3 * day - day),
        updatedAt:
          state === 'voided' ? new Date(start + (i * 3 + 20) * day) : (releasedAt ?? new Date(start + i * 3 * day)),
      })
      .returning({ id: patches.id });
    ids.push(row.id);
  }

  const relations: (typeof patchRelations.$inferInsert)[] = [];
  for (let i = 6; i < patchSeedCount; i++) {
    if (i % 6 === 0) relations.push({ patchId: ids[i], relatedId: ids[i - 6], mustFirst: true });
    else if (i % 6 === 3) relations.push({ patchId: ids[i], relatedId: ids[i - 6], mustFirst: false });
  }
  // NX510: a must-first on a patch that was voided after company A merged it.
  relations.push({ patchId: ids[13], relatedId: ids[7], mustFirst: true });
  await db.insert(patchRelations).values(relations);

  if (!customer) return;
  // Company A merged the head of the NX310 chain, a few others, and the NX510 patch later voided.
  const merged = [0, 6, 1, 2, 9, 15, 7];
  await db.insert(patchMerges).values(
    merged.map((i, n) => ({
      patchId: ids[i],
      companyId: customer.companyId,
      accountId: customer.id,
      branch: n % 2 === 0 ? 'main' : 'release/2026Q1',
      createdAt: new Date(start + (i * 3 + 5) * day),
    })),
  );
  const downloaded = [0, 1, 2, 6, 9, 15, 21];
  await db.insert(downloadRecords).values(
    downloaded.map((i) => ({
      accountId: customer.id,
      fileId: stored[i].id,
      itemKind: 'patch',
      itemId: ids[i],
      platformId: platformRows[i % platformRows.length].id,
      size: stored[i].size,
      createdAt: new Date(start + (i * 3 + 2) * day),
    })),
  );
}
