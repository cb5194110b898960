// The engineer's side (staff code admin.engineer): finish a submitted task of one of their
// companies with result files and a PDF report (uploaded over tus first), which finishes its
// current round and mails whoever submitted it.
import { and, eq } from '../../db/orm.ts';
import type { z } from 'zod';
import type { finishSimulationBody } from '../../../contract/simulation.ts';
import { simulationRounds, simulationTasks } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { sendQueued } from '../../platform/notify.ts';
import { refused } from '../../platform/envelope.ts';
import { adopt, checkFiles } from './files.ts';
import { mailFinished } from './mails.ts';
import { taskOf } from './read.ts';
import { may } from './rules.ts';
import { illegalMove, type SimulationDeps } from './service.ts';

const t = simulationTasks;

export async function finishTask(
  deps: SimulationDeps,
  user: AuthUser,
  id: number,
  body: z.output<typeof finishSimulationBody>,
) {
  const row = await taskOf(deps.db, user, id);
  if (!may.finish(user, row)) throw illegalMove();
  if (body.resultFileIds.includes(body.reportFileId)) throw refused('simulationReportInvalid');
  await checkFiles(deps, user, null, [{ role: 'report', fileId: body.reportFileId }], 'simulationReportInvalid');
  const results = [...new Set(body.resultFileIds)].map((fileId) => ({ role: 'result' as const, fileId }));
  await checkFiles(deps, user, null, results, 'simulationResultInvalid');
  const round = row.submitCount;
  const now = new Date();
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [updated] = await tx
      .update(t)
      .set({ status: 'finished', engineerId: user.id, finishedAt: now, updatedAt: now })
      .where(and(eq(t.id, id), eq(t.status, 'submitted'), eq(t.submitCount, round)))
      .returning();
    if (!updated) throw illegalMove();
    await tx
      .update(simulationRounds)
      .set({ engineerId: user.id, note: body.note, finishedAt: now })
      .where(and(eq(simulationRounds.taskId, id), eq(simulationRounds.round, round)));
    await adopt(tx, id, round, [...results, { role: 'report', fileId: body.reportFileId }]);
    await mailFinished(
      tx,
      deps.mail,
      deps.portalUrl,
      { id, designName: updated.designName, submittedBy: updated.submittedBy ?? updated.accountId, round },
      body.note,
    );
  });
  sendQueued(deps.mail);
  return { id };
}
