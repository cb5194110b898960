// The states of training as Tags (UI.md: one colour per meaning): waiting for the vendor or under
// way is blue, waiting for the customer (their score) orange, done green, canceled closed (default);
// a public course enrolling is green, ended closed; the caller's own enrolment blue.
import { Tag } from 'antd';
import { useTranslation } from '../../i18n/translate.ts';
import type { EnrolmentState, TrainStatus } from '../../api/train.ts';

const statusColours: Record<TrainStatus, string> = {
  toBeConfirmed: 'processing',
  confirmed: 'blue',
  pendingFeedback: 'orange',
  finished: 'green',
  canceled: 'default',
};

export function TrainStatusTag({ status }: { status: TrainStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={statusColours[status]} style={{ marginInlineEnd: 0 }}>
      {t(`trainPage.status.${status}`)}
    </Tag>
  );
}

export function EnrolmentTag({ enrolment }: { enrolment: EnrolmentState }) {
  const { t } = useTranslation();
  return (
    <Tag color={enrolment === 'enrolling' ? 'green' : 'default'} style={{ marginInlineEnd: 0 }}>
      {t(`trainPage.enrolment.${enrolment}`)}
    </Tag>
  );
}

export function MyEnrolmentTag({ enrolled }: { enrolled: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag color={enrolled ? 'blue' : 'default'} bordered={enrolled} style={{ marginInlineEnd: 0 }}>
      {t(enrolled ? 'trainPage.enrolled' : 'trainPage.notEnrolled')}
    </Tag>
  );
}
