// Mails about a customer's own requests (a patch-set apply, a design review, a training): queued in
// the transaction of the change that causes them, so a mail exists exactly when the change was
// committed, in the account's language, with a link back to the page. The account can turn a
// workflow's mails off in its message settings (a row `module = <workflow>, enabled = false`);
// with no row the mail goes out: a customer expects to hear when the vendor answers them.
import { and, eq, inArray } from '../db/orm.ts';
import type { Db } from '../db/client.ts';
import { accounts, messageSettings } from '../db/schema/index.ts';
import type { WorkflowModule } from '../../contract/message.ts';
import type { MailPlatform } from './mail.ts';
import { isUnconfirmedEmail } from './placeholder-email.ts';

export type WorkflowEvent = {
  module: WorkflowModule;
  /** What happened, per language: the subject line's end and the mail's lines. */
  zh: { subject: string; lines: string[] };
  en: { subject: string; lines: string[] };
  /** Path of the portal page that shows it, e.g. `/review/ReviewDetail?id=7`. */
  path: string;
};

const frame = {
  zh: { prefix: '【Nexora 技术支持门户】', open: '查看：', footer: '可在 个人中心 → 消息设置 中关闭此类邮件。' },
  en: {
    prefix: '[Nexora Support Portal] ',
    open: 'Open: ',
    footer: 'Turn these mails off in Personal Center → Message settings.',
  },
};

/**
 * Queues the event's mail to each account (in `tx`, the transaction of the change) unless the account
 * turned the module's mails off, is locked or switched off; answers how many were queued.
 * `portalUrl` is the app's `config.publicUrl` (mail clients open absolute links only). Once the
 * transaction has committed, call `sendQueued(mail)` so the mail leaves now rather than at the next
 * timed flush.
 */
export async function notifyAccounts(
  tx: Db,
  mail: MailPlatform,
  accountIds: readonly number[],
  event: WorkflowEvent,
  portalUrl: string,
): Promise<number> {
  const ids = [...new Set(accountIds)];
  if (ids.length === 0) return 0;
  const rows = await tx
    .select({
      id: accounts.id,
      email: accounts.email,
      language: accounts.language,
      state: accounts.state,
      disabledAt: accounts.disabledAt,
      off: messageSettings.enabled,
    })
    .from(accounts)
    .leftJoin(
      messageSettings,
      and(eq(messageSettings.accountId, accounts.id), eq(messageSettings.module, event.module)),
    )
    .where(inArray(accounts.id, ids));
  let queued = 0;
  for (const row of rows) {
    if (row.off === false || row.state === 'locked' || row.disabledAt || isUnconfirmedEmail(row.email)) continue;
    const language = row.language === 'en' ? 'en' : 'zh';
    const f = frame[language];
    const text = event[language];
    await mail.queue(tx, {
      to: row.email,
      subject: f.prefix + text.subject,
      text: [...text.lines, '', f.open + portalUrl + event.path, '', f.footer].join('\n'),
    });
    queued++;
  }
  return queued;
}

/** Sends what was queued, in the background: the request's answer never waits for the mail server. */
export const sendQueued = (mail: MailPlatform): void => void mail.flush().catch(() => undefined);
