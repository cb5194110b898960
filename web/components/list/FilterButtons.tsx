// The end of every list's filter bar (UI.md): Search submits the filter form, Reset clears it;
// `children` adds a page's own extra (the catalogue's "more filters").
import type { CSSProperties, ReactNode } from 'react';
import { Button, Space } from 'antd';
import { Form } from '../Form.tsx';
import { useTranslation } from '../../i18n/translate.ts';

export function FilterButtons({
  onReset,
  children,
  style,
}: {
  onReset: () => void;
  children?: ReactNode;
  style?: CSSProperties;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item style={style}>
      <Space wrap>
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
        <Button onClick={onReset}>{t('common.reset')}</Button>
        {children}
      </Space>
    </Form.Item>
  );
}
