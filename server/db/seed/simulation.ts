// SI/PI simulation tasks of the demo, in every state: Shenhe Mobile (company A) has drafts (one
// half-filled without files, one complete with its files but not yet submitted), tasks waiting for
// an engineer, finished ones with results and a report — one of them on the hidden project
// "A-Secret" (child@demo.test sees neither it nor its downloads) — and one finished task simulated
// again (round 1 finished with its outputs, round 2 waiting). Lumen Devices (company B) has a draft,
// a submitted and a finished task. pm@demo.test, engineer of both companies, finished them. Every
// file is a small real one with the signature the uploads check (zip, csv, text, PDF).
import { eq, inArray } from '../orm.ts';
import type { DraftFields, InputRole, OutputRole, SimulationType } from '../../../contract/simulation.ts';
import { taskNoOf } from '../../../contract/simulation.ts';
import type { Db } from '../client.ts';
import {
  accounts,
  companies,
  platforms,
  projects,
  simulationFiles,
  simulationRounds,
  simulationTasks,
} from '../schema/index.ts';
import type { SeedContext } from './index.ts';
import { boardZip, impedanceCsv, netlistText, reportPdf, resultZip, stackupCsv } from './simulation-files.ts';

type Params = {
  type: SimulationType;
  platform: string;
  project: string;
  design: string;
  version: string;
  layers: number;
  unit: 'mil' | 'mm';
  thickness: string;
  frequency: string;
  impedance: string;
  remark?: string;
};
type Round = { params: Params; by: string; day: string; finished?: { note: string; results: 'csv' | 'both' } };
type Demo =
  | { company: 'Shenhe Mobile' | 'Lumen Devices'; by: string; draft: Partial<Params>; files?: boolean; day: string }
  | { company: 'Shenhe Mobile' | 'Lumen Devices'; by: string; rounds: Round[] };

const x1: Params = {
  type: 'sipi',
  platform: 'NX520-5G',
  project: 'A-Phone X1',
  design: 'X1MB5G',
  version: 'V20',
  layers: 10,
  unit: 'mm',
  thickness: '1.0',
  frequency: '16',
  impedance: '50',
  remark: '请重点关注 LPDDR5 与 PCIe Gen4 通道。',
};

