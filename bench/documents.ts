// The catalogue at scale: BENCH_DOCS documents (default 100 000) added with one SQL statement,
// then the document list (20 rows, a filter) and a detail, driven like the other routes.
import { sql } from '../server/db/orm.ts';
import type { Db } from '../server/db/client.ts';
import { indexCatalogItems } from '../server/platform/search/catalog-docs.ts';

export async function addDocuments(db: Db, count: number): Promise<{ detailId: number }> {
  const started = Date.now();
  // Names and types vary so filters and sorting have work to do; every item sits on NX310 or NX510.
  await db.execute(sql`
    insert into catalog_items (kind, name, description, type, tags, os_version, language, version, status, released_at, file_id, publisher_id, extra)
    select 'dcc',
      'NX' || (300 + g % 700) || ' bench document ' || g,
      -- zh and en text from small vocabularies, so common and rare words both occur
      (array['降低功耗的方法','电源管理设计','射频前端调试','DDR 布线规则','摄像头接口配置','安全启动流程','显示子系统调优','音频编解码器'])[1 + g % 8]
        || '，' || (array['适用于量产','包含参考原理图','附带测试数据','注意散热设计','支持双卡双待'])[1 + (g / 8) % 5]
        || '. ' || (array['power','thermal','bring-up','calibration','modem','bootloader','sensor','battery'])[1 + (g / 3) % 8]
        || ' notes ' || g,
      (array['Datasheet','Hardware Design Guide','Application Note','User Manual'])[1 + g % 4],
      array['bench', (array['hardware','software','general'])[1 + g % 3]],
      (array['Android 15','Android 16','Linux 6.6'])[1 + g % 3],
      (array['zh','en'])[1 + g % 2],
      'V' || (1 + g % 3) || '.' || (g % 10),
      'released',
      now() - (g % 1000) * interval '1 hour',
      (select id from files where kind = 'pdf' order by id limit 1),
      (select id from accounts where email = 'pm@demo.test'),
      '{}'::jsonb
    from generate_series(1, ${count}) g`);
  await db.execute(sql`
    insert into catalog_item_platforms (item_id, platform_id)
    select i.id, (select id from platforms where name = (case when i.id % 2 = 0 then 'NX310' else 'NX510' end))
    from catalog_items i where i.name like '% bench document %'`);
  const indexed = await indexCatalogItems(db);
  await db.execute(sql`analyze`);
  const rows = await db.execute(sql`select max(id) as id from catalog_items`);
  console.info(
    `added ${count} documents and indexed ${indexed} for search in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return { detailId: Number((rows as unknown as { rows: { id: number }[] }).rows[0].id) };
}

/** Latency of searches with a rotating set of terms (common and rare, zh and en), one at a time. */
export async function benchSearch(baseUrl: string, token: string, rounds: number) {
  const terms = [
    '功耗',
    '电源管理',
    'DDR',
    'power',
    '射频 调试',
    'bootloader',
    '散热',
    'NX512',
    'calibration notes',
    '参考原理图',
    'Datasheet',
    '安全启动',
  ];
  const times: number[] = [];
  let hits = 0;
  for (let i = 0; i < rounds; i++) {
    const keyword = terms[i % terms.length];
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/common/search/global?keyword=${encodeURIComponent(keyword)}&pageSize=20`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { data: { total: number } };
    times.push(performance.now() - started);
    hits += body.data.total;
  }
  times.sort((x, y) => x - y);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(1);
  console.info(
    `search (${terms.length} rotating terms, ${rounds} queries, avg ${Math.round(hits / rounds)} hits): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`,
  );
}
