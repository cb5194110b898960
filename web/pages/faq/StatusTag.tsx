// An article's state as a Tag (UI.md: one colour per meaning): published is done (green), an
// updated article is news to read again (blue).
import { Tag } from 'antd';
import { useTranslation } from '../../i18n/translate.ts';

const colours: Record<string, string> = { published: 'green', updated: 'blue' };

export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Tag color={colours[status] ?? 'default'}>{t(`article.status.${status}`, { defaultValue: status })}</Tag>;
}
