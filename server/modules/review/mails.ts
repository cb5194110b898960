// The mails a customer gets when a review waits for them (server/platform/notify.ts, module
// 'review'): revision asked, a result given, an engineer's reply. Queued in the change's transaction.
import type { Db } from '../../db/client.ts';
import type { MailPlatform } from '../../platform/mail.ts';
import { notifyAccounts, type WorkflowEvent } from '../../platform/notify.ts';

export type ReviewMail = 'askRevision' | 'pass' | 'fail' | 'riskPass' | 'forceEnd' | 'reply';

const resultText = {
  pass: ['通过', 'passed'],
  fail: ['不通过', 'failed'],
  riskPass: ['风险通过', 'passed with risks'],
  forceEnd: ['被强制结束', 'was ended by the engineer'],
} as const;

function eventOf(kind: ReviewMail, review: { id: number; pcbProject: string }, note: string): WorkflowEvent {
  const name = review.pcbProject;
  const path = kind === 'reply' ? `/review/ReviewInteract?id=${review.id}` : `/review/ReviewDetail?id=${review.id}`;
  const noteZh = note ? [`说明：${note}`] : [];
  const noteEn = note ? [`Note: ${note}`] : [];
  if (kind === 'askRevision')
    return {
      module: 'review',
      path,
      zh: {
        subject: `设计评审「${name}」待您修改`,
        lines: [`工程师已返回评审结果项，请逐项确认（已修改、不修改或自担风险）后申请复审。`, ...noteZh],
      },
      en: {
        subject: `Design review "${name}" awaits your revision`,
        lines: [
          'The engineer returned result items: answer each (revised, not revised or own risk), then ask for a retrial.',
          ...noteEn,
        ],
      },
    };
  if (kind === 'reply')
    return {
      module: 'review',
      path,
      zh: { subject: `设计评审「${name}」有新的工程师回复`, lines: [note] },
      en: { subject: `New engineer reply on design review "${name}"`, lines: [note] },
    };
  const [zh, en] = resultText[kind];
  return {
    module: 'review',
    path,
    zh: { subject: `设计评审「${name}」${zh}`, lines: [`评审已结束，结果：${zh}。欢迎为本次评审评分。`, ...noteZh] },
    en: {
      subject: `Design review "${name}" ${en}`,
      lines: [`The review has ended: it ${en}. You are welcome to score it.`, ...noteEn],
    },
  };
}

export function mailCustomer(
  tx: Db,
  mail: MailPlatform,
  portalUrl: string,
  review: { id: number; accountId: number; pcbProject: string },
  kind: ReviewMail,
  note = '',
) {
  return notifyAccounts(tx, mail, [review.accountId], eventOf(kind, review, note), portalUrl);
}
