// The qualified vendor list at scale: `count` QVL rows (bench/run.ts: 100 000) added with one SQL
// statement, spread over the six platforms, ten types, three levels, every test status and
// lifecycle phase and the seeded suppliers; answers the address of a filtered list page to drive.
import { sql } from '../server/db/orm.ts';
import type { Db } from '../server/db/client.ts';

export async function addQvlRows(db: Db, count: number): Promise<{ listPath: string }> {
  const started = Date.now();
  await db.execute(sql`
    insert into qvl_entries (platform_id, chip, type, description, part_number, component_id, supplier_id, level,
      start_date, end_date, firmware_version, chip_type, test_status, function_explanation, lifecycle_phase, remark,
      status, released_at, publisher_id)
    select p.ids[1 + g % array_length(p.ids, 1)],
      'NX' || (300 + g % 700),
      (array['memory','storage','pmic','display','camera','sensor','rf','connectivity','audio','passive'])[1 + (g / 6) % 10],
      (array['Main memory, dual channel','Boot and user storage','Core rail supply','Main panel, 120 Hz','Rear main camera',
             '6-axis IMU','Sub-6 GHz front end','Wi-Fi and Bluetooth combo','Smart amplifier','Decoupling'])[1 + (g / 6) % 10]
        || ' bench ' || g,
      'BENCH-' || lpad(to_hex(g * 7919), 8, '0'),
      'NXC-BEN-' || lpad(g::text, 7, '0'),
      s.ids[1 + g % array_length(s.ids, 1)],
      (array['A','B','C'])[1 + (g + g / 7) % 3],
      date '2024-01-01' + (g % 900),
      case when g % 5 = 0 then date '2025-06-01' + (g % 900) end,
      'FW ' || (1 + g % 4) || '.' || (g % 10),
      (array['LPDDR5','UFS 3.1','Buck','MIPI DSI','MIPI CSI-2','I2C','PAMiD','Wi-Fi 6','Smart PA','MLCC'])[1 + g % 10],
      (array['planned','testing','passed','failed'])[1 + (g / 3) % 4],
      'bench row',
      (array['sampling','massProduction','nrnd','eol'])[1 + (g / 12) % 4],
      '',
      'released',
      now() - (g % 2000) * interval '1 hour',
      (select id from accounts where email = 'pm@demo.test')
    from generate_series(1, ${count}) g,
      (select array_agg(id order by id) as ids from platforms) p,
      (select array_agg(id order by id) as ids from qvl_suppliers) s`);
  await db.execute(sql`analyze qvl_entries`);
  const [platform] = (
    (await db.execute(sql`select id from platforms where name = 'NX310'`)) as unknown as { rows: { id: number }[] }
  ).rows;
  console.info(`added ${count} QVL rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // A customer of company A asks one platform's A-level components, 20 a page (the list's own index
  // serves the platform; the level is filtered on the way).
  return { listPath: `/api/common/qvl/list?platformId=${Number(platform.id)}&level=A&pageNum=1&pageSize=20` };
}
