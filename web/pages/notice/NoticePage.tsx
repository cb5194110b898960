// /noticePage?id= (spec §2): one system announcement, outside the portal frame, in the chosen
// language, with a way back. Public like its server call, so a notice link works before sign-in.
import { Button, Card, Result, Skeleton, theme, Typography } from 'antd';
import { ArrowLeftOutlined, NotificationOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { fetchNotice } from '../../api/notice.ts';
import { formatTime } from '../../components/format.ts';
import { LanguageSwitcher } from '../../layout/LanguageSwitcher.tsx';
import { useSession } from '../../stores/session.ts';
import './i18n/notice.ts';

/** A positive whole number, or null: anything else is not a notice id. */
function noticeId(value: string | null): number | null {
  return value !== null && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** react-router keeps the position in its history stack in history.state.idx. */
const canGoBack = (): boolean => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

export default function NoticePage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const language = useSession((state) => state.language);
  const id = noticeId(params.get('id'));
  const notice = useQuery({
    queryKey: ['notice', id],
    queryFn: () => fetchNotice(id!),
    enabled: id !== null,
    staleTime: 60_000,
  });
  const back = () => (canGoBack() ? void navigate(-1) : void navigate('/'));

  let body;
  if (id === null || notice.isError) {
    body = (
      <Result
        status="404"
        title={t('noticePage.notFound')}
        subTitle={t('noticePage.notFoundHint')}
        extra={
          <Button type="primary" onClick={() => void navigate('/')}>
            {t('noticePage.home')}
          </Button>
        }
      />
    );
  } else if (!notice.data) {
    body = <Skeleton active title paragraph={{ rows: 6 }} />;
  } else {
    const title = language === 'en' ? notice.data.titleEn || notice.data.title : notice.data.title;
    const content = language === 'en' ? notice.data.contentEn || notice.data.content : notice.data.content;
    body = (
      <article>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t('noticePage.publishedAt', { time: formatTime(notice.data.publishedAt) })} · {t('noticePage.source')}
        </Typography.Text>
        <div style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, margin: '20px 0 24px' }} />
        {content.split(/\n+/).map((paragraph, index) => (
          <Typography.Paragraph key={index} style={{ fontSize: token.fontSizeLG, lineHeight: 1.9 }}>
            {paragraph}
          </Typography.Paragraph>
        ))}
      </article>
    );
  }

  return (
    <>
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          height: 56,
          padding: '0 16px',
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Button type="text" icon={<ArrowLeftOutlined />} onClick={back}>
          {t('noticePage.back')}
        </Button>
        <span
          style={{ display: 'inline-flex', alignItems: 'center', gap: 8, fontSize: token.fontSizeLG, fontWeight: 600 }}
        >
          <NotificationOutlined style={{ color: token.colorPrimary }} />
          {t('noticePage.title')}
        </span>
        <span style={{ marginInlineStart: 'auto' }}>
          <LanguageSwitcher />
        </span>
      </header>
      <div style={{ width: '100%', maxWidth: 880, margin: '0 auto', padding: '32px 16px', boxSizing: 'border-box' }}>
        <Card styles={{ body: { padding: '32px 40px' } }}>{body}</Card>
      </div>
    </>
  );
}
