// The mail that tells a customer an engineer replied to what they wrote: in the account's language,
// with the reply and the link to the page where they see it. Queued in the reply's transaction (it
// exists exactly when the reply was committed); none to a locked or switched-off account or to a
// child's placeholder address (server/platform/placeholder-email.ts).
import { eq } from '../../db/orm.ts';
import type { QueueItem, QueueKind } from '../../../contract/queues.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import type { MailPlatform } from '../../platform/mail.ts';
import { isUnconfirmedEmail } from '../../platform/placeholder-email.ts';

const what: Record<QueueKind, { zh: string; en: string }> = {
  pcnRequest: { zh: '变更通知的变更请求', en: 'change request on a change notice' },
  docFeedback: { zh: '资料反馈', en: 'feedback on documents' },
  survey: { zh: '满意度调查建议', en: 'satisfaction survey suggestion' },
  homeFeedback: { zh: '意见反馈', en: 'feedback' },
  articleComment: { zh: '评论', en: 'comment' },
};

/** Where the customer sees the reply (`targetId`: the notice or the article). */
export function customerPath(item: QueueItem, targetId: number | null): string {
  switch (item.kind) {
    case 'pcnRequest':
      return `/pcn?detail=${targetId}`;
    case 'docFeedback':
      return item.tag === 'tr' ? '/tr/TRFeedback' : '/dcc/DCCFeedback';
    case 'survey':
      return '/dcc/satisfactionSurvey';
    case 'homeFeedback':
      return '/';
    case 'articleComment':
      return item.tag === 'quickstart'
        ? `/quickStart/quickStartDetail?id=${targetId}`
        : `/faq/faqDetail?id=${targetId}`;
  }
}

export async function queueReplyMail(
  tx: Db,
  deps: { mail: MailPlatform; portalUrl: string },
  item: QueueItem,
  reply: string,
  targetId: number | null,
): Promise<boolean> {
  const [to] = await tx
    .select({
      email: accounts.email,
      language: accounts.language,
      state: accounts.state,
      disabledAt: accounts.disabledAt,
    })
    .from(accounts)
    .where(eq(accounts.id, item.customer.id));
  if (!to || to.state === 'locked' || to.disabledAt || isUnconfirmedEmail(to.email)) return false;
  const zh = to.language !== 'en';
  const kind = what[item.kind][zh ? 'zh' : 'en'];
  const title = item.title.length > 80 ? `${item.title.slice(0, 80)}…` : item.title;
  const link = deps.portalUrl + customerPath(item, targetId);
  await deps.mail.queue(tx, {
    to: to.email,
    subject: zh
      ? `【Nexora 技术支持门户】工程师回复了您的${kind}「${title}」`
      : `[Nexora Support Portal] An engineer replied to your ${kind} "${title}"`,
    text: [
      zh ? `您的${kind}「${title}」收到了回复：` : `Your ${kind} "${title}" has a reply:`,
      '',
      reply,
      '',
      (zh ? '查看：' : 'Open: ') + link,
    ].join('\n'),
  });
  return true;
}
