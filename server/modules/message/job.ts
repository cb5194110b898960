// The message mails: every tick finds items released (or released again: a new version moves the
// release date) since an account turned a module's mail on, on the platforms it cares about and
// may see, not yet mailed to it; "immediate" ones go out now, "daily" ones the next day as one
// digest. Each (account, item, release) is claimed in message_deliveries, and each digest in
// message_digests (account, day), in the same transaction that queues the mail, so a restart, a
// second tick or a second process never mails an item twice nor two digests for one day; the mail
// platform then sends what was queued.
import { and, asc, eq, gt, gte, inArray, lt, lte, notExists, sql } from '../../db/orm.ts';
import { catalogKinds, type CatalogKind } from '../../../contract/dcc.ts';
import type { Db } from '../../db/client.ts';
import { catalogItems, messageDeliveries, messageDigests, messageSettings } from '../../db/schema/index.ts';
import { userForAccount, type AuthUser } from '../../platform/auth.ts';
import type { MailPlatform } from '../../platform/mail.ts';
import { visibleCatalog } from '../dcc/visibility.ts';
import { caredPlatforms } from '../home/service.ts';
import { isUnconfirmedEmail } from '../../platform/placeholder-email.ts';

type Item = { id: number; kind: CatalogKind; name: string; releasedAt: Date; updated: boolean };

/** Thrown inside a claim's transaction to undo it: someone else already sent this digest. */
class AlreadyClaimed extends Error {}

const texts = {
  zh: {
    module: { dcc: '技术文档', tr: '技术报告', pcn: '产品变更通知', tool: '工具' } as Record<CatalogKind, string>,
    immediate: (n: number) => `【Nexora 技术支持门户】${n} 项新内容`,
    daily: (day: string) => `【Nexora 技术支持门户】每日摘要 ${day}`,
    intro: '您关注的平台有以下新内容：',
    updated: '（更新）',
    footer: '可在 个人中心 → 消息设置 中修改或关闭邮件通知。',
  },
  en: {
    module: { dcc: 'Documents', tr: 'Technical reports', pcn: 'Change notices', tool: 'Tools' } as Record<
      CatalogKind,
      string
    >,
    immediate: (n: number) => `[Nexora Support Portal] ${n} new item${n === 1 ? '' : 's'}`,
    daily: (day: string) => `[Nexora Support Portal] Daily digest ${day}`,
    intro: 'New on the platforms you follow:',
    updated: ' (updated)',
    footer: 'Change or turn off these mails in Personal Center → Message settings.',
  },
};

function mailText(user: AuthUser, items: Item[], portalUrl: string) {
  const t = texts[user.language];
  const lines = items.map(
    (i) =>
      `- [${t.module[i.kind]}] ${i.name}${i.updated ? t.updated : ''} (${i.releasedAt.toISOString().slice(0, 10)})  ${portalUrl}/${i.kind}?detail=${i.id}`,
  );
  return [t.intro, '', ...lines, '', t.footer].join('\n');
}

const startOfDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** One pass; answers how many mails it queued. `now` is a parameter so tests can walk through days. */
export async function messageTick(
  deps: { db: Db; mail: MailPlatform; portalUrl: string },
  now = new Date(),
): Promise<number> {
  const { db, mail } = deps;
  const settings = await db
    .select()
    .from(messageSettings)
    // The workflow modules' mails are queued by the change itself (server/platform/notify.ts).
    .where(and(eq(messageSettings.enabled, true), inArray(messageSettings.module, catalogKinds)))
    .orderBy(asc(messageSettings.accountId));
  const accountIds = [...new Set(settings.map((s) => s.accountId))];
  let queued = 0;
  for (const accountId of accountIds) {
    const user = await userForAccount(db, accountId);
    if (!user) continue; // switched off by its primary, not active, or gone: no mail
    // A placeholder kept until a child confirms its own address can never be delivered.
    if (isUnconfirmedEmail(user.email)) continue;
    const cared = (await caredPlatforms(db, user)).map((p) => p.id);
    const batches: Record<'immediate' | 'daily', Item[]> = { immediate: [], daily: [] };
    for (const s of settings.filter((x) => x.accountId === accountId)) {
      const kind = s.module as CatalogKind;
      const mode = s.mode === 'daily' ? 'daily' : 'immediate';
      // A digest covers whole days: what was released before today, mailed once the day is over.
      const until = mode === 'daily' ? startOfDay(now) : now;
      const mailedBefore = and(
        eq(messageDeliveries.accountId, accountId),
        eq(messageDeliveries.itemId, catalogItems.id),
      );
      const rows = await db
        .select({
          id: catalogItems.id,
          kind: catalogItems.kind,
          name: catalogItems.name,
          releasedAt: catalogItems.releasedAt,
          // Only other releases can be there (this one is excluded below): the item is an update.
          updated: sql<boolean>`exists (${db
            .select({ one: sql`1` })
            .from(messageDeliveries)
            .where(mailedBefore)})`,
        })
        .from(catalogItems)
        .where(
          and(
            // Nothing of a module taken away since the setting was saved: visibleCatalog holds the page code.
            visibleCatalog(user, { kind, platformIds: cared }),
            gt(catalogItems.releasedAt, s.enabledAt),
            mode === 'daily' ? lt(catalogItems.releasedAt, until) : lte(catalogItems.releasedAt, until),
            // This release (or a later one) mailed already. Within a millisecond: a JS date holds no
            // microseconds, and the release date is stored here as JS read it.
            notExists(
              db
                .select({ one: sql`1` })
                .from(messageDeliveries)
                .where(
                  and(
                    mailedBefore,
                    gte(messageDeliveries.releasedAt, sql`${catalogItems.releasedAt} - interval '1 millisecond'`),
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(catalogItems.releasedAt), asc(catalogItems.id));
      batches[mode].push(
        ...rows.map((r) => ({
          ...r,
          kind: r.kind as CatalogKind,
          releasedAt: r.releasedAt!,
          updated: Boolean(r.updated),
        })),
      );
    }
    for (const mode of ['immediate', 'daily'] as const) {
      if (batches[mode].length === 0) continue;
      const digestDay = new Date(startOfDay(now).getTime() - 86_400_000).toISOString().slice(0, 10); // the day a digest covers
      const sent = await db
        .transaction(async (tx) => {
          // The claim: an item another tick claimed first is simply not ours to mail.
          const claimed = await tx
            .insert(messageDeliveries)
            .values(batches[mode].map((i) => ({ accountId, itemId: i.id, releasedAt: i.releasedAt, mode })))
            .onConflictDoNothing()
            .returning({ itemId: messageDeliveries.itemId, releasedAt: messageDeliveries.releasedAt });
          const items = batches[mode].filter((i) =>
            claimed.some((c) => c.itemId === i.id && c.releasedAt.getTime() === i.releasedAt.getTime()),
          );
          if (items.length === 0) return 0;
          const t = texts[user.language];
          const subject = mode === 'daily' ? t.daily(digestDay) : t.immediate(items.length);
          const mailId = await mail.queue(tx as unknown as Db, {
            to: user.email,
            subject,
            text: mailText(user, items, deps.portalUrl),
          });
          if (mode === 'daily') {
            // One digest a day: if this day's went out already, these items wait for the next one.
            const [digest] = await tx
              .insert(messageDigests)
              .values({ accountId, day: digestDay, mailId })
              .onConflictDoNothing()
              .returning();
            if (!digest) throw new AlreadyClaimed();
          }
          await tx
            .update(messageDeliveries)
            .set({ mailId })
            .where(
              and(
                eq(messageDeliveries.accountId, accountId),
                sql`(${messageDeliveries.itemId}, ${messageDeliveries.releasedAt}) in (${sql.join(
                  items.map((i) => sql`(${i.id}::integer, ${i.releasedAt.toISOString()}::timestamptz)`),
                  sql`, `,
                )})`,
              ),
            );
          return 1;
        })
        .catch((error: unknown) => {
          if (error instanceof AlreadyClaimed) return 0;
          throw error;
        });
      queued += sent;
    }
  }
  await mail.flush();
  return queued;
}

/** Runs the tick every `seconds` (0: never) until the app closes; a failed tick is logged and retried next time. */
export function startMessageJob(
  deps: { db: Db; mail: MailPlatform; portalUrl: string; log: (msg: string, error?: unknown) => void },
  seconds: number,
): () => void {
  if (seconds <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    messageTick(deps)
      .catch((error: unknown) => deps.log('message mail tick failed', error))
      .finally(() => (running = false));
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
