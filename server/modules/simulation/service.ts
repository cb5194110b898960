// The customer's side of a simulation task (M13; changes need simulation.submit): save a draft at
// any point (only the fields' formats are checked, by the contract), edit and delete it, submit a
// complete task (spec §5, every rule, checked by the contract's completeBody), and run a finished
// task again (a new round: submit count + 1, earlier rounds and their results kept).
// Every state change repeats the state it was read in, so two tabs cannot both submit one draft.
import { and, eq, isNull } from '../../db/orm.ts';
import { Code } from '../../../contract/codes.ts';
import type { DraftFields } from '../../../contract/simulation.ts';
import type { Db } from '../../db/client.ts';
import { projects, simulationFiles, simulationRounds, simulationTasks } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError, refused } from '../../platform/envelope.ts';
import type { FilesPlatform } from '../../platform/files.ts';
import type { MailPlatform } from '../../platform/mail.ts';
import { adopt, checkFiles, inputsOf } from './files.ts';
import { taskOf } from './read.ts';
import { may } from './rules.ts';

export type SimulationDeps = { db: Db; files: FilesPlatform; mail: MailPlatform; portalUrl: string };

const t = simulationTasks;
export const illegalMove = () => new AppError(409, Code.conflict, 'simulationIllegalMove');

/** A chosen project must be one of the company's the caller may see; a platform one it is authorized for. */
async function checkReferences(deps: SimulationDeps, user: AuthUser, body: DraftFields) {
  if (body.platformId !== null && !user.platformIds.includes(body.platformId))
    throw refused('simulationPlatformInvalid');
  if (body.projectId === null) return;
  const [project] = await deps.db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, body.projectId), eq(projects.companyId, user.companyId)));
  if (!project || user.hiddenProjectIds.includes(body.projectId)) throw refused('simulationProjectInvalid');
}

/** Everything a save or submission checks before it writes. */
async function checkBody(deps: SimulationDeps, user: AuthUser, taskId: number | null, body: DraftFields) {
  await checkReferences(deps, user, body);
  await checkFiles(deps, user, taskId, inputsOf(body), 'simulationFileInvalid');
}

const fieldsOf = (b: DraftFields) => ({
  simulationType: b.simulationType,
  platformId: b.platformId,
  projectId: b.projectId,
  designName: b.designName,
  boardVersion: b.boardVersion,
  layerCount: b.layerCount,
  unit: b.unit,
  boardThickness: b.boardThickness,
  maxFrequency: b.maxFrequency,
  targetImpedance: b.targetImpedance,
  contactName: b.contactName,
  contactEmail: b.contactEmail,
  remark: b.remark,
  boardFileId: b.boardFileId,
  stackupFileId: b.stackupFileId,
  netlistFileId: b.netlistFileId,
});

const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>) =>
  db.transaction((transaction) => work(transaction as unknown as Db));

/** POST draft. */
export async function createDraft(deps: SimulationDeps, user: AuthUser, body: DraftFields) {
  await checkBody(deps, user, null, body);
  return inTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .insert(t)
      .values({ ...fieldsOf(body), companyId: user.companyId, accountId: user.id, status: 'draft' })
      .returning({ id: t.id });
    await adopt(tx, row.id, null, inputsOf(body));
    return { id: row.id };
  });
}

/** The draft's inputs become the body's: those of no round are replaced. */
async function replaceDraftInputs(tx: Db, taskId: number, body: DraftFields, round: number | null) {
  await tx.delete(simulationFiles).where(and(eq(simulationFiles.taskId, taskId), isNull(simulationFiles.round)));
  await adopt(tx, taskId, round, inputsOf(body));
}

/** PUT draft/{id}. */
export async function updateDraft(deps: SimulationDeps, user: AuthUser, id: number, body: DraftFields) {
  const row = await taskOf(deps.db, user, id);
  if (!may.edit(user, row)) throw illegalMove();
  await checkBody(deps, user, id, body);
  return inTransaction(deps.db, async (tx) => {
    const [updated] = await tx
      .update(t)
      .set({ ...fieldsOf(body), updatedAt: new Date() })
      .where(and(eq(t.id, id), eq(t.status, 'draft')))
      .returning({ id: t.id });
    if (!updated) throw illegalMove();
    await replaceDraftInputs(tx, id, body, null);
    return { id };
  });
}

/** DELETE draft/{id}. */
export async function deleteDraft(deps: SimulationDeps, user: AuthUser, id: number) {
  const row = await taskOf(deps.db, user, id);
  if (!may.edit(user, row)) throw illegalMove();
  const [gone] = await deps.db
    .delete(t)
    .where(and(eq(t.id, id), eq(t.status, 'draft')))
    .returning({ id: t.id });
  if (!gone) throw illegalMove();
  return { id };
}

/** Writes round `round` of the task: its snapshot of the fields and its three inputs. */
async function writeRound(tx: Db, user: AuthUser, taskId: number, round: number, body: DraftFields) {
  const { boardFileId: _b, stackupFileId: _s, netlistFileId: _n, ...params } = fieldsOf(body);
  await tx.insert(simulationRounds).values({ taskId, round, submittedBy: user.id, params });
}

const submittedNow = (user: AuthUser, submitCount: number) => ({
  status: 'submitted' as const,
  submitCount,
  submittedBy: user.id,
  submittedAt: new Date(),
  finishedAt: null,
  engineerId: null,
  updatedAt: new Date(),
});

/** POST submit: a complete task, new or from the caller's draft (`draftId`). */
export async function submitTask(deps: SimulationDeps, user: AuthUser, body: DraftFields & { draftId?: number }) {
  const { draftId } = body;
  if (draftId !== undefined) {
    const row = await taskOf(deps.db, user, draftId);
    if (!may.edit(user, row)) throw illegalMove();
  }
  await checkBody(deps, user, draftId ?? null, body);
  return inTransaction(deps.db, async (tx) => {
    let id: number;
    if (draftId === undefined) {
      const [row] = await tx
        .insert(t)
        .values({ ...fieldsOf(body), ...submittedNow(user, 1), companyId: user.companyId, accountId: user.id })
        .returning({ id: t.id });
      id = row.id;
      await adopt(tx, id, 1, inputsOf(body));
    } else {
      const [row] = await tx
        .update(t)
        .set({ ...fieldsOf(body), ...submittedNow(user, 1) })
        .where(and(eq(t.id, draftId), eq(t.status, 'draft')))
        .returning({ id: t.id });
      if (!row) throw illegalMove();
      id = row.id;
      await replaceDraftInputs(tx, id, body, 1);
    }
    await writeRound(tx, user, id, 1, body);
    return { id };
  });
}

/** POST resimulate/{id}: a finished task, run again with the body's fields and files. */
export async function resimulateTask(deps: SimulationDeps, user: AuthUser, id: number, body: DraftFields) {
  const row = await taskOf(deps.db, user, id);
  if (!may.resimulate(user, row)) throw illegalMove();
  await checkBody(deps, user, id, body);
  const round = row.submitCount + 1;
  return inTransaction(deps.db, async (tx) => {
    const [updated] = await tx
      .update(t)
      .set({ ...fieldsOf(body), ...submittedNow(user, round) })
      .where(and(eq(t.id, id), eq(t.status, 'finished'), eq(t.submitCount, row.submitCount)))
      .returning({ id: t.id });
    if (!updated) throw illegalMove();
    await adopt(tx, id, round, inputsOf(body));
    await writeRound(tx, user, id, round, body);
    return { id };
  });
}
