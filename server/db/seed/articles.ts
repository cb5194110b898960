// FAQ and quick-start articles with comments (customer questions, vendor replies), indexed for search.
import { eq } from '../orm.ts';
import { indexArticles } from '../../platform/search/article-docs.ts';
import { sanitizeRichText } from '../../platform/sanitize.ts';
import type { Db } from '../client.ts';
import { accounts, articleComments, articles, platforms } from '../schema/index.ts';

const faqs: [string, string, string | null, string][] = [
  [
    'NX310 待机功耗偏高如何排查？',
    '功耗,待机',
    'NX310',
    '<p>先用功耗分析工具确认<strong>待机电流</strong>，再逐一关闭外设电源域。常见原因：</p><ul><li>GPIO 悬空导致漏电</li><li>唤醒源未屏蔽</li><li>调试串口未关闭</li></ul>',
  ],
  [
    'How do I enable secure boot on NX510?',
    'secure boot,efuse',
    'NX510',
    '<p>Generate the key pair with the signing tool, burn the public key hash into eFuse, then sign every boot image. <em>Burning eFuse cannot be undone.</em></p>',
  ],
  [
    'NX520-5G 射频校准失败的常见原因',
    '射频,校准',
    'NX520-5G',
    '<p>请检查综测仪线损配置与校准工具版本是否匹配，参考《射频校准工具使用指南》。</p>',
  ],
  [
    'DDR 布线长度匹配要求是多少？',
    'DDR,布线',
    'NX710',
    '<p>数据组内长度差控制在 <code>±5 mil</code> 以内，地址命令组相对时钟 <code>±20 mil</code>。详见硬件设计指南第 6 章。</p>',
  ],
  [
    'Why does the flash tool report "device not found"?',
    'flash tool,USB driver',
    null,
    '<p>Install the latest USB driver, use a data-capable cable and hold the download key while plugging in.</p>',
  ],
  [
    '摄像头点亮后画面偏绿怎么办？',
    '摄像头,ISP',
    'NX710',
    '<p>通常是 Bayer 格式配置错误，请核对传感器数据手册中的像素排列。</p>',
  ],
  ['NX910 支持哪些 Wi-Fi 标准？', 'Wi-Fi', 'NX910', '<p>NX910 支持 Wi-Fi 6E（802.11ax）与 2×2 MIMO。</p>'],
  [
    'How to capture modem logs?',
    'log,modem',
    null,
    '<p>Open the Log Catcher, select <strong>Modem</strong>, reproduce the issue and save the archive. Attach it to your case.</p>',
  ],
  [
    '门户下载中断后如何续传？',
    '下载,续传',
    null,
    '<p>在右上角下载列表中点击“继续”，门户会从中断处继续下载，并在完成后校验 SHA-256。</p>',
  ],
  [
    'NX730-5G 温升超标的散热建议',
    '散热,温升',
    'NX730-5G',
    '<p>增加导热垫面积，避免 PMIC 与 SoC 热源叠加；参考散热设计应用笔记。</p>',
  ],
  [
    'What is the recommended PMIC for NX310?',
    'PMIC,power',
    'NX310',
    '<p>Use the NP210 companion PMIC; its sequencing matches the reference design.</p>',
  ],
  [
    '安卓 BSP 编译报错 “No space left on device”',
    'BSP,编译',
    null,
    '<p>完整编译需要至少 300 GB 可用空间，并建议开启 ccache。</p>',
  ],
];

