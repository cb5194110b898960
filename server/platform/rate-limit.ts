// Limits counted in the database (table rate_events), so that they hold across processes: each
// call records one event per (scope, key) and is refused when any count over its window exceeds
// its maximum. Events are written before they are counted, so concurrent calls never let more
// through than the maximum; a refused call takes its events back and so does not prolong a block.
import { and, count, eq, gt, inArray, lt, min, or } from '../db/orm.ts';
import { Code } from '../../contract/codes.ts';
import { mailRateLimits } from '../../contract/limits.ts';
import type { Db } from '../db/client.ts';
import { rateEvents } from '../db/schema/index.ts';
import { AppError } from './envelope.ts';

export type RateLimit = { scope: string; max: number; windowMs: number };

/** Counts one event for each hit; throws 429 (with the minutes until a new try can pass) when one is over its limit. */
export async function takeRateLimits(db: Db, hits: { limit: RateLimit; key: string }[]): Promise<void> {
  const now = Date.now();
  const since = (limit: RateLimit) => new Date(now - limit.windowMs);
  // Old events only take room.
  await db
    .delete(rateEvents)
    .where(
      or(...hits.map(({ limit }) => and(eq(rateEvents.scope, limit.scope), lt(rateEvents.createdAt, since(limit))))),
    );
  const ours = await db
    .insert(rateEvents)
    .values(hits.map(({ limit, key }) => ({ scope: limit.scope, key, createdAt: new Date(now) })))
    .returning({ id: rateEvents.id });
  for (const { limit, key } of hits) {
    const [{ n, oldest }] = await db
      .select({ n: count(), oldest: min(rateEvents.createdAt) })
      .from(rateEvents)
      .where(and(eq(rateEvents.scope, limit.scope), eq(rateEvents.key, key), gt(rateEvents.createdAt, since(limit))));
    if (Number(n) > limit.max) {
      await db.delete(rateEvents).where(
        inArray(
          rateEvents.id,
          ours.map((e) => e.id),
        ),
      );
      const minutes = Math.max(
        1,
        Math.ceil(((oldest ? new Date(oldest).getTime() : now) + limit.windowMs - now) / 60_000),
      );
      throw new AppError(429, Code.tooMany, 'tryAgainIn', { minutes });
    }
  }
}

/** Mails to an address the caller names: per client address (of that kind of mail) and per recipient (of any kind). */
export const mailLimits = {
  codesPerClient: { scope: 'mail.code.client', max: mailRateLimits.codesPerClient, windowMs: mailRateLimits.windowMs },
  invitesPerClient: {
    scope: 'mail.invite.client',
    max: mailRateLimits.invitesPerClient,
    windowMs: mailRateLimits.windowMs,
  },
  perRecipient: { scope: 'mail.recipient', max: mailRateLimits.perRecipient, windowMs: mailRateLimits.windowMs },
} satisfies Record<string, RateLimit>;

/** The limits of one mail to `recipient` asked for from `ip`: codes (public routes) or invitations (signed-in primaries). */
export const takeMailLimits = (db: Db, kind: 'code' | 'invite', ip: string, recipient: string) =>
  takeRateLimits(db, [
    { limit: kind === 'code' ? mailLimits.codesPerClient : mailLimits.invitesPerClient, key: ip },
    { limit: mailLimits.perRecipient, key: recipient.trim().toLowerCase() },
  ]);
