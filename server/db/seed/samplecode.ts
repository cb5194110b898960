// Forty code samples across the six platforms, each with a small real code package (a zip of a
// README and a source file, generated here). Most are released; a few are drafts and a few were
// withdrawn, so every publishing state and every sample status is present. The first sample is
// released on NX310 alone: company A sees it, company B does not (the access matrix relies on it).
import { eq } from '../orm.ts';
import type { FilesPlatform } from '../../platform/files.ts';
import { indexSamples } from '../../platform/search/samplecode-docs.ts';
import type { Db } from '../client.ts';
import { accounts, platforms, sampleCodes } from '../schema/index.ts';
import { zipOf } from './demo-files.ts';

/** A code package: a zip of a README and one C source file naming the sample. */
export async function sampleZip(name: string, version: string, component: string): Promise<Buffer> {
  const slug = component.toLowerCase().replace(/\W+/g, '_');
  return zipOf([
    {
      name: 'README.md',
      content: Buffer.from(`# ${name}\n\nVersion ${version}. Build with the platform SDK: \`make ${slug}_demo\`.\n`),
    },
    {
      name: `${slug}_demo.c`,
      content: Buffer.from(
        `/* ${name} (${version}) - Nexora Semiconductor sample code. */\n#include <stdio.h>\n\nint main(void)\n{\n    printf("${slug} demo ${version}\\n");\n    return 0;\n}\n`,
      ),
    },
  ]);
}

const topics: { component: string; zh: string; en: string; keywords: string }[] = [
  { component: 'Camera', zh: '双摄同步出图示例', en: 'Dual camera frame sync', keywords: 'camera,ISP,sync' },
  { component: 'Audio', zh: '低延迟音频通路示例', en: 'Low-latency audio path', keywords: 'audio,AAudio,latency' },
  { component: 'Display', zh: 'MIPI DSI 屏幕点亮示例', en: 'MIPI DSI panel bring-up', keywords: 'display,DSI,panel' },
  {
    component: 'Bluetooth',
    zh: '蓝牙 LE Audio 广播示例',
    en: 'Bluetooth LE Audio broadcast',
    keywords: 'BLE,LE Audio',
  },
  { component: 'Wi-Fi', zh: 'Wi-Fi 热点切换示例', en: 'Wi-Fi hotspot handover', keywords: 'wifi,hotspot,softap' },
  { component: 'GNSS', zh: 'GNSS 冷启动加速示例', en: 'GNSS cold start assist', keywords: 'gnss,agps,tff' },
  { component: 'Power', zh: '深度睡眠唤醒源配置示例', en: 'Deep sleep wake source setup', keywords: 'power,suspend' },
  { component: 'Sensor', zh: '传感器融合计步示例', en: 'Sensor fusion step counter', keywords: 'sensor,hub,step' },
  { component: 'USB', zh: 'USB Type-C 角色切换示例', en: 'USB Type-C role swap', keywords: 'usb,typec,otg' },
  { component: 'Modem', zh: '双卡双待切换示例', en: 'Dual SIM standby switch', keywords: 'modem,dsds,sim' },
  {
    component: 'Security',
    zh: '安全启动签名校验示例',
    en: 'Secure boot signature check',
    keywords: 'secure boot,efuse',
  },
  { component: 'Thermal', zh: '温控降频策略示例', en: 'Thermal throttling policy', keywords: 'thermal,dvfs' },
  { component: 'Charger', zh: '快充协议握手示例', en: 'Fast charge handshake', keywords: 'charger,pd,qc' },
  { component: 'NFC', zh: 'NFC 卡模拟示例', en: 'NFC card emulation', keywords: 'nfc,hce,se' },
  { component: 'Touch', zh: '触摸屏手势唤醒示例', en: 'Touch gesture wake-up', keywords: 'touch,gesture' },
  { component: 'Storage', zh: 'UFS 写入性能调优示例', en: 'UFS write tuning', keywords: 'ufs,storage,f2fs' },
  { component: 'Boot', zh: '开机时间优化示例', en: 'Boot time optimization', keywords: 'boot,bootchart' },
  { component: 'Video', zh: '硬件编码 H.265 示例', en: 'Hardware H.265 encoding', keywords: 'video,hevc,codec' },
  { component: 'Fingerprint', zh: '屏下指纹解锁示例', en: 'Under-display fingerprint', keywords: 'fingerprint,tee' },
  { component: 'Modem', zh: 'VoLTE 呼叫建立示例', en: 'VoLTE call setup', keywords: 'volte,ims' },
];
const statuses = ['verified', 'verified', 'testing', 'deprecated'] as const;
const androids = ['Android 13', 'Android 14', 'Android 15'];
const kernels = ['5.15', '6.1', '6.6'];
export const sampleSeedCount = 40;

export async function seedSampleCode(db: Db, { files }: { files: FilesPlatform }): Promise<void> {
  const platformRows = await db.select().from(platforms).orderBy(platforms.id);
  const [publisher] = await db.select().from(accounts).where(eq(accounts.email, 'pm@demo.test'));
  const day = 86_400_000;
  const start = Date.parse('2025-09-01T02:00:00Z');
  for (let i = 0; i < sampleSeedCount; i++) {
    const topic = topics[i % topics.length];
    // Platforms in turn; every sixth sample lands on NX730-5G or NX910 (company B's only).
    const platform = i % 6 === 5 ? platformRows[4 + (Math.floor(i / 6) % 2)] : platformRows[i % 4];
    const chinese = i % 3 !== 2;
    const version = `V${1 + (i % 3)}.${i % 5}.${(i * 7) % 10}`;
    const name = `${platform.name} ${chinese ? topic.zh : topic.en}`;
    // The last six: three drafts (never released), three withdrawn (released once).
    const state = i >= 37 ? 'withdrawn' : i >= 34 ? 'draft' : 'released';
    const file = await files.storeBuffer(await sampleZip(name, version, topic.component), {
      name: `${platform.name}_${topic.component.replace(/\W+/g, '')}_sample_${version}.zip`,
      db,
    });
    const releasedAt = state === 'draft' ? null : new Date(start + i * 5 * day);
    await db.insert(sampleCodes).values({
      bugId: `BUG-${2025 + Math.floor(i / 20)}-${String(10_240 + i * 37).padStart(6, '0')}`,
      name,
      description: chinese
        ? `演示在 ${platform.name} 上实现${topic.zh.replace(/示例$/, '')}的完整流程，包括驱动配置、HAL 接口调用与验证方法。`
        : `Shows how to implement ${topic.en.toLowerCase()} on ${platform.name}: driver configuration, HAL calls and how to verify it.`,
      platformId: platform.id,
      version,
      apVersion: `${platform.name}_AP_${2025 + Math.floor(i / 20)}.${String(1 + (i % 12)).padStart(2, '0')}`,
      component: topic.component,
      status: statuses[i % statuses.length],
      androidVersion: androids[i % androids.length],
      kernelVersion: kernels[i % kernels.length],
      note: i % 4 === 0 ? (chinese ? '需配合最新 BSP 使用。' : 'Requires the latest BSP.') : '',
      keywords: topic.keywords,
      fileId: file.id,
      state,
      releasedAt,
      publisherId: publisher?.id ?? null,
      createdAt: new Date(start + i * 5 * day - day),
      updatedAt: releasedAt ?? new Date(start + i * 5 * day - day),
    });
  }
  await indexSamples(db);
}
