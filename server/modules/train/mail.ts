// The mail each change of a training application sends its applicant (platform/notify.ts, module
// 'train'): what happened, in the account's language, with the link to the application.
import type { TrainStatus } from '../../../contract/train.ts';
import type { WorkflowEvent } from '../../platform/notify.ts';

export type TrainChange = 'apply' | 'edit' | 'cancel' | 'feedback' | 'confirm' | 'schedule' | 'finish' | 'vendorCancel';

const statusName: Record<TrainStatus, { zh: string; en: string }> = {
  toBeConfirmed: { zh: '待确认', en: 'to be confirmed' },
  confirmed: { zh: '已确认', en: 'confirmed' },
  pendingFeedback: { zh: '待反馈', en: 'pending feedback' },
  finished: { zh: '已完成', en: 'finished' },
  canceled: { zh: '已取消', en: 'canceled' },
};

const what: Record<TrainChange, { zh: string; en: string }> = {
  apply: {
    zh: '培训申请已提交，等待芯诺拉确认',
    en: 'Your training application was submitted and waits for Nexora to confirm it',
  },
  edit: { zh: '培训申请已修改', en: 'Your training application was changed' },
  cancel: { zh: '培训申请已取消', en: 'Your training application was canceled' },
  feedback: { zh: '感谢您对本次培训的评分', en: 'Thank you for scoring the training' },
  confirm: { zh: '芯诺拉已确认您的培训申请', en: 'Nexora confirmed your training application' },
  schedule: { zh: '芯诺拉已调整培训时间', en: 'Nexora rescheduled your training' },
  finish: { zh: '培训已结束，请为本次培训评分', en: 'The training is finished: please score it' },
  vendorCancel: { zh: '芯诺拉取消了您的培训申请', en: 'Nexora canceled your training application' },
};

export function trainMail(
  change: TrainChange,
  app: {
    id: number;
    courseName: string;
    courseNameEn: string;
    status: TrainStatus;
    scheduledAt: Date | null;
    note: string;
  },
): WorkflowEvent {
  const when = app.scheduledAt ? app.scheduledAt.toISOString().slice(0, 16).replace('T', ' ') + ' UTC' : '';
  const lines = (lang: 'zh' | 'en') => {
    const zh = lang === 'zh';
    const out = [
      what[change][lang],
      `${zh ? '课程：' : 'Course: '}${zh ? app.courseName : app.courseNameEn || app.courseName}`,
      `${zh ? '状态：' : 'State: '}${statusName[app.status][lang]}`,
    ];
    if (when) out.push(`${zh ? '培训时间：' : 'Scheduled: '}${when}`);
    if (app.note) out.push(`${zh ? '说明：' : 'Note: '}${app.note}`);
    return out;
  };
  return {
    module: 'train',
    zh: { subject: `培训申请 T-${app.id}：${what[change].zh}`, lines: lines('zh') },
    en: { subject: `Training T-${app.id}: ${what[change].en}`, lines: lines('en') },
    path: `/train/view?id=${app.id}`,
  };
}
