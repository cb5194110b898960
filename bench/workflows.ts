// The main lists of the request modules at scale, each `count` rows added with one SQL statement:
// patches (spread over the six platforms, every flag and state), design reviews, training
// applications, simulation tasks and patch-set PARs (the reviews, applications and tasks spread
// over the seeded customer companies and their projects, every progress, result and state). Each
// answers the address of the list page a customer of company A asks, 20 rows, with a filter its
// index serves; the simulation tasks also the engineer's queue (pm@demo.test).
import { sql } from '../server/db/orm.ts';
import type { Db } from '../server/db/client.ts';

type Rows<T> = { rows: T[] };
const one = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<{ id: number }>).rows[0];
const timed = async (label: string, count: number, work: () => Promise<unknown>) => {
  const started = Date.now();
  await work();
  console.info(`added ${count} ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

export async function addPatches(db: Db, count: number): Promise<{ listPath: string }> {
  await timed('patches', count, async () => {
    await db.execute(sql`
      insert into patches (name, description, platform_id, applicable_chips, version, submitter, security, test_patch,
        must_merge, state, released_at, voided_at, publisher_id)
      select 'BENCH patch ' || g || ' ' || (array['camera','power','usb','bluetooth','display','security'])[1 + g % 6],
        'Bench patch for the ' || (array['ISP','PMIC','gadget','A2DP','touch','boot'])[1 + g % 6] || ' driver, build ' || g,
        p.ids[1 + g % array_length(p.ids, 1)],
        array['NX' || (300 + g % 7 * 10)],
        'V' || (1 + g % 3) || '.' || (g % 10) || '.' || (g % 7),
        'Bench engineer ' || (g % 20),
        g % 5 = 0, g % 11 = 0, g % 4 = 0,
        case when g % 29 = 0 then 'voided' else 'released' end,
        now() - (g % 3000) * interval '1 hour',
        case when g % 29 = 0 then now() end,
        (select id from accounts where email = 'pm@demo.test')
      from generate_series(1, ${count}) g, (select array_agg(id order by id) as ids from platforms) p`);
    await db.execute(sql`analyze patches`);
  });
  const platform = await one(db, sql`select id from platforms where name = 'NX310'`);
  return { listPath: `/api/common/patch/list?platformId=${Number(platform.id)}&pageNum=1&pageSize=20` };
}

export async function addReviews(db: Db, count: number): Promise<{ listPath: string }> {
  await timed('design reviews', count, async () => {
    // Every review points at one stored file: the list never reads it.
    await db.execute(sql`
      insert into reviews (company_id, account_id, project_id, platform_id, review_type, pcb_project, contacts, eda_tool,
        pcb_edition, stack_structure, side_type, memory_type, file_id, progress, result, created_at, updated_at)
      select pr.company_id, a.id, pr.id, pp.platform_id,
        (array['schematic','pcb','schematicPcb'])[1 + g % 3]::text,
        'PCB-BENCH-' || g, 'Bench contact ' || (g % 50),
        (array['allegro','pads','altium','xpedition','other'])[1 + g % 5]::text,
        'V' || (1 + g % 4), (4 + 2 * (g % 5)) || ' layers',
        (array['single','double'])[1 + g % 2]::text,
        (array['lpddr4x','lpddr5','lpddr5x','emmc','ufs','other'])[1 + g % 6]::text,
        f.id,
        (array['notReviewed','reviewing','revising','retrial'])[1 + g % 4]::text,
        case when g % 3 = 0 then (array['pass','fail','riskPass','forceEnd','ownRisk'])[1 + g % 5] end,
        now() - (g % 5000) * interval '1 hour', now() - (g % 4000) * interval '1 hour'
      from generate_series(1, ${count}) g
      join lateral (select id, company_id from projects order by id offset g % (select count(*) from projects) limit 1) pr on true
      join lateral (select id from accounts where company_id = pr.company_id and type = 'primary' limit 1) a on true
      join lateral (select platform_id from company_platforms where company_id = pr.company_id order by platform_id limit 1) pp on true,
      (select id from files order by id limit 1) f`);
    await db.execute(sql`analyze reviews`);
  });
  return { listPath: '/api/applypath/review/list?progress=reviewing&pageNum=1&pageSize=20' };
}

export async function addTrainApplications(db: Db, count: number): Promise<{ listPath: string }> {
  await timed('training applications', count, async () => {
    await db.execute(sql`
      insert into train_applications (company_id, account_id, course_id, platform_id, status, expected_at, address,
        contact_name, contact_phone, attendees, created_at, updated_at)
      select a.company_id, a.id, c.id, c.platform_id,
        (array['toBeConfirmed','confirmed','pendingFeedback','finished','canceled'])[1 + g % 5]::text,
        now() + (g % 400) * interval '1 day', 'Bench room ' || (g % 30),
        'Bench contact ' || (g % 40), '1380013' || lpad((g % 10000)::text, 4, '0'), 1 + g % 30,
        now() - (g % 5000) * interval '1 hour', now() - (g % 5000) * interval '1 hour'
      from generate_series(1, ${count}) g
      join lateral (select id, company_id from accounts where type = 'primary' order by id offset g % (select count(*) from accounts where type = 'primary') limit 1) a on true
      join lateral (select id, platform_id from train_courses order by id offset g % (select count(*) from train_courses) limit 1) c on true`);
    await db.execute(sql`analyze train_applications`);
  });
  return { listPath: '/api/applypath/train/list?status=confirmed&pageNum=1&pageSize=20' };
}

export async function addSimulations(db: Db, count: number): Promise<{ listPath: string; staffListPath: string }> {
  await timed('simulation tasks', count, async () => {
    // A tenth are drafts; the rest alternate submitted and finished, submitted a round or three
    // times. Their files are not read by the lists: the tasks name none.
    await db.execute(sql`
      insert into simulation_tasks (company_id, account_id, status, simulation_type, platform_id, project_id,
        design_name, board_version, layer_count, unit, board_thickness, max_frequency, target_impedance,
        contact_name, contact_email, submit_count, submitted_by, engineer_id, submitted_at, finished_at,
        created_at, updated_at)
      select pr.company_id, a.id, st.status,
        (array['si','pi','sipi'])[1 + g % 3]::text, pp.platform_id, pr.id,
        'BENCH' || g, 'V' || (1 + g % 9), 2 * (1 + g % 16), (array['mil','mm'])[1 + g % 2]::text,
        '1.6', (1 + g % 20)::text, '50', 'Bench contact', 'bench@demo.test',
        case when st.status = 'draft' then 0 else 1 + g % 3 end,
        case when st.status = 'draft' then null else a.id end,
        case when st.status = 'finished' then e.id end,
        case when st.status = 'draft' then null else now() - (g % 5000) * interval '1 hour' end,
        case when st.status = 'finished' then now() - (g % 4000) * interval '1 hour' end,
        now() - (g % 6000) * interval '1 hour', now() - (g % 4000) * interval '1 hour'
      from generate_series(1, ${count}) g
      cross join lateral (select case when g % 10 = 0 then 'draft' when g % 2 = 0 then 'submitted' else 'finished' end as status) st
      join lateral (select id, company_id from projects order by id offset g % (select count(*) from projects) limit 1) pr on true
      join lateral (select id from accounts where company_id = pr.company_id and type = 'primary' limit 1) a on true
      join lateral (select platform_id from company_platforms where company_id = pr.company_id order by platform_id limit 1) pp on true,
      (select id from accounts where email = 'pm@demo.test') e`);
    await db.execute(sql`analyze simulation_tasks`);
  });
  return {
    listPath: '/api/applypath/simulation/list?status=submitted&pageNum=1&pageSize=20',
    staffListPath: '/api/admin/simulation/list?status=submitted&pageNum=1&pageSize=20',
  };
}
