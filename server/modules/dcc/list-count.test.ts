// The catalogue's total stops at limits.listCountCap and says so; under it the total is exact, and
// only the caller's visible items are counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../db/orm.ts';
import { limits } from '../../../contract/limits.ts';
import { makeTestApp, type TestApp } from '../../test/app.ts';
import { apiOf } from '../../test/inject.ts';

let t: TestApp;
const { get } = apiOf(() => t);
const marker = 'countcapmarker';

beforeAll(async () => {
  t = await makeTestApp();
  // One more released document than the cap, all on NX310 (company A's, not company B's).
  await t.db.execute(sql`
    insert into catalog_items (kind, name, description, type, tags, os_version, language, version, status, released_at, file_id, publisher_id, extra)
    select 'dcc', ${marker} || ' ' || g, '', 'Datasheet', array['bench'], '', 'en', 'V1.0', 'released',
      now() - g * interval '1 minute', (select id from files where kind = 'pdf' order by id limit 1),
      (select id from accounts where email = 'pm@demo.test'), '{}'::jsonb
    from generate_series(1, ${limits.listCountCap + 1}) g`);
  await t.db.execute(sql`
    insert into catalog_item_platforms (item_id, platform_id)
    select i.id, (select id from platforms where name = 'NX310') from catalog_items i where i.name like ${`${marker} %`}`);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const list = async (who: string, keyword: string) =>
  (await get(`/dccpath/dcc/file/list?pageSize=20&keyword=${encodeURIComponent(keyword)}`, who)).json().data as {
    total: number;
    capped: boolean;
    list: unknown[];
  };

describe('the total of a catalogue list', () => {
  it('stops at the cap and says so when more match', async () => {
    const data = await list('customer@demo.test', marker);
    expect(data).toMatchObject({ total: limits.listCountCap, capped: true });
    expect(data.list).toHaveLength(20);
  });

  it('is exact under the cap', async () => {
    const data = await list('customer@demo.test', `${marker} 100`); // 100 and 1000..1001 (three)
    expect(data).toMatchObject({ total: 3, capped: false });
  });

  it('counts only what the caller may see', async () => {
    expect(await list('other@demo.test', marker)).toMatchObject({ total: 0, capped: false, list: [] });
  });
});
