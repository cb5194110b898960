// The staff audit at scale (issue 20's main tables): `count` customer downloads over the last 30
// days (download_records: every customer account, catalogue items of every kind with their
// platforms, one stored file) and `count` staff actions (audit_log), each added with one SQL
// statement. Answers the staff pages to drive as pm@demo.test: the downloads trail, the staff
// actions and the dashboard of the last 30 days.
import { sql } from '../server/db/orm.ts';
import type { Db } from '../server/db/client.ts';

export async function addAuditRows(db: Db, count: number): Promise<{ staffPaths: { name: string; path: string }[] }> {
  const started = Date.now();
  // 2 000 catalogue items to download, the other kinds' first (the bench's documents are all dcc).
  await db.execute(sql`
    with items as (
      select row_number() over (order by c.kind = 'dcc', c.id) - 1 as n, c.id, c.kind,
        (select min(cp.platform_id) from catalog_item_platforms cp where cp.item_id = c.id) as platform_id
      from (select id, kind from catalog_items order by kind = 'dcc', id limit 2000) c)
    insert into download_records (account_id, file_id, item_kind, item_id, size, platform_id, ip, created_at)
    select a.ids[1 + g % array_length(a.ids, 1)], f.id, i.kind, i.id, 1048576 + g % 4096,
      i.platform_id, '10.0.' || (g % 250) || '.' || (g % 200), now() - (g % 43200) * interval '1 minute'
    from generate_series(1, ${count}) g
      cross join (select array_agg(id order by id) as ids from accounts where type <> 'staff') a
      cross join (select id from files order by id limit 1) f
      join items i on i.n = g % (select count(*) from items)`);
  await db.execute(sql`
    insert into audit_log (account_id, action, target, detail, ip, created_at)
    select s.ids[1 + g % array_length(s.ids, 1)],
      (array['POST /admin/catalog/dcc/save', 'POST /admin/account/lock', 'PUT /admin/qvl/edit', 'POST /admin/queues/reply'])[1 + g % 4],
      'item:' || g, jsonb_build_object('route', '/admin/bench/' || (g % 40)), '10.1.' || (g % 250) || '.1',
      now() - (g % 43200) * interval '1 minute'
    from generate_series(1, ${count}) g
      cross join (select array_agg(id order by id) as ids from accounts where type = 'staff') s`);
  await db.execute(sql`analyze download_records`);
  await db.execute(sql`analyze audit_log`);
  console.info(
    `added ${count} customer downloads and ${count} staff actions in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return {
    staffPaths: [
      { name: 'audit downloads', path: '/api/admin/audit/downloads?pageNum=1&pageSize=20' },
      { name: 'audit downloads, module dcc', path: '/api/admin/audit/downloads?module=dcc&pageNum=1&pageSize=20' },
      { name: 'audit actions', path: '/api/admin/audit/actions?pageNum=1&pageSize=20' },
      { name: 'downloads dashboard, 30 days', path: '/api/admin/audit/dashboard' },
    ],
  };
}
