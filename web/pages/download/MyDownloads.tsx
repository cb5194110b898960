// "My downloads" (M17): the user's download history, newest first: file, module, time, size and
// SHA-256, filtered by file name, module and period (kept in the URL query like any list).
import { Input, Select, Typography, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType } from 'antd';
import { useTranslation } from '../../i18n/translate.ts';
import { catalogKinds } from '../../api/dcc.ts';
import { listMyDownloads } from '../../api/download.ts';
import type { MyDownload } from '../../api/download.ts';
import { DateRange } from '../../components/catalog/ReleaseRange.tsx';
import { formatSize, formatTime } from '../../components/format.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import { param } from '../../components/list/listParams.ts';
import type { Filters } from '../../components/list/listParams.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { daysOf, rangeOf } from '../../components/list/dateRange.ts';
import type { RangeValue } from '../../components/list/dateRange.ts';

const spec = {
  keyword: param.text(),
  itemKind: param.oneOf(catalogKinds),
  from: param.date,
  to: param.date,
};
type Values = { keyword?: string; itemKind?: string; period?: RangeValue };

const toForm = (filters: Filters<typeof spec>): Values => ({
  keyword: filters.keyword,
  itemKind: filters.itemKind,
  period: rangeOf(filters.from, filters.to),
});
const fromForm = ({ period, ...values }: Values): Filters<typeof spec> => {
  const [from, to] = daysOf(period);
  return { ...values, itemKind: values.itemKind as Filters<typeof spec>['itemKind'], from, to };
};

export function MyDownloads() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // The download centre's tab stays in the address beside the list's own parameters.
  const query = useListQuery(spec, { keep: ['tab'] });

  const code = { fontFamily: token.fontFamilyCode, fontSize: token.fontSizeSM } as const;
  const columns: TableColumnsType<MyDownload> = [
    {
      title: t('download.mine.column.file'),
      dataIndex: 'fileName',
      width: 320,
      render: (name: string) => <span style={{ wordBreak: 'break-all' }}>{name}</span>,
    },
    {
      title: t('download.mine.column.module'),
      dataIndex: 'itemKind',
      width: 120,
      // Other modules' downloads (sample code …) are named by their page title (web/i18n route titles).
      render: (kind: string) =>
        (catalogKinds as readonly string[]).includes(kind)
          ? t(`catalog.kind.${kind}`)
          : t(`${kind}.title`, { defaultValue: kind }),
    },
    {
      title: t('download.mine.column.time'),
      dataIndex: 'downloadedAt',
      width: 160,
      render: (value: string) => formatTime(value),
    },
    {
      title: t('download.mine.column.size'),
      dataIndex: 'size',
      width: 110,
      align: 'right',
      render: (size: number) => formatSize(size),
    },
    {
      title: t('download.mine.column.sha256'),
      dataIndex: 'sha256',
      render: (sha: string) => (
        <Typography.Text copyable={{ text: sha }} style={code} title={sha}>
          {`${sha.slice(0, 16)}…`}
        </Typography.Text>
      ),
    },
  ];
  return (
    <ListPage<MyDownload, typeof spec, Values>
      query={query}
      queryKey={['download', 'mine']}
      request={listMyDownloads}
      search={{
        toForm,
        fromForm,
        children: (
          <>
            <Form.Item name="keyword" label={t('download.mine.keyword')}>
              <Input
                allowClear
                maxLength={100}
                placeholder={t('download.mine.keywordPlaceholder')}
                style={{ width: 200 }}
              />
            </Form.Item>
            <Form.Item name="itemKind" label={t('download.mine.module')}>
              <Select
                allowClear
                placeholder={t('download.mine.allModules')}
                style={{ width: 140 }}
                options={catalogKinds.map((kind) => ({ value: kind, label: t(`catalog.kind.${kind}`) }))}
              />
            </Form.Item>
            <Form.Item name="period" label={t('download.mine.period')}>
              <DateRange placeholder={[t('catalog.filter.startDate'), t('catalog.filter.endDate')]} />
            </Form.Item>
          </>
        ),
      }}
      columns={columns}
      scroll={{ x: 960 }}
      empty={t('download.mine.empty')}
      emptyFiltered={t('download.mine.emptyFiltered')}
    />
  );
}
