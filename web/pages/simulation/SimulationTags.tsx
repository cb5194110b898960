// The states of a task as tags, one colour per meaning across the portal (UI.md): a draft waits for
// the customer (orange), a submission is with the engineers (blue), a finished task is done (green).
import { Tag } from 'antd';
import { useTranslation } from '../../i18n/translate.ts';
import type { FileRole, SimulationStatus } from '../../api/simulation.ts';
import './i18n/simulation.ts';

const statusColours: Record<SimulationStatus, string> = { draft: 'orange', submitted: 'blue', finished: 'green' };

export function StatusTag({ status }: { status: SimulationStatus }) {
  const { t } = useTranslation();
  return <Tag color={statusColours[status]}>{t(`simulation.status.${status}`)}</Tag>;
}

/** A file's role: the three inputs, the engineer's results and report. */
export function RoleTag({ role }: { role: FileRole }) {
  const { t } = useTranslation();
  return (
    <Tag color={role === 'report' ? 'purple' : role === 'result' ? 'cyan' : 'default'}>
      {t(`simulation.role.${role}`)}
    </Tag>
  );
}
