// Operator data: 72 rows over 12 operators in 8 countries and the six platforms, every VoLTE and
// VoWiFi state; most released, some drafts and one withdrawn row. Deterministic.
import { asc, eq } from '../orm.ts';
import type { Db } from '../client.ts';
import { accounts, certStateValues, operatorRows, platforms } from '../schema/index.ts';

const operators: { country: string; operator: string }[] = [
  { country: 'China', operator: 'China Mobile' },
  { country: 'China', operator: 'China Unicom' },
  { country: 'China', operator: 'China Telecom' },
  { country: 'India', operator: 'Jio' },
  { country: 'India', operator: 'Airtel' },
  { country: 'Indonesia', operator: 'Telkomsel' },
  { country: 'Thailand', operator: 'AIS' },
  { country: 'Germany', operator: 'Deutsche Telekom' },
  { country: 'United Kingdom', operator: 'Vodafone UK' },
  { country: 'United States', operator: 'T-Mobile US' },
  { country: 'Brazil', operator: 'Claro' },
  { country: 'Japan', operator: 'NTT Docomo' },
];

const oses = ['Android 13', 'Android 14', 'Android 15'];

export async function seedOperator(db: Db): Promise<void> {
  const platformRows = await db
    .select({ id: platforms.id, name: platforms.name })
    .from(platforms)
    .orderBy(asc(platforms.id));
  if (platformRows.length === 0) return;
  const [pm] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, 'pm@demo.test'));
  const base = Date.parse('2026-03-02T08:00:00Z');
  const rows: (typeof operatorRows.$inferInsert)[] = [];
  let n = 0;
  operators.forEach((op, o) => {
    platformRows.forEach((platform, p) => {
      n += 1;
      const volte = certStateValues[(o + p) % certStateValues.length];
      const vowifi = certStateValues[(o * 2 + p * 3 + 1) % certStateValues.length];
      // Every sixth row a draft, one withdrawn: customers must never see either.
      const status = n % 6 === 0 ? 'draft' : n === 7 ? 'withdrawn' : 'released';
      rows.push({
        country: op.country,
        platformId: platform.id,
        pdt: `PDT-${platform.name.replace(/[^A-Z0-9]/g, '')}-${String(100 + ((o * 7 + p * 3) % 40)).padStart(3, '0')}`,
        operator: op.operator,
        volte,
        vowifi,
        os: oses[(o + p) % oses.length],
        remark: volte === 'waiting' ? 'Lab report submitted; awaiting operator sign-off' : '',
        status,
        releasedAt: status === 'draft' ? null : new Date(base + n * 36e5 * 7),
        publisherId: pm?.id ?? null,
      });
    });
  });
  await db.insert(operatorRows).values(rows);
}
