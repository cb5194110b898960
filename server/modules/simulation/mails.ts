// The mail a customer gets when the engineer finishes their simulation (module 'simulation' of the
// message settings), queued in the finishing transaction.
import { taskNoOf } from '../../../contract/simulation.ts';
import type { Db } from '../../db/client.ts';
import type { MailPlatform } from '../../platform/mail.ts';
import { notifyAccounts } from '../../platform/notify.ts';

export function mailFinished(
  tx: Db,
  mail: MailPlatform,
  portalUrl: string,
  task: { id: number; designName: string; submittedBy: number; round: number },
  note: string,
) {
  const no = taskNoOf(task.id);
  return notifyAccounts(
    tx,
    mail,
    [task.submittedBy],
    {
      module: 'simulation',
      path: '/simulation/DownloadList',
      zh: {
        subject: `仿真任务 ${no}（${task.designName}）已完成`,
        lines: [
          `工程师已完成第 ${task.round} 次提交的仿真，结果文件和报告可在“仿真下载列表”中下载。`,
          ...(note ? [`说明：${note}`] : []),
        ],
      },
      en: {
        subject: `Simulation task ${no} (${task.designName}) is finished`,
        lines: [
          `The engineer has finished submission ${task.round}: its result files and report are in the simulation download list.`,
          ...(note ? [`Note: ${note}`] : []),
        ],
      },
    },
    portalUrl,
  );
}
