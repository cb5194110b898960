// The caller's own history of patches (spec §3: download and merge history, per account): the
// merges it recorded (patch, chip, version, branch, time) and the patch files it downloaded,
// newest first, paged in the address beside the page's tab.
import type { TableColumnsType } from 'antd';
import { useTranslation } from '../../i18n/translate.ts';
import { listDownloadHistory, listMergeHistory } from '../../api/patch.ts';
import type { PatchDownload, PatchMerge } from '../../api/patch.ts';
import { formatSize, formatTime } from '../../components/format.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import { useListQuery } from '../../components/list/useListQuery.ts';

const noFilters = {};

export function MyMerges() {
  const { t } = useTranslation();
  const query = useListQuery(noFilters, { keep: ['tab'] });
  const columns: TableColumnsType<PatchMerge> = [
    {
      title: t('patchPage.history.patch'),
      dataIndex: 'patchName',
      render: (name: string) => <span style={{ wordBreak: 'break-word' }}>{name}</span>,
    },
    { title: t('patchPage.history.chip'), dataIndex: 'chip', width: 110 },
    { title: t('patchPage.history.version'), dataIndex: 'version', width: 100 },
    {
      title: t('patchPage.history.branch'),
      dataIndex: 'branch',
      width: 200,
      render: (b: string) => <span style={{ wordBreak: 'break-all' }}>{b}</span>,
    },
    { title: t('patchPage.history.mergedAt'), dataIndex: 'mergedAt', width: 160, render: (v: string) => formatTime(v) },
  ];
  return (
    <ListPage<PatchMerge, typeof noFilters>
      query={query}
      queryKey={['patch', 'myMerges']}
      request={(params, signal) => listMergeHistory(params, signal)}
      columns={columns}
      scroll={{ x: 800 }}
      empty={t('patchPage.history.emptyMerges')}
    />
  );
}

export function MyPatchDownloads() {
  const { t } = useTranslation();
  const query = useListQuery(noFilters, { keep: ['tab'] });
  const columns: TableColumnsType<PatchDownload> = [
    {
      title: t('patchPage.history.patch'),
      dataIndex: 'patchName',
      render: (name: string) => <span style={{ wordBreak: 'break-word' }}>{name}</span>,
    },
    { title: t('patchPage.history.size'), dataIndex: 'size', width: 110, render: (s: number) => formatSize(s) },
    {
      title: t('patchPage.history.downloadedAt'),
      dataIndex: 'downloadedAt',
      width: 160,
      render: (v: string) => formatTime(v),
    },
  ];
  return (
    <ListPage<PatchDownload, typeof noFilters>
      query={query}
      queryKey={['patch', 'myDownloads']}
      request={(params, signal) => listDownloadHistory(params, signal)}
      columns={columns}
      scroll={{ x: 600 }}
      empty={t('patchPage.history.emptyDownloads')}
    />
  );
}
