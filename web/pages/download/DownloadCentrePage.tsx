// /download (M17): the latest releases across the modules the user may open (the catalogue
// list with a module filter) and "My downloads". The tab is in the URL query like the filters.
import { lazy, Suspense } from 'react';
import { Card, Space, Spin, Tabs, theme } from 'antd';
import { useTranslation } from '../../i18n/translate.ts';
import { useSearchParams } from 'react-router';
import '../../components/catalog/i18n/catalog.ts';
import './i18n/centre.ts';
import { CatalogList } from '../../components/catalog/CatalogList.tsx';

// "My downloads" arrives when its tab is first opened: the centre opens on the releases, and its
// first load stays within the page budget (QUALITY.md: 450 KB gzip).
const MyDownloads = lazy(() => import('./MyDownloads.tsx').then((module) => ({ default: module.MyDownloads })));

export default function DownloadCentrePage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'mine' ? 'mine' : 'releases';

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div>
        <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>{t('download.title')}</h1>
        <p style={{ margin: `${token.marginXXS}px 0 0`, color: token.colorTextSecondary }}>{t('download.intro')}</p>
      </div>
      <Tabs
        activeKey={tab}
        // Each tab has its own filters: switching starts from a plain list.
        onChange={(key) => setSearchParams(key === 'mine' ? { tab: 'mine' } : {})}
        items={[
          {
            key: 'releases',
            label: t('download.tab.releases'),
            children: tab === 'releases' ? <CatalogList scope="centre" /> : null,
          },
          {
            key: 'mine',
            label: t('download.tab.mine'),
            children:
              tab === 'mine' ? (
                <Card>
                  <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
                    <MyDownloads />
                  </Suspense>
                </Card>
              ) : null,
          },
        ]}
      />
    </Space>
  );
}
