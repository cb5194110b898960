// Operator data at scale: `count` rows added with one SQL statement over the six platforms, 40
// countries × 5 operators, every state and OS. Run alone (`./node_modules/.bin/node bench/operator.ts`,
// BENCH_OPERATOR rows, 100 000 by default) it times the customer's list, matrix, options and export
// one request after another on PGlite, each page a different one so no kept answer serves it.
import { sql } from '../server/db/orm.ts';
import type { Db } from '../server/db/client.ts';

export async function addOperatorRows(db: Db, count: number): Promise<{ listPath: string }> {
  const started = Date.now();
  await db.execute(sql`
    insert into operator_rows (country, platform_id, pdt, operator, volte, vowifi, os, remark, status, released_at,
      publisher_id)
    select 'Country ' || lpad((g % 40)::text, 2, '0'),
      p.ids[1 + g % array_length(p.ids, 1)],
      'PDT-B-' || lpad(to_hex(g * 7919), 8, '0'),
      'Operator ' || lpad((g % 40)::text, 2, '0') || '-' || ((g / 40) % 5),
      (array['certified','testing','waiting','failed','unsupported'])[1 + (g / 3) % 5],
      (array['certified','testing','waiting','failed','unsupported'])[1 + (g / 7) % 5],
      (array['Android 13','Android 14','Android 15'])[1 + g % 3],
      '',
      'released',
      now() - (g % 2000) * interval '1 hour',
      (select id from accounts where email = 'pm@demo.test')
    from generate_series(1, ${count}) g, (select array_agg(id order by id) as ids from platforms) p`);
  await db.execute(sql`analyze operator_rows`);
  console.info(`added ${count} operator rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { listPath: '/api/common/operator/list?volte=certified&pageNum=1&pageSize=20' };
}

if (import.meta.main) {
  const { makeTestApp } = await import('../server/test/app.ts');
  const { injectAs } = await import('../server/test/inject.ts');
  const t = await makeTestApp();
  await t.app.ready();
  await addOperatorRows(t.db, Number(process.env.BENCH_OPERATOR ?? 100_000));
  const time = async (name: string, urls: (i: number) => { url: string; payload?: unknown }) => {
    const ms: number[] = [];
    for (let i = 0; i < 30; i++) {
      const started = performance.now();
      const r = await injectAs(t, 'customer@demo.test', urls(i));
      if (r.statusCode !== 200) throw new Error(`${name}: ${r.statusCode} ${r.body.slice(0, 200)}`);
      ms.push(performance.now() - started);
    }
    ms.sort((a, b) => a - b);
    console.info(`${name.padEnd(34)} p50 ${ms[14].toFixed(1)} ms  max ${ms[29].toFixed(1)} ms`);
  };
  await time('list, default order', (i) => ({ url: `/common/operator/list?pageNum=${i + 1}&pageSize=20` }));
  await time('list, volte + os filter', (i) => ({
    url: `/common/operator/list?volte=certified&os=Android%2014&pageNum=${i + 1}&pageSize=20`,
  }));
  await time('list, pdt contains', (i) => ({ url: `/common/operator/list?pdt=${(i + 10).toString(16)}a&pageSize=20` }));
  await time('list, by operator desc', (i) => ({
    url: `/common/operator/list?sortField=operator&sortOrder=desc&pageNum=${i + 1}&pageSize=20`,
  }));
  await time('matrix', (i) => ({
    url: `/common/operator/matrix?pageNum=${(i % 10) + 1}&pageSize=20&os=Android%20${13 + (i % 3)}`,
  }));
  await time('options', () => ({ url: '/common/operator/options' }));
  await time('export, one country (~2 500 rows)', (i) => ({
    url: '/common/operator/export',
    payload: { country: `Country ${String(i % 40).padStart(2, '0')}` },
  }));
  await t.close();
}
