// The disclaimers (spec §1): shown from the footer link and in the first-visit dialog.
import { Typography } from 'antd';
import { useTranslation } from '../../i18n/translate.ts';
import '../i18n/layout.ts';

const paragraphs = ['p1', 'p2', 'p3', 'p4', 'p5'] as const;

export function DisclaimersText() {
  const { t } = useTranslation();
  return (
    <ol style={{ margin: 0, paddingInlineStart: 20, display: 'grid', gap: 10 }}>
      {paragraphs.map((key) => (
        <li key={key}>
          <Typography.Text>{t(`layout.disclaimers.${key}`)}</Typography.Text>
        </li>
      ))}
    </ol>
  );
}
