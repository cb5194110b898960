// The engineer's side (staff code admin.engineer), for the reviews of their companies only: take
// one, add result items with pictures, ask the customer to revise, and end it with a result.
import { and, eq } from '../../db/orm.ts';
import type { z } from 'zod';
import type { addItemBody, askRevisionBody, finishBody } from '../../../contract/review.ts';
import { reviewItems } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { adopt, imageKinds, ownUpload } from './files.ts';
import { illegalMove, move } from './moves.ts';
import { reviewOf } from './read.ts';
import { engineerMay } from './rules.ts';
import type { ReviewDeps } from './service.ts';

export async function takeReview(deps: ReviewDeps, user: AuthUser, id: number) {
  const row = await reviewOf(deps.db, user, id);
  await move(deps, user, row, {
    allowed: engineerMay.take,
    action: 'take',
    set: { progress: 'reviewing', engineerId: user.id },
  });
  return { id };
}

export async function addItem(deps: ReviewDeps, user: AuthUser, id: number, body: z.output<typeof addItemBody>) {
  const row = await reviewOf(deps.db, user, id);
  if (!engineerMay.addItems(row)) throw illegalMove();
  if (body.pictureFileId) await ownUpload(deps, user, body.pictureFileId, imageKinds, 'reviewPictureOnly');
  let itemId = 0;
  await move(deps, user, row, {
    allowed: engineerMay.addItems,
    also: async (tx) => {
      const [item] = await tx
        .insert(reviewItems)
        .values({
          reviewId: id,
          round: row.round,
          level: body.level,
          position: body.position,
          description: body.description,
          pictureFileId: body.pictureFileId ?? null,
          createdBy: user.id,
        })
        .returning({ id: reviewItems.id });
      itemId = item.id;
      if (body.pictureFileId) await adopt(tx, id, [body.pictureFileId], 'picture');
    },
  });
  return { id: itemId };
}

/** reviewing → revising (customer); needs at least one item raised in this round. */
export async function askRevision(
  deps: ReviewDeps,
  user: AuthUser,
  id: number,
  body: z.output<typeof askRevisionBody>,
) {
  const row = await reviewOf(deps.db, user, id);
  const [item] = await deps.db
    .select({ id: reviewItems.id })
    .from(reviewItems)
    .where(and(eq(reviewItems.reviewId, id), eq(reviewItems.round, row.round)))
    .limit(1);
  await move(deps, user, row, {
    allowed: (state) => engineerMay.askRevision(state) && Boolean(item),
    action: 'askRevision',
    note: body.note,
    set: { progress: 'revising' },
    mail: 'askRevision',
  });
  return { id };
}

export async function finishReview(deps: ReviewDeps, user: AuthUser, id: number, body: z.output<typeof finishBody>) {
  const row = await reviewOf(deps.db, user, id);
  await move(deps, user, row, {
    allowed: (state) => engineerMay.finish(state, body.result),
    action: body.result,
    note: body.note,
    set: { result: body.result, engineerId: row.engineerId ?? user.id },
    mail: body.result,
  });
  return { id };
}