const demos: Demo[] = [
  // Drafts: half-filled (no files), and complete with its files but kept.
  {
    company: 'Shenhe Mobile',
    by: 'customer@demo.test',
    draft: { type: 'si', platform: 'NX510', project: 'A-Phone X1', design: 'X1SUB', layers: 6 },
    day: '2026-06-11',
  },
  {
    company: 'Shenhe Mobile',
    by: 'child@demo.test',
    draft: {
      type: 'pi',
      platform: 'NX710',
      project: 'A-Tablet T2',
      design: 'T2PWR',
      version: 'B2',
      layers: 8,
      unit: 'mil',
      thickness: '62',
      frequency: '1',
      impedance: '8.5',
    },
    files: true,
    day: '2026-06-10',
  },
  {
    company: 'Lumen Devices',
    by: 'other@demo.test',
    draft: { type: 'sipi', platform: 'NX910', project: 'B-Router R9', design: 'R9WIFI7' },
    day: '2026-06-09',
  },
  // Waiting for an engineer.
  {
    company: 'Shenhe Mobile',
    by: 'customer@demo.test',
    rounds: [
      { params: { ...x1, design: 'X1RF', version: 'V11', layers: 12 }, by: 'customer@demo.test', day: '2026-06-08' },
    ],
  },
  {
    company: 'Shenhe Mobile',
    by: 'child@demo.test',
    rounds: [
      {
        params: {
          type: 'si',
          platform: 'NX710',
          project: 'A-Tablet T2',
          design: 'T2MAIN',
          version: 'RB',
          layers: 8,
          unit: 'mil',
          thickness: '39',
          frequency: '8',
          impedance: '85',
        },
        by: 'child@demo.test',
        day: '2026-06-07',
      },
    ],
  },
  {
    company: 'Lumen Devices',
    by: 'other@demo.test',
    rounds: [
      {
        params: {
          type: 'si',
          platform: 'NX730-5G',
          project: 'B-Router R9',
          design: 'R95GMOD',
          version: 'A1',
          layers: 6,
          unit: 'mm',
          thickness: '0.8',
          frequency: '12',
          impedance: '100',
          remark: 'Differential pairs of the 10G SerDes only.',
        },
        by: 'other@demo.test',
        day: '2026-06-06',
      },
    ],
  },
  // Finished, with results and a report.
  {
    company: 'Shenhe Mobile',
    by: 'customer@demo.test',
    rounds: [
      {
        params: { ...x1, type: 'si', platform: 'NX510', design: 'X1MB', version: 'V13', layers: 10 },
        by: 'customer@demo.test',
        day: '2026-05-20',
        finished: { note: 'DQ 组阻抗与串扰满足要求；PCIE_TX0_N 插损略超标，建议缩短过孔残桩。', results: 'both' },
      },
    ],
  },
  {
    company: 'Shenhe Mobile',
    by: 'child@demo.test',
    rounds: [
      {
        params: {
          type: 'pi',
          platform: 'NX710',
          project: 'A-Tablet T2',
          design: 'T2PMIC',
          version: 'RA',
          layers: 8,
          unit: 'mil',
          thickness: '62',
          frequency: '0.5',
          impedance: '10',
        },
        by: 'child@demo.test',
        day: '2026-05-18',
        finished: { note: 'VDD_CPU 的 PDN 阻抗在 80 MHz 以下低于 10 mΩ 目标。', results: 'csv' },
      },
    ],
  },
  {
    company: 'Shenhe Mobile',
    by: 'customer@demo.test',
    rounds: [
      {
        params: {
          type: 'sipi',
          platform: 'NX310',
          project: 'A-Secret',
          design: 'SECRETW1',
          version: 'P1',
          layers: 4,
          unit: 'mm',
          thickness: '0.6',
          frequency: '6',
          impedance: '50',
        },
        by: 'customer@demo.test',
        day: '2026-05-15',
        finished: { note: 'Prototype passes; see the report for the two marginal nets.', results: 'both' },
      },
    ],
  },
  {
    company: 'Lumen Devices',
    by: 'other@demo.test',
    rounds: [
      {
        params: {
          type: 'sipi',
          platform: 'NX910',
          project: 'B-Router R9',
          design: 'R9MAIN',
          version: 'C3',
          layers: 10,
          unit: 'mil',
          thickness: '62',
          frequency: '10',
          impedance: '50',
        },
        by: 'other@demo.test',
        day: '2026-05-12',
        finished: { note: 'All channels within the budget.', results: 'both' },
      },
    ],
  },
  // Simulated again: round 1 finished, round 2 (a new board revision, a higher frequency) waiting.
  {
    company: 'Shenhe Mobile',
    by: 'customer@demo.test',
    rounds: [
      {
        params: x1,
        by: 'customer@demo.test',
        day: '2026-05-25',
        finished: { note: '第一轮：PCIe 通道回损不足，建议调整 AC 耦合电容焊盘。', results: 'both' },
      },
      { params: { ...x1, version: 'V21', frequency: '20' }, by: 'customer@demo.test', day: '2026-06-05' },
    ],
  },
];

type Inputs = Record<InputRole, { id: number }>;

const typeNames: Record<SimulationType, string> = { si: 'SI', pi: 'PI', sipi: 'SI/PI' };

