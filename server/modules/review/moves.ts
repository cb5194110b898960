// The one way a review changes state: checked against rules.ts on the row as read, written only if
// nobody moved it meanwhile (the update's condition repeats the state it was read in), recorded in
// the history, in one transaction with whatever else the change writes and the mail it causes.
import { and, eq, isNull } from '../../db/orm.ts';
import { Code } from '../../../contract/codes.ts';
import type { ReviewAction } from '../../../contract/review.ts';
import type { Db } from '../../db/client.ts';
import { reviewHistory, reviews } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/envelope.ts';
import type { MailPlatform } from '../../platform/mail.ts';
import { sendQueued } from '../../platform/notify.ts';
import { mailCustomer, type ReviewMail } from './mails.ts';
import type { ReviewState } from './rules.ts';

export type MoveDeps = { db: Db; mail: MailPlatform; portalUrl: string };
type ReviewRow = typeof reviews.$inferSelect;

export const illegalMove = () => new AppError(409, Code.conflict, 'reviewIllegalMove');

/**
 * Applies `set` to the review if `allowed(row)` holds and the row is still as read; writes the
 * history entry (`action`, `note`), runs `also` in the transaction, and mails the customer when
 * `mail` is given. 409 when the rule refuses or someone else moved the review first.
 */
export async function move(
  deps: MoveDeps,
  user: AuthUser,
  row: ReviewRow,
  opts: {
    allowed: (state: ReviewState) => boolean;
    /** Written to the history; none for changes within a state (items answered, a message). */
    action?: ReviewAction;
    set?: Partial<typeof reviews.$inferInsert>;
    note?: string;
    mail?: ReviewMail;
    also?: (tx: Db) => Promise<void>;
  },
): Promise<ReviewRow> {
  if (!opts.allowed(row)) throw illegalMove();
  const moved = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [updated] = await tx
      .update(reviews)
      .set({ ...opts.set, updatedAt: new Date() })
      .where(
        and(
          eq(reviews.id, row.id),
          eq(reviews.progress, row.progress),
          row.result === null ? isNull(reviews.result) : eq(reviews.result, row.result),
          row.score === null ? isNull(reviews.score) : eq(reviews.score, row.score),
          eq(reviews.round, row.round),
        ),
      )
      .returning();
    if (!updated) throw illegalMove();
    if (opts.action)
      await tx.insert(reviewHistory).values({
        reviewId: row.id,
        accountId: user.id,
        action: opts.action,
        progress: updated.progress,
        result: updated.result,
        note: opts.note ?? '',
      });
    if (opts.also) await opts.also(tx);
    if (opts.mail) await mailCustomer(tx, deps.mail, deps.portalUrl, updated, opts.mail, opts.note);
    return updated;
  });
  if (opts.mail) sendQueued(deps.mail);
  return moved;
}
