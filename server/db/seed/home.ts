// Home content: partners, public courses (one enrolling) and one more announcement.
import type { Db } from '../client.ts';
import { announcements, courses, partners, platforms } from '../schema/index.ts';

export async function seedHome(db: Db): Promise<void> {
  const platformRows = await db.select().from(platforms).orderBy(platforms.id);
  await db.insert(partners).values([
    {
      sort: 1,
      name: '衡远射频',
      nameEn: 'Hengyuan RF',
      category: '射频设计服务',
      categoryEn: 'RF design services',
      description: '天线与射频前端联合调试，覆盖 Sub-6G 与毫米波。',
      descriptionEn: 'Antenna and RF front-end tuning for Sub-6G and mmWave.',
      url: 'https://partners.nexora.example/hengyuan',
    },
    {
      sort: 2,
      name: '栖云软件',
      nameEn: 'Qiyun Software',
      category: '操作系统适配',
      categoryEn: 'OS porting',
      description: '安卓与 Linux BSP 移植、驱动开发与长期维护。',
      descriptionEn: 'Android and Linux BSP porting, drivers and long-term maintenance.',
      url: 'https://partners.nexora.example/qiyun',
    },
    {
      sort: 3,
      name: '晶测实验室',
      nameEn: 'CrystalTest Labs',
      category: '认证测试',
      categoryEn: 'Certification testing',
      description: 'CE、FCC、CCC 与运营商入网测试一站式服务。',
      descriptionEn: 'One-stop CE, FCC, CCC and carrier acceptance testing.',
      url: 'https://partners.nexora.example/crystaltest',
    },
    {
      sort: 4,
      name: '方圆模组',
      nameEn: 'Fangyuan Modules',
      category: '模组方案',
      categoryEn: 'Module solutions',
      description: '基于 NX 系列平台的通信模组与核心板。',
      descriptionEn: 'Communication modules and system-on-modules on NX platforms.',
      url: 'https://partners.nexora.example/fangyuan',
    },
    {
      sort: 5,
      name: '启明 PCB',
      nameEn: 'Qiming PCB',
      category: 'PCB 设计与制造',
      categoryEn: 'PCB design and fabrication',
      description: '高速高密度 PCB 设计、仿真与快速打样。',
      descriptionEn: 'High-speed HDI PCB design, simulation and quick-turn prototypes.',
      url: 'https://partners.nexora.example/qiming',
    },
  ]);
  const now = Date.now();
  const day = 86_400_000;
  await db.insert(courses).values([
    {
      name: 'NX710 硬件设计与调试公开课',
      nameEn: 'NX710 hardware design and bring-up (public course)',
      platformId: platformRows[3].id,
      startsAt: new Date(now + 21 * day),
      address: '上海市浦东新区张江高科技园区 芯诺拉培训中心 3F',
      addressEn: 'Nexora Training Centre 3F, Zhangjiang Hi-Tech Park, Shanghai',
      contactName: '陈老师',
      contactPhone: '021-55550123',
      description: '电源树设计、DDR 布局布线、射频匹配与首板调试要点。',
      descriptionEn: 'Power tree design, DDR layout, RF matching and first-board bring-up.',
      enrolment: 'enrolling',
      capacity: 60,
    },
    {
      name: 'NX310 低功耗软件优化',
      nameEn: 'NX310 low-power software tuning',
      platformId: platformRows[0].id,
      startsAt: new Date(now - 30 * day),
      address: '深圳市南山区科技园 芯诺拉深圳办公室',
      addressEn: 'Nexora Shenzhen office, Science Park, Nanshan, Shenzhen',
      contactName: '刘老师',
      contactPhone: '0755-55550456',
      description: '待机电流分析、唤醒源排查与功耗工具使用。',
      descriptionEn: 'Standby current analysis, wake-up sources and the power profiler.',
      enrolment: 'ended',
      capacity: 40,
    },
  ]);
  await db.insert(announcements).values({
    title: '新版客户门户上线',
    titleEn: 'The new customer portal is live',
    content: '新版门户支持中英文切换、下载断点续传与全文检索。如有问题，请点击右下角“反馈”告诉我们。',
    contentEn:
      'The new portal supports Chinese and English, resumable downloads and full-text search. Tell us what you think through the Feedback button at the bottom right.',
    publishedAt: new Date(now - 1 * day),
  });
}
