// /patch (M07, kept alive): the patch library of the company's platforms with its filters, the
// detail drawer, downloads and Merge; beside it the caller's own merges and patch downloads. The
// tab is in the address like the filters.
import { Card, Space, Tabs, theme } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import { MyMerges, MyPatchDownloads } from './MyPatchHistory.tsx';
import { PatchList } from './PatchList.tsx';
import { tabOf } from './patchQuery.ts';
import './i18n/patch.ts';

export default function PatchPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabOf(searchParams.get('tab'));

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div>
        <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>{t('patch.title')}</h1>
        <p style={{ margin: `${token.marginXXS}px 0 0`, color: token.colorTextSecondary }}>{t('patchPage.intro')}</p>
      </div>
      <Tabs
        activeKey={tab}
        // Each tab has its own list: switching starts from a plain one.
        onChange={(key) => setSearchParams(key === 'list' ? {} : { tab: key })}
        items={[
          {
            key: 'list',
            label: t('patchPage.tab.list'),
            children:
              tab === 'list' ? (
                <Card>
                  <PatchList />
                </Card>
              ) : null,
          },
          {
            key: 'merges',
            label: t('patchPage.tab.merges'),
            children:
              tab === 'merges' ? (
                <Card>
                  <MyMerges />
                </Card>
              ) : null,
          },
          {
            key: 'downloads',
            label: t('patchPage.tab.downloads'),
            children:
              tab === 'downloads' ? (
                <Card>
                  <MyPatchDownloads />
                </Card>
              ) : null,
          },
        ]}
      />
    </Space>
  );
}
