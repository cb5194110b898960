// /faq (M14, kept alive): the FAQ list with its filters, "My collection", sort and paging.
import { Button, Space, theme } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/translate.ts';
import { useNavigate } from 'react-router';
import { ArticleList } from './ArticleList.tsx';
import { articlePaths } from './articlePaths.ts';
import './i18n/article.ts';

export default function FaqListPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div>
        <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>{t('faq.title')}</h1>
        <p style={{ margin: `${token.marginXXS}px 0 0`, color: token.colorTextSecondary }}>{t('article.intro.faq')}</p>
      </div>
      <ArticleList
        module="faq"
        toolbarExtra={
          <Button icon={<MessageOutlined />} onClick={() => void navigate(articlePaths.faq.record)}>
            {t('article.commentRecordLink')}
          </Button>
        }
      />
    </Space>
  );
}
