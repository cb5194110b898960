// The qualified vendor list: 15 suppliers with contact data and 330 component verification entries
// across the six platforms, of every type, level, test status and lifecycle phase; most released,
// some drafts and a few withdrawn. Deterministic: the same rows every time (bench/qvl.ts reuses
// qvlRowOf for its 100 000).
import type { Db } from '../client.ts';
import { accounts, platforms, qvlEntries, qvlSuppliers } from '../schema/index.ts';
import { eq } from '../orm.ts';

export const qvlSupplierSeeds = [
  [
    'Micron Technology',
    'US',
    'Alice Chen',
    '+1-208-368-4000',
    'qvl@micron.example',
    'https://micron.example',
    '8000 S Federal Way, Boise, ID',
  ],
  [
    'Samsung Semiconductor',
    'KR',
    'Kim Min-jun',
    '+82-31-200-1114',
    'qvl@samsung-semi.example',
    'https://samsung-semi.example',
    '1 Samsungjeonja-ro, Hwaseong',
  ],
  [
    'SK hynix',
    'KR',
    'Park Ji-woo',
    '+82-31-630-4114',
    'partners@skhynix.example',
    'https://skhynix.example',
    '2091 Gyeongchung-daero, Icheon',
  ],
  [
    'Kioxia',
    'JP',
    'Sato Haruto',
    '+81-3-6478-2500',
    'qvl@kioxia.example',
    'https://kioxia.example',
    '3-1-21 Shibaura, Tokyo',
  ],
  ['长鑫存储', 'CN', '王磊', '+86-551-6382-0000', 'qvl@cxmt.example', 'https://cxmt.example', '合肥市经济技术开发区'],
  [
    'BOE Technology',
    'CN',
    '李娜',
    '+86-10-6481-8888',
    'odm@boe.example',
    'https://boe.example',
    '北京市北京经济技术开发区',
  ],
  [
    'Tianma Microelectronics',
    'CN',
    '张伟',
    '+86-755-8679-0000',
    'qvl@tianma.example',
    'https://tianma.example',
    '深圳市南山区',
  ],
  [
    'Sony Semiconductor Solutions',
    'JP',
    'Tanaka Yui',
    '+81-46-230-5111',
    'image@sony-ss.example',
    'https://sony-ss.example',
    '4-14-1 Asahi-cho, Atsugi',
  ],
  [
    'OmniVision',
    'US',
    'Brian Lee',
    '+1-408-567-3000',
    'qvl@ovt.example',
    'https://ovt.example',
    '4275 Burton Drive, Santa Clara, CA',
  ],
  [
    'Bosch Sensortec',
    'DE',
    'Lena Fischer',
    '+49-7121-35-35900',
    'contact@bosch-sensortec.example',
    'https://bosch-sensortec.example',
    'Gerhard-Kindler-Str. 9, Reutlingen',
  ],
  [
    'Qorvo',
    'US',
    'David Miller',
    '+1-336-664-1233',
    'qvl@qorvo.example',
    'https://qorvo.example',
    '7628 Thorndike Road, Greensboro, NC',
  ],
  [
    'Murata Manufacturing',
    'JP',
    'Suzuki Ren',
    '+81-75-951-9111',
    'qvl@murata.example',
    'https://murata.example',
    '1-10-1 Higashikotari, Nagaokakyo',
  ],
  ['Goodix', 'CN', '陈晨', '+86-755-3633-8828', 'qvl@goodix.example', 'https://goodix.example', '深圳市福田区'],
  [
    'AAC Technologies',
    'CN',
    '刘洋',
    '+86-755-3397-3333',
    'audio@aac.example',
    'https://aac.example',
    '深圳市南山区高新南',
  ],
  ['Yageo', 'TW', 'Lin Yu-ting', '+886-2-2917-7555', 'qvl@yageo.example', 'https://yageo.example', 'New Taipei City'],
] as const;

/** Which supplier makes which type of component (indexes into qvlSupplierSeeds). */
const makers: Record<string, { suppliers: number[]; parts: string[]; chipTypes: string[]; functions: string[] }> = {
  memory: {
    suppliers: [0, 1, 2, 4],
    parts: ['MT53E1G32D2FW', 'K4UBE3D4AB', 'H9HCNNNCPMMLXR', 'CXDB5CCAM'],
    chipTypes: ['LPDDR4X', 'LPDDR5', 'LPDDR5X'],
    functions: ['Main memory, dual channel', 'Main memory, 4266 Mbps'],
  },
  storage: {
    suppliers: [0, 1, 3],
    parts: ['MTFC128GAPALBH', 'KLUDG4UHDC', 'THGJFGT1E45BAIL'],
    chipTypes: ['eMMC 5.1', 'UFS 2.2', 'UFS 3.1'],
    functions: ['Boot and user storage', 'User storage, write booster on'],
  },
  pmic: {
    suppliers: [11, 10],
    parts: ['LXDC2HN', 'ACT88760'],
    chipTypes: ['Buck', 'LDO', 'Charger'],
    functions: ['Core rail supply', 'Battery charging, 18 W'],
  },
  display: {
    suppliers: [5, 6],
    parts: ['BOE-FHD-6.5', 'TM-HD-6.1', 'BOE-AMOLED-6.7'],
    chipTypes: ['MIPI DSI', 'eDP'],
    functions: ['Main panel, 90 Hz', 'Main panel, 120 Hz AMOLED'],
  },
  camera: {
    suppliers: [7, 8],
    parts: ['IMX582', 'OV50A', 'OV13B10', 'IMX355'],
    chipTypes: ['MIPI CSI-2', 'C-PHY'],
    functions: ['Rear main camera', 'Front camera', 'Ultra-wide camera'],
  },
  sensor: {
    suppliers: [9, 12],
    parts: ['BMI270', 'BMP390', 'GH3220', 'GF9518'],
    chipTypes: ['I2C', 'SPI', 'I3C'],
    functions: ['6-axis IMU', 'Barometer', 'Heart-rate sensor', 'Fingerprint sensor'],
  },
  rf: {
    suppliers: [10, 11],
    parts: ['QM77048', 'QPF4588', 'LMSP54NA'],
    chipTypes: ['PAMiD', 'FEM', 'Switch'],
    functions: ['Sub-6 GHz front end', 'LTE power amplifier module'],
  },
  connectivity: {
    suppliers: [11, 10],
    parts: ['LBEE5ZZ1MD', 'QPF7220', 'LBEE5HY1MW'],
    chipTypes: ['Wi-Fi 6', 'Wi-Fi 6E', 'BT 5.3'],
    functions: ['Wi-Fi and Bluetooth combo module', 'Wi-Fi front end'],
  },
  audio: {
    suppliers: [13, 12],
    parts: ['AAC-SPK-1115', 'AAC-MIC-0420', 'GH-TFA9874'],
    chipTypes: ['Smart PA', 'MEMS mic', 'Speaker'],
    functions: ['Bottom speaker', 'Primary microphone', 'Smart amplifier'],
  },
  passive: {
    suppliers: [14, 11],
    parts: ['RC0201FR-0710KL', 'GRM033R61A104KE15', 'CC0402KRX7R9BB104'],
    chipTypes: ['MLCC', 'Resistor', 'Inductor'],
    functions: ['Decoupling', 'Pull-up', 'Power inductor'],
  },
};