export async function seedSimulation(db: Db, ctx: SeedContext): Promise<void> {
  const companyRows = await db
    .select()
    .from(companies)
    .where(inArray(companies.nameEn, ['Shenhe Mobile', 'Lumen Devices']));
  const projectRows = await db.select().from(projects);
  const platformRows = await db.select().from(platforms);
  const people = await db.select().from(accounts);
  const who = (email: string) => people.find((p) => p.email === email)!;
  const pm = who('pm@demo.test');
  const store = (content: Buffer, name: string) => ctx.files.storeBuffer(content, { name, uploadedBy: null, db });

  /** The task's columns and the round's snapshot of them (contract DraftFields, files apart). */
  const fieldsOf = (companyId: number, p: Partial<Params>, contact: { name: string; email: string } | null) => {
    const project = p.project ? projectRows.find((r) => r.companyId === companyId && r.name === p.project)! : null;
    const platform = p.platform ? platformRows.find((r) => r.name === p.platform)! : null;
    return {
      simulationType: p.type ?? null,
      platformId: platform?.id ?? null,
      projectId: project?.id ?? null,
      designName: p.design ?? '',
      boardVersion: p.version ?? '',
      layerCount: p.layers ?? null,
      unit: p.unit ?? null,
      boardThickness: p.thickness ?? '',
      maxFrequency: p.frequency ?? '',
      targetImpedance: p.impedance ?? '',
      contactName: contact?.name ?? '',
      contactEmail: contact?.email ?? '',
      remark: p.remark ?? '',
    } satisfies Omit<DraftFields, 'boardFileId' | 'stackupFileId' | 'netlistFileId'>;
  };
  /** A round's three inputs; a later round keeps the earlier stack-up and netlist (only the layout moved). */
  const inputsFor = async (p: Partial<Params>, kept: Inputs | null): Promise<Inputs> => {
    const design = p.design ?? 'BOARD';
    const version = p.version ?? 'V1';
    const board = await store(boardZip(design, version), `${design}_${version}.zip`);
    if (kept) return { ...kept, board };
    const stackup = await store(stackupCsv(p.layers ?? 4, p.unit ?? 'mm'), `${design}_${version}_stackup.csv`);
    const netlist = await store(netlistText(design), `${design}.net`);
    return { board, stackup, netlist };
  };

  for (const demo of demos) {
    const company = companyRows.find((c) => c.nameEn === demo.company)!;
    const author = who(demo.by);
    const contact = { name: author.name, email: author.email };

    if ('draft' in demo) {
      const at = new Date(`${demo.day}T03:00:00Z`);
      const fields = fieldsOf(company.id, demo.draft, demo.files ? contact : null);
      const inputs = demo.files ? await inputsFor(demo.draft, null) : null;
      const [task] = await db
        .insert(simulationTasks)
        .values({
          ...fields,
          companyId: company.id,
          accountId: author.id,
          status: 'draft',
          boardFileId: inputs?.board.id ?? null,
          stackupFileId: inputs?.stackup.id ?? null,
          netlistFileId: inputs?.netlist.id ?? null,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      if (inputs)
        await db.insert(simulationFiles).values(
          (['board', 'stackup', 'netlist'] as const).map((role) => ({
            taskId: task.id,
            round: null,
            fileId: inputs[role].id,
            role,
          })),
        );
      continue;
    }

    const last = demo.rounds[demo.rounds.length - 1];
    const firstAt = new Date(`${demo.rounds[0].day}T02:00:00Z`);
    const lastAt = new Date(`${last.day}T02:00:00Z`);
    const finishedAt = (r: Round) => new Date(new Date(`${r.day}T02:00:00Z`).getTime() + 2 * 86_400_000);
    // The task is inserted first (the files name its number), then its rounds fill it in.
    const [task] = await db
      .insert(simulationTasks)
      .values({
        ...fieldsOf(company.id, last.params, contact),
        companyId: company.id,
        accountId: author.id,
        status: last.finished ? 'finished' : 'submitted',
        submitCount: demo.rounds.length,
        submittedBy: who(last.by).id,
        engineerId: last.finished ? pm.id : null,
        submittedAt: lastAt,
        finishedAt: last.finished ? finishedAt(last) : null,
        createdAt: new Date(firstAt.getTime() - 3_600_000),
        updatedAt: last.finished ? finishedAt(last) : lastAt,
      })
      .returning();
    const taskNo = taskNoOf(task.id);

    let current: Inputs | null = null;
    for (const [i, r] of demo.rounds.entries()) {
      const round = i + 1;
      current = await inputsFor(r.params, current);
      await db.insert(simulationRounds).values({
        taskId: task.id,
        round,
        submittedBy: who(r.by).id,
        params: fieldsOf(company.id, r.params, contact),
        engineerId: r.finished ? pm.id : null,
        note: r.finished?.note ?? '',
        submittedAt: new Date(`${r.day}T02:00:00Z`),
        finishedAt: r.finished ? finishedAt(r) : null,
      });
      const rows: { role: InputRole | OutputRole; fileId: number }[] = (['board', 'stackup', 'netlist'] as const).map(
        (role) => ({ role, fileId: current![role].id }),
      );
      if (r.finished) {
        const design = r.params.design;
        rows.push({
          role: 'result',
          fileId: (await store(impedanceCsv(design), `${design}_R${round}_impedance.csv`)).id,
        });
        if (r.finished.results === 'both')
          rows.push({
            role: 'result',
            fileId: (await store(resultZip(design), `${design}_R${round}_waveforms.zip`)).id,
          });
        const summary = /^[\x20-\x7e]*$/.test(r.finished.note) ? r.finished.note : 'see the note in the portal.';
        const pdf = await reportPdf(taskNo, design, typeNames[r.params.type], summary);
        rows.push({ role: 'report', fileId: (await store(pdf, `${taskNo}_R${round}_report.pdf`)).id });
      }
      await db.insert(simulationFiles).values(rows.map((row) => ({ taskId: task.id, round, ...row })));
    }
    await db
      .update(simulationTasks)
      .set({ boardFileId: current!.board.id, stackupFileId: current!.stackup.id, netlistFileId: current!.netlist.id })
      .where(eq(simulationTasks.id, task.id));
  }
}
