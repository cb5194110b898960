// A sample's status as a Tag (UI.md: one colour per meaning): verified is done (green), testing
// is in progress (blue), deprecated is closed (default).
import { Tag } from 'antd';
import { useTranslation } from '../../i18n/translate.ts';
import type { SampleStatus } from '../../api/samplecode.ts';

const colours: Record<SampleStatus, string> = { verified: 'green', testing: 'blue', deprecated: 'default' };

export function SampleStatusTag({ status }: { status: SampleStatus }) {
  const { t } = useTranslation();
  return <Tag color={colours[status]}>{t(`sample.status.${status}`)}</Tag>;
}
