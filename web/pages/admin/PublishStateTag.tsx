// The publishing state of a row of the articles, announcements and partners consoles, in the
// portal's colours (UI.md): a draft waits (orange), released is done (green), withdrawn is voided (red).
import { Tag } from 'antd';
import type { PublishState } from '../../api/articlesAdmin.ts';
import { useTranslation } from '../../i18n/translate.ts';
import './i18n/articlesAdmin.ts';

const colours: Record<PublishState, string> = { draft: 'orange', released: 'green', withdrawn: 'red' };

export function PublishStateTag({ state }: { state: PublishState }) {
  const { t } = useTranslation();
  return <Tag color={colours[state]}>{t(`articlesAdmin.state.${state}`)}</Tag>;
}
