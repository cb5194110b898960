// The customer's side of a design review (M09; submitting and changing needs review.create): add,
// edit while not reviewed, answer result items (one or many at once), ask for a retrial with a new
// zip, close at own risk, score a finished review; and the conversation, shared with the engineer.
import { and, eq, inArray } from '../../db/orm.ts';
import type { z } from 'zod';
import type {
  interactBody,
  itemsBatchBody,
  repeatBody,
  reviewBody,
  reviewEditBody,
  scoreBody,
} from '../../../contract/review.ts';
import type { Db } from '../../db/client.ts';
import { projects, reviewHistory, reviewItems, reviewMessages, reviews } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import type { FilesPlatform } from '../../platform/files.ts';
import { uploadKinds } from '../files/service.ts';
import { refused } from '../../platform/envelope.ts';
import { adopt, ownUpload } from './files.ts';
import { illegalMove, move, type MoveDeps } from './moves.ts';
import { reviewOf } from './read.ts';
import { customerMay, engineerMay } from './rules.ts';

export type ReviewDeps = MoveDeps & { files: FilesPlatform };
type Body = z.output<typeof reviewBody>;

/** The project must be one of the company's the caller may see; the chip one the company is authorized for. */
async function checkReferences(deps: ReviewDeps, user: AuthUser, body: Body) {
  const [project] = await deps.db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, body.projectId), eq(projects.companyId, user.companyId)));
  if (!project || user.hiddenProjectIds.includes(body.projectId)) throw refused('reviewProjectInvalid');
  if (!user.platformIds.includes(body.platformId)) throw refused('reviewPlatformInvalid');
}

const fieldsOf = (b: Body) => ({
  reviewType: b.reviewType,
  pcbProject: b.pcbProject,
  projectId: b.projectId,
  platformId: b.platformId,
  contacts: b.contacts,
  edaTool: b.edaTool,
  referenceDesign: b.referenceDesign,
  pcbEdition: b.pcbEdition,
  stackStructure: b.stackStructure,
  sideType: b.sideType,
  memoryType: b.memoryType,
  hasRevision: b.hasRevision,
  revisionDesc: b.hasRevision ? b.revisionDesc : '',
  hasNewFunction: b.hasNewFunction,
  newFunctionDesc: b.hasNewFunction ? b.newFunctionDesc : '',
  fileId: b.fileId,
  confidential: b.confidential,
  remark: b.remark,
});

export async function addReview(deps: ReviewDeps, user: AuthUser, body: Body) {
  await checkReferences(deps, user, body);
  await ownUpload(deps, user, body.fileId, ['zip'], 'reviewZipMissing');
  const id = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx
      .insert(reviews)
      .values({ ...fieldsOf(body), companyId: user.companyId, accountId: user.id })
      .returning({ id: reviews.id });
    await adopt(tx, row.id, [body.fileId], 'attachment');
    await tx
      .insert(reviewHistory)
      .values({ reviewId: row.id, accountId: user.id, action: 'submit', progress: 'notReviewed' });
    return row.id;
  });
  return { id };
}

export async function editReview(deps: ReviewDeps, user: AuthUser, body: z.output<typeof reviewEditBody>) {
  const row = await reviewOf(deps.db, user, body.id);
  if (!customerMay.edit(row)) throw illegalMove();
  await checkReferences(deps, user, body);
  const newFile = body.fileId !== row.fileId;
  if (newFile) await ownUpload(deps, user, body.fileId, ['zip'], 'reviewZipMissing');
  await move(deps, user, row, {
    allowed: customerMay.edit,
    action: 'edit',
    set: fieldsOf(body),
    also: newFile ? (tx) => adopt(tx, row.id, [body.fileId], 'attachment') : undefined,
  });
  return { id: row.id };
}

/** Sets the answer of several items of one review at once (or of one). */
export async function setItems(deps: ReviewDeps, user: AuthUser, body: z.output<typeof itemsBatchBody>) {
  const row = await reviewOf(deps.db, user, body.reviewId);
  const ids = [...new Set(body.itemIds)];
  const found = await deps.db
    .select({ id: reviewItems.id })
    .from(reviewItems)
    .where(and(eq(reviewItems.reviewId, row.id), inArray(reviewItems.id, ids)));
  if (found.length !== ids.length) throw refused('reviewItemsInvalid');
  await move(deps, user, row, {
    allowed: customerMay.setItems,
    also: async (tx) => {
      await tx
        .update(reviewItems)
        .set({ status: body.status, updatedAt: new Date() })
        .where(and(eq(reviewItems.reviewId, row.id), inArray(reviewItems.id, ids)));
    },
  });
  return { id: row.id, updated: ids.length };
}

export async function askRetrial(deps: ReviewDeps, user: AuthUser, id: number, body: z.output<typeof repeatBody>) {
  const row = await reviewOf(deps.db, user, id);
  if (!customerMay.retrial(row)) throw illegalMove();
  await ownUpload(deps, user, body.fileId, ['zip'], 'reviewZipMissing');
  await move(deps, user, row, {
    allowed: customerMay.retrial,
    action: 'retrial',
    note: body.note,
    set: { progress: 'retrial', round: row.round + 1, fileId: body.fileId },
    also: (tx) => adopt(tx, row.id, [body.fileId], 'attachment'),
  });
  return { id };
}

export async function closeOwnRisk(deps: ReviewDeps, user: AuthUser, id: number) {
  const row = await reviewOf(deps.db, user, id);
  await move(deps, user, row, { allowed: customerMay.closeOwnRisk, action: 'ownRisk', set: { result: 'ownRisk' } });
  return { id };
}

export async function scoreReview(deps: ReviewDeps, user: AuthUser, id: number, body: z.output<typeof scoreBody>) {
  const row = await reviewOf(deps.db, user, id);
  await move(deps, user, row, {
    allowed: customerMay.score,
    action: 'score',
    note: body.comment,
    set: { score: body.score, scoreComment: body.comment },
  });
  return { id };
}

/** A message of either side: text and/or files the caller uploaded; an engineer's reply mails the customer. */
export async function interact(deps: ReviewDeps, user: AuthUser, id: number, body: z.output<typeof interactBody>) {
  const row = await reviewOf(deps.db, user, id);
  const fileIds = [...new Set(body.fileIds)];
  for (const fileId of fileIds) await ownUpload(deps, user, fileId, uploadKinds, 'reviewFileInvalid');
  let messageId = 0;
  await move(deps, user, row, {
    allowed: user.isStaff ? engineerMay.talk : customerMay.talk,
    mail: user.isStaff ? 'reply' : undefined,
    note: user.isStaff ? body.content : undefined,
    also: async (tx) => {
      const [message] = await tx
        .insert(reviewMessages)
        .values({ reviewId: row.id, accountId: user.id, content: body.content })
        .returning({ id: reviewMessages.id });
      messageId = message.id;
      await adopt(tx, row.id, fileIds, 'message', message.id);
    },
  });
  return { id: messageId };
}
