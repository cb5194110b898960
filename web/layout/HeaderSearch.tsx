// The header search box of /faq and /quickStart (spec §2): the button stays disabled while the
// box is blank, and leads to /fullTextSearch with the keyword and the page it came from.
import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from '../i18n/translate.ts';
import { useLocation, useNavigate } from 'react-router';
import { searchTarget } from './pageTrail.ts';

export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [keyword, setKeyword] = useState('');
  const target = searchTarget(keyword, pathname);
  const go = () => {
    if (target) void navigate(target);
  };
  return (
    <Space.Compact role="search" style={{ width: 300, maxWidth: '32vw' }}>
      <Input
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        onPressEnter={go}
        placeholder={t('layout.search.placeholder')}
        aria-label={t('layout.search.label')}
        allowClear
        maxLength={100}
      />
      <Button type="primary" icon={<SearchOutlined />} disabled={target === null} onClick={go}>
        {t('layout.search.button')}
      </Button>
    </Space.Compact>
  );
}
