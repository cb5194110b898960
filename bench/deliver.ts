// The code delivery list at scale: `count` deliveries (two files each) added with SQL, spread over
// the seeded customer projects and their companies' platforms, one in ten a draft or withdrawn;
// answers the address of a filtered list page to drive as customer@demo.test (company A).
import { sql } from '../server/db/orm.ts';
import type { Db } from '../server/db/client.ts';

export async function addDeliveries(db: Db, count: number): Promise<{ listPath: string }> {
  const started = Date.now();
  await db.execute(sql`
    insert into deliveries (company_id, project_id, platform_id, name, version, delivery_date, release_notes, status,
      released_at, created_at, updated_at)
    select pr.company_id, pr.id,
      pl.ids[1 + g % array_length(pl.ids, 1)],
      pr.name || ' BSP bench',
      'V' || (g % 9) || '.' || (g / 9 % 20) || '.' || (g % 7) || '-b' || g,
      date '2020-01-01' + (g % 2400),
      'Bench release notes ' || g,
      (array['released','released','released','released','released','released','released','released','draft','withdrawn'])[1 + g % 10],
      now(), now(), now()
    from generate_series(1, ${count}) g
      join lateral (select id, company_id, name from projects order by id offset (g % (select count(*) from projects)) limit 1) pr on true
      join lateral (select array_agg(cp.platform_id order by cp.platform_id) as ids from company_platforms cp
        where cp.company_id = pr.company_id) pl on true`);
  await db.execute(sql`
    insert into delivery_files (delivery_id, file_id, sort)
    select d.id, f.id, k from deliveries d
      cross join generate_series(0, 1) k
      cross join lateral (select id from files order by id limit 1) f
    where d.name like '% BSP bench'`);
  await db.execute(sql`analyze deliveries`);
  await db.execute(sql`analyze delivery_files`);
  console.info(`added ${count} deliveries in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // A customer of company A: one project's deliveries of a year, newest first, 20 a page.
  const [project] = (
    (await db.execute(sql`select id from projects where name = 'A-Phone X1'`)) as unknown as { rows: { id: number }[] }
  ).rows;
  return {
    listPath: `/api/common/deliver/list?projectId=${Number(project.id)}&from=2023-01-01&to=2023-12-31&pageNum=1&pageSize=20`,
  };
}
