// Reading simulation tasks, for both sides: My submissions and the engineer's queue, the caller's
// drafts, the detail (fields, files, rounds, what the caller may do), the download list, and the
// form's choices. Every read is filtered by the visibility rules and goes through the read cache.
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from '../../db/orm.ts';
import { alias } from '../../db/orm.ts';
import type {
  AdminSimulationListQuery,
  DraftListQuery,
  FileRole,
  SimulationDetail,
  SimulationDownloadQuery,
  SimulationFile,
  SimulationListQuery,
} from '../../../contract/simulation.ts';
import { taskNoOf } from '../../../contract/simulation.ts';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  companies,
  files,
  platforms,
  projects,
  simulationFiles,
  simulationRounds,
  simulationTasks,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { staffCompanyChoices } from '../../platform/staff-companies.ts';
import { notFound } from '../../platform/envelope.ts';
import { capTotal, cappedCount, dayAfter, likePattern, paginate } from '../../platform/paging.ts';
import { projectAndPlatformChoices } from '../../platform/choices.ts';
import { cachedRows } from '../../platform/read-cache.ts';
import { may } from './rules.ts';
import { companyTasks, ownDrafts, staffTasks, tasksOf } from './visibility.ts';

const t = simulationTasks;
const submitters = alias(accounts, 'submitter');
const engineers = alias(accounts, 'engineer');

const rowColumns = {
  id: t.id,
  status: t.status,
  simulationType: t.simulationType,
  designName: t.designName,
  platformId: t.platformId,
  platform: platforms.name,
  projectId: t.projectId,
  project: projects.name,
  company: companies.name,
  companyEn: companies.nameEn,
  submitter: submitters.name,
  submitCount: t.submitCount,
  layerCount: t.layerCount,
  unit: t.unit,
  engineer: engineers.name,
  submittedAt: t.submittedAt,
  finishedAt: t.finishedAt,
  updatedAt: t.updatedAt,
};

// A draft may have no project or platform yet: those joins are left joins.
const withJoins = <T extends Record<string, unknown>>(db: Db, columns: T) =>
  db
    .select(columns as never)
    .from(t)
    .leftJoin(projects, eq(projects.id, t.projectId))
    .leftJoin(platforms, eq(platforms.id, t.platformId))
    .innerJoin(companies, eq(companies.id, t.companyId))
    // Whoever submitted the current round (a colleague may have re-simulated it); a draft's author.
    .innerJoin(submitters, eq(submitters.id, sql`coalesce(${t.submittedBy}, ${t.accountId})`))
    .leftJoin(engineers, eq(engineers.id, t.engineerId));

type RawRow = { id: number; submittedAt: Date | null; finishedAt: Date | null; updatedAt: Date };
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const present = <T extends RawRow>(row: T) => ({
  ...row,
  taskNo: taskNoOf(row.id),
  submittedAt: iso(row.submittedAt),
  finishedAt: iso(row.finishedAt),
  updatedAt: row.updatedAt.toISOString(),
});

/** A keyword is a task number (SIM000123, or just its digits) or part of the design name. */
function keywordCondition(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const number = /^(?:sim)?0*(\d{1,9})$/i.exec(keyword.trim());
  const byName = ilike(t.designName, likePattern(keyword));
  return number ? or(eq(t.id, Number(number[1])), byName) : byName;
}

export async function listTasks(db: Db, user: AuthUser, q: SimulationListQuery | AdminSimulationListQuery) {
  const c = q as SimulationListQuery & AdminSimulationListQuery;
  const condition = and(
    user.isStaff ? staffTasks(user) : companyTasks(user),
    c.status ? eq(t.status, c.status) : undefined,
    c.platformId ? eq(t.platformId, c.platformId) : undefined,
    c.projectId ? eq(t.projectId, c.projectId) : undefined,
    c.companyId ? eq(t.companyId, c.companyId) : undefined,
    c.simulationType ? eq(t.simulationType, c.simulationType) : undefined,
    c.submittedFrom ? gte(t.submittedAt, new Date(`${c.submittedFrom}T00:00:00Z`)) : undefined,
    c.submittedTo ? lt(t.submittedAt, dayAfter(c.submittedTo)) : undefined,
    keywordCondition(c.keyword),
  );
  const sortColumn = c.sortField === 'updatedAt' ? t.updatedAt : t.submittedAt;
  // The engineer's queue: oldest waiting first when asked for the submitted ones, else newest first.
  const dir = c.sortOrder === 'asc' || (user.isStaff && c.status === 'submitted') ? asc : desc;
  // Counted to the cap: 40 000 waiting tasks took the engineer's queue 22 ms to count (docs/performance.md).
  return capTotal(
    await paginate(
      db,
      q,
      withJoins(db, rowColumns).where(condition).orderBy(dir(sortColumn), dir(t.id)).$dynamic(),
      cappedCount(db, t, condition),
      (row) => present(row as unknown as RawRow) as never,
    ),
  );
}

export async function listDrafts(db: Db, user: AuthUser, q: DraftListQuery) {
  const condition = and(ownDrafts(user), keywordCondition(q.keyword));
  return paginate(
    db,
    q,
    withJoins(db, rowColumns).where(condition).orderBy(desc(t.updatedAt), desc(t.id)).$dynamic(),
    db.select({ total: count() }).from(t).where(condition),
    (row) => present(row as unknown as RawRow) as never,
  );
}

/** The task's row as the caller may see it, or 404. */
export async function taskOf(db: Db, user: AuthUser, id: number) {
  const [row] = await cachedRows(
    db,
    db
      .select()
      .from(t)
      .where(and(eq(t.id, id), tasksOf(user))),
  );
  if (!row) throw notFound();
  return row;
}

