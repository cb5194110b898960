// The publishing life of a staff-managed row (QVL entries, operator rows …): draft → released →
// withdrawn, nothing else. One answer for every module: which state a move starts from, what it
// writes, and 409 when the row is not (or no longer, a concurrent move having won) in that state.
import { Code } from '../../contract/codes.ts';
import { AppError } from './envelope.ts';

export type PublishingAction = 'release' | 'withdraw';

/** The state `action` starts from and the columns it sets (release records who and when). */
export function publishingMove(action: PublishingAction, publisherId: number, now = new Date()) {
  return action === 'release'
    ? {
        from: 'draft' as const,
        set: { status: 'released' as const, releasedAt: now, publisherId, updatedAt: now },
      }
    : { from: 'released' as const, set: { status: 'withdrawn' as const, updatedAt: now } };
}

/** 409 unless the row was in the move's starting state (`moved`: the rows the guarded update changed). */
export function assertMoved(moved: readonly unknown[]): void {
  if (moved.length === 0) throw new AppError(409, Code.conflict, 'conflict');
}
