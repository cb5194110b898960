// A catalogue module's page (/dcc, /tr, /pcn, /tool): title, what the module holds, how many
// items the user has not downloaded yet (a shortcut to that filter), then the list.
import { Button, Space, Tag, theme } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { fetchNoDownloadCount } from '../../api/dcc.ts';
import type { CatalogKind } from '../../api/dcc.ts';
import '../../components/catalog/i18n/catalog.ts';
import { CatalogList } from '../../components/catalog/CatalogList.tsx';
import { feedbackPaths } from '../../components/catalog/kinds.ts';

export function CatalogPage({ kind }: { kind: CatalogKind }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const count = useQuery({
    queryKey: ['catalog', kind, 'noDownloadCount'],
    queryFn: ({ signal }) => fetchNoDownloadCount(kind, signal),
  });

  const showNotDownloaded = () => {
    const next = new URLSearchParams(searchParams);
    next.set('notDownloaded', 'true');
    next.delete('pageNum');
    next.delete('detail');
    setSearchParams(next);
  };
  const feedback = feedbackPaths[kind];
  const links = (
    <>
      {feedback ? <Button onClick={() => void navigate(feedback)}>{t('catalog.action.feedbackList')}</Button> : null}
      {kind === 'dcc' ? (
        <Button onClick={() => void navigate('/dcc/satisfactionSurvey')}>{t('catalog.action.survey')}</Button>
      ) : null}
    </>
  );

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div>
        <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>{t(`${kind}.title`)}</h1>
        <p style={{ margin: `${token.marginXXS}px 0 0`, color: token.colorTextSecondary }}>
          {t(`catalog.intro.${kind}`)}
          {count.data ? (
            <Tag
              color="blue"
              style={{ marginInlineStart: 8, cursor: 'pointer' }}
              onClick={showNotDownloaded}
              role="button"
              tabIndex={0}
              onKeyDown={(event) => event.key === 'Enter' && showNotDownloaded()}
            >
              {t('catalog.notDownloadedCount', { count: count.data })}
            </Tag>
          ) : null}
        </p>
      </div>
      <CatalogList scope={kind} toolbarExtra={links} />
    </Space>
  );
}