const fileColumns = {
  fileId: files.id,
  name: files.name,
  size: files.size,
  sha256: files.sha256,
  role: simulationFiles.role,
  round: simulationFiles.round,
};

export async function taskDetail(db: Db, user: AuthUser, id: number): Promise<SimulationDetail> {
  const [row] = (await cachedRows(
    db,
    withJoins(db, {
      ...rowColumns,
      boardVersion: t.boardVersion,
      boardThickness: t.boardThickness,
      maxFrequency: t.maxFrequency,
      targetImpedance: t.targetImpedance,
      contactName: t.contactName,
      contactEmail: t.contactEmail,
      remark: t.remark,
      accountId: t.accountId,
      boardFileId: t.boardFileId,
      stackupFileId: t.stackupFileId,
      netlistFileId: t.netlistFileId,
    }).where(and(eq(t.id, id), tasksOf(user))),
  )) as unknown as (RawRow & Record<string, never>)[];
  if (!row) throw notFound();
  const [fileRows, roundRows] = await Promise.all([
    cachedRows(
      db,
      db
        .select(fileColumns)
        .from(simulationFiles)
        .innerJoin(files, eq(files.id, simulationFiles.fileId))
        .where(eq(simulationFiles.taskId, id))
        .orderBy(asc(simulationFiles.id)),
    ),
    cachedRows(
      db,
      db
        .select({ r: simulationRounds, who: submitters.name, engineer: engineers.name })
        .from(simulationRounds)
        .innerJoin(submitters, eq(submitters.id, simulationRounds.submittedBy))
        .leftJoin(engineers, eq(engineers.id, simulationRounds.engineerId))
        .where(eq(simulationRounds.taskId, id))
        .orderBy(desc(simulationRounds.round)),
    ),
  ]);
  const asFile = (f: (typeof fileRows)[number]): SimulationFile => ({
    fileId: f.fileId,
    role: f.role,
    name: f.name,
    size: f.size,
    sha256: f.sha256,
  });
  const current = (role: FileRole, fileId: number | null) => {
    const found = fileRows.find((f) => f.fileId === fileId && f.role === role);
    return found ? asFile(found) : null;
  };
  const { accountId, boardFileId, stackupFileId, netlistFileId, ...fields } = row as unknown as Record<
    string,
    unknown
  > &
    RawRow;
  const state = { status: row.status as SimulationDetail['status'], accountId: accountId as number };
  return {
    ...(present(fields as RawRow) as unknown as Omit<
      SimulationDetail,
      'board' | 'stackup' | 'netlist' | 'rounds' | 'can'
    >),
    board: current('board', boardFileId as number | null),
    stackup: current('stackup', stackupFileId as number | null),
    netlist: current('netlist', netlistFileId as number | null),
    rounds: roundRows.map(({ r, who, engineer }) => ({
      round: r.round,
      submittedBy: who,
      submittedAt: r.submittedAt.toISOString(),
      params: r.params,
      inputs: fileRows.filter((f) => f.round === r.round && isInput(f.role)).map(asFile),
      outputs: fileRows.filter((f) => f.round === r.round && !isInput(f.role)).map(asFile),
      engineer: engineer ?? null,
      note: r.note,
      finishedAt: iso(r.finishedAt),
    })),
    can: {
      edit: may.edit(user, state),
      submit: may.edit(user, state),
      resimulate: may.resimulate(user, state),
      finish: may.finish(user, state),
    },
  };
}

const isInput = (role: FileRole) => role === 'board' || role === 'stackup' || role === 'netlist';

/** Result and report files of the company's finished rounds, newest first. */
export async function listDownloads(db: Db, user: AuthUser, q: SimulationDownloadQuery) {
  const condition = and(
    companyTasks(user),
    q.role ? eq(simulationFiles.role, q.role) : inArray(simulationFiles.role, ['result', 'report']),
    q.keyword ? or(keywordCondition(q.keyword), ilike(files.name, likePattern(q.keyword))) : undefined,
  );
  const rows = db
    .select({
      fileId: files.id,
      role: simulationFiles.role,
      name: files.name,
      size: files.size,
      taskId: t.id,
      designName: t.designName,
      round: simulationFiles.round,
      platform: platforms.name,
      project: projects.name,
      finishedAt: simulationRounds.finishedAt,
    })
    .from(simulationFiles)
    .innerJoin(t, eq(t.id, simulationFiles.taskId))
    .innerJoin(files, eq(files.id, simulationFiles.fileId))
    .innerJoin(
      simulationRounds,
      and(eq(simulationRounds.taskId, simulationFiles.taskId), eq(simulationRounds.round, simulationFiles.round)),
    )
    .leftJoin(platforms, eq(platforms.id, t.platformId))
    .leftJoin(projects, eq(projects.id, t.projectId))
    .where(condition)
    .orderBy(desc(simulationFiles.id))
    .$dynamic();
  const total = db
    .select({ total: count() })
    .from(simulationFiles)
    .innerJoin(t, eq(t.id, simulationFiles.taskId))
    .innerJoin(files, eq(files.id, simulationFiles.fileId))
    .where(condition);
  return paginate(db, q, rows, total, (row) => ({
    ...row,
    role: row.role as 'result' | 'report',
    round: row.round ?? 0,
    taskNo: taskNoOf(row.taskId),
    finishedAt: iso(row.finishedAt) ?? '',
  }));
}

/** The engineer's company filter: the companies assigned to them. */
export async function engineerCompanies(db: Db, user: AuthUser) {
  return { companies: await staffCompanyChoices(db, user) };
}

/** The form's choices: projects the caller may see, authorized platforms. */
export const simulationOptions = projectAndPlatformChoices;