const typeNames = Object.keys(makers);
const levels = ['A', 'B', 'C'] as const;
const testStatuses = ['planned', 'testing', 'passed', 'failed'] as const;
const phases = ['sampling', 'massProduction', 'nrnd', 'eol'] as const;
const chipsOf: Record<string, string[]> = {
  NX310: ['NX310', 'NX310-L'],
  NX510: ['NX510', 'NX510-P'],
  'NX520-5G': ['NX520-5G'],
  NX710: ['NX710', 'NX710-W'],
  'NX730-5G': ['NX730-5G'],
  NX910: ['NX910', 'NX910-Pro'],
};

const pad = (n: number, w: number) => String(n).padStart(w, '0');

/**
 * Row `i` of a deterministic sequence over the given platforms (name → id) and supplier ids (in
 * qvlSupplierSeeds order). Every combination of level, test status and phase comes round.
 */
export function qvlRowOf(
  i: number,
  platformList: readonly { id: number; name: string }[],
  supplierIds: readonly number[],
  base = Date.UTC(2025, 0, 6),
) {
  const platform = platformList[i % platformList.length];
  const type = typeNames[Math.floor(i / platformList.length) % typeNames.length];
  const maker = makers[type];
  const supplierIndex = maker.suppliers[i % maker.suppliers.length];
  const part = maker.parts[(i >> 1) % maker.parts.length];
  const level = levels[(i + Math.floor(i / 7)) % 3];
  const start = new Date(base + (i % 600) * 86_400_000);
  const hasEnd = i % 5 === 0;
  const chips = chipsOf[platform.name] ?? [platform.name];
  return {
    platformId: platform.id,
    chip: chips[i % chips.length],
    type,
    description: `${maker.functions[i % maker.functions.length]} for ${platform.name} (${maker.chipTypes[i % maker.chipTypes.length]})`,
    partNumber: `${part}-${pad(i % 997, 3)}`,
    componentId: `NXC-${type.slice(0, 3).toUpperCase()}-${pad(i + 1, 6)}`,
    supplierId: supplierIds[supplierIndex],
    level,
    startDate: start.toISOString().slice(0, 10),
    endDate: hasEnd ? new Date(start.getTime() + 365 * 86_400_000).toISOString().slice(0, 10) : null,
    firmwareVersion: i % 3 === 0 ? '' : `FW ${1 + (i % 4)}.${i % 10}.${(i * 3) % 20}`,
    chipType: maker.chipTypes[i % maker.chipTypes.length],
    testStatus: testStatuses[Math.floor(i / 3) % 4],
    functionExplanation: maker.functions[(i + 1) % maker.functions.length],
    lifecyclePhase: phases[Math.floor(i / 12) % 4],
    remark: level === 'C' ? 'Risk accepted: see certification report' : i % 4 === 0 ? '量产批次验证记录齐全' : '',
  };
}

export async function seedQvl(db: Db): Promise<void> {
  const supplierRows = await db
    .insert(qvlSuppliers)
    .values(
      qvlSupplierSeeds.map(([name, country, contactName, phone, email, website, address]) => ({
        name,
        country,
        contactName,
        phone,
        email,
        website,
        address,
      })),
    )
    .returning({ id: qvlSuppliers.id });
  const supplierIds = supplierRows.map((r) => r.id);
  const platformList = await db
    .select({ id: platforms.id, name: platforms.name })
    .from(platforms)
    .orderBy(platforms.id);
  const [pm] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, 'pm@demo.test'));
  const released = Date.UTC(2026, 0, 5);
  const rows = Array.from({ length: 330 }, (_, i) => {
    // Every 15th a draft, every 40th withdrawn: neither is any customer's.
    const status = i % 40 === 7 ? ('withdrawn' as const) : i % 15 === 4 ? ('draft' as const) : ('released' as const);
    return {
      ...qvlRowOf(i, platformList, supplierIds),
      status,
      releasedAt: status === 'draft' ? null : new Date(released + (i % 300) * 3_600_000 * 7),
      publisherId: pm?.id ?? null,
    };
  });
  for (let i = 0; i < rows.length; i += 200) await db.insert(qvlEntries).values(rows.slice(i, i + 200));
}