const guides: [string, string, string, string | null, string][] = [
  [
    'M01',
    '五分钟了解技术文档库',
    '文档,入门',
    null,
    '<p>按芯片平台、类型和语言筛选文档；PDF 可在线预览，下载的文件带有贵公司水印。</p>',
  ],
  [
    'M04',
    'Getting started with the Flash Tool',
    'flash tool',
    'NX310',
    '<p>1. Install the USB driver. 2. Load the firmware package. 3. Press <strong>Start</strong> and connect the board.</p>',
  ],
  [
    'M09',
    '如何提交设计评审',
    '评审',
    null,
    '<p>准备原理图与 PCB 文件打包为一个 zip，填写项目信息后提交，工程师会在 3 个工作日内回复。</p>',
  ],
  [
    'M13',
    'SI/PI simulation: preparing your files',
    'simulation',
    null,
    '<p>Export the board file, the stack-up and the power net list; all three are required.</p>',
  ],
  [
    'M01',
    'NX710 首板调试清单',
    '调试,首板',
    'NX710',
    '<p>上电前检查各电源轨对地阻抗；上电后依次确认 PMIC 时序、DDR 训练与串口日志。</p>',
  ],
  [
    'M09',
    'Reading review results',
    'review',
    null,
    '<p>Each result item has a level, a position and a picture; mark items as revised when you upload the new layout.</p>',
  ],
];

export async function seedArticles(db: Db): Promise<void> {
  const all = await db.select().from(platforms);
  const platformId = (name: string | null) => (name ? all.find((p) => p.name === name)!.id : null);
  const [pm] = await db.select().from(accounts).where(eq(accounts.email, 'pm@demo.test'));
  const [customer] = await db.select().from(accounts).where(eq(accounts.email, 'customer@demo.test'));
  const [other] = await db.select().from(accounts).where(eq(accounts.email, 'other@demo.test'));
  const day = 86_400_000;
  const now = Date.now();
  const rows = await db
    .insert(articles)
    .values([
      ...faqs.map(([title, keyword, platform, html], i) => ({
        module: 'faq' as const,
        number: `FAQ-2026-${String(i + 1).padStart(4, '0')}`,
        title,
        keyword,
        platformId: platformId(platform),
        content: sanitizeRichText(html),
        creatorId: pm.id,
        status: i % 4 === 3 ? ('updated' as const) : ('published' as const),
        views: 20 + ((i * 37) % 200),
        likes: (i * 7) % 25,
        createdAt: new Date(now - (i + 1) * 5 * day),
        updatedAt: new Date(now - (i + 1) * 3 * day),
      })),
      ...guides.map(([appCode, title, keyword, platform, html], i) => ({
        module: 'quickstart' as const,
        number: `QS-${String(i + 1).padStart(3, '0')}`,
        title,
        keyword,
        appCode,
        platformId: platformId(platform),
        content: sanitizeRichText(html),
        creatorId: pm.id,
        views: 50 + i * 13,
        likes: i * 3,
        createdAt: new Date(now - (i + 2) * 7 * day),
        updatedAt: new Date(now - (i + 2) * 7 * day),
      })),
    ])
    .returning();
  // A question and an official answer on the first FAQs of each company's platforms.
  const comments = [
    {
      article: rows[0],
      account: customer,
      content: '按照步骤关闭调试串口后，待机电流从 8 mA 降到 2 mA，谢谢！',
      isVendor: false,
    },
    {
      article: rows[0],
      account: pm,
      content: '感谢反馈。若仍高于 1.5 mA，请上传功耗曲线给您的项目经理。',
      isVendor: true,
    },
    { article: rows[4], account: other, content: 'Driver 3.2 fixed it on Windows 11.', isVendor: false },
    { article: rows[6], account: other, content: 'Is 160 MHz supported in the 6 GHz band?', isVendor: false },
    {
      article: rows[6],
      account: pm,
      content: 'Yes, 160 MHz channels are supported in all three bands.',
      isVendor: true,
    },
  ];
  await db.insert(articleComments).values(
    comments.map((c, i) => ({
      articleId: c.article.id,
      accountId: c.account.id,
      content: c.content,
      isVendor: c.isVendor,
      // The questions answered below are replied; an official answer is never a queue item.
      status: c.isVendor ? ('closed' as const) : i === 0 || i === 3 ? ('replied' as const) : ('open' as const),
      createdAt: new Date(now - (10 - i) * 3_600_000),
    })),
  );
  for (const id of new Set(comments.map((c) => c.article.id))) {
    await db
      .update(articles)
      .set({ replies: comments.filter((c) => c.article.id === id).length })
      .where(eq(articles.id, id));
  }
  await indexArticles(db);
}
