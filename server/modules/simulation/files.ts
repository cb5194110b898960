// The files of a task: which uploads a save or a finish may name (the caller's own, not yet part of
// anything, of the role's format — checked again by content, since the generic upload could have
// brought them — or the task's own files of that role), adopting them into the task, and every
// download. Once a file joins a task it is the task's: its uploader no longer owns it, so the
// generic routes of server/modules/files (which serve only one's own uploads) cannot hand it out.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, inArray } from '../../db/orm.ts';
import { hasRoleExtension, type FileRole, type InputRole } from '../../../contract/simulation.ts';
import type { Db } from '../../db/client.ts';
import { files, simulationFiles, simulationTasks } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { notFound, refused } from '../../platform/envelope.ts';
import type { FilesPlatform } from '../../platform/files.ts';
import type { MessageKey } from '../../platform/messages.ts';
import { recordDownload } from '../files/service.ts';
import { contentFits, headOf } from './uploads.ts';
import { tasksOf } from './visibility.ts';

type Deps = { db: Db; files: FilesPlatform };

/** Whether a stored file's first bytes fit the format its name claims (a file gone meanwhile: no). */
const fits = (deps: Deps, row: { sha256: string; name: string }) =>
  headOf(deps.files.pathOf(row.sha256)).then(
    (head) => contentFits(row.name, head),
    () => false,
  );

/**
 * Checks that each named file may join the task in its role: one the caller uploaded and nothing
 * holds yet, of the role's format, or one the task already holds in that role. `invalid` is the
 * refusal's message.
 */
export async function checkFiles(
  deps: Deps,
  user: AuthUser,
  taskId: number | null,
  named: { role: FileRole; fileId: number }[],
  invalid: MessageKey,
) {
  if (named.length === 0) return;
  const ids = [...new Set(named.map((n) => n.fileId))];
  const [rows, held] = await Promise.all([
    deps.db.select().from(files).where(inArray(files.id, ids)),
    taskId === null
      ? Promise.resolve([])
      : deps.db
          .select({ fileId: simulationFiles.fileId, role: simulationFiles.role })
          .from(simulationFiles)
          .where(and(eq(simulationFiles.taskId, taskId), inArray(simulationFiles.fileId, ids))),
  ]);
  for (const { role, fileId } of named) {
    if (held.some((h) => h.fileId === fileId && h.role === role)) continue;
    const row = rows.find((r) => r.id === fileId);
    if (!row || row.uploadedBy !== user.id || !hasRoleExtension(role, row.name) || !(await fits(deps, row)))
      throw refused(invalid);
  }
}

/** The input files a body names, by role. */
export const inputsOf = (b: {
  boardFileId: number | null;
  stackupFileId: number | null;
  netlistFileId: number | null;
}) =>
  (
    [
      ['board', b.boardFileId],
      ['stackup', b.stackupFileId],
      ['netlist', b.netlistFileId],
    ] as [InputRole, number | null][]
  )
    .filter((pair): pair is [InputRole, number] => pair[1] !== null)
    .map(([role, fileId]) => ({ role, fileId }));

/** Attaches files to the task (in the caller's transaction) and ends their uploader's ownership. */
export async function adopt(tx: Db, taskId: number, round: number | null, named: { role: FileRole; fileId: number }[]) {
  if (named.length === 0) return;
  await tx.insert(simulationFiles).values(named.map((n) => ({ taskId, round, fileId: n.fileId, role: n.role })));
  await tx
    .update(files)
    .set({ uploadedBy: null })
    .where(
      inArray(
        files.id,
        named.map((n) => n.fileId),
      ),
    );
}

/**
 * GET /applypath/simulation/file/{fileId} (customers, M13) and /admin/simulation/file/{fileId}
 * (engineers): a file of a task the caller may see, recorded in My downloads on its first byte.
 */
export async function sendTaskFile(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: AuthUser,
  fileId: number,
) {
  const [row] = await deps.db
    .select({ file: files, taskId: simulationTasks.id, platformId: simulationTasks.platformId })
    .from(simulationFiles)
    .innerJoin(simulationTasks, eq(simulationTasks.id, simulationFiles.taskId))
    .innerJoin(files, eq(files.id, simulationFiles.fileId))
    .where(and(eq(simulationFiles.fileId, fileId), tasksOf(user)))
    .limit(1);
  if (!row) throw notFound();
  await recordDownload(deps.db, request, user.id, [row.file], {
    kind: 'simulation',
    id: row.taskId,
    platformId: row.platformId,
  });
  return deps.files.send(request, reply, row.file);
}
