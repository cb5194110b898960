// "My downloads" (M17): the user's download history, newest first: file, module, time, size and
// SHA-256, filtered by file name, module and period (kept in the URL query like any list).
import { Empty, Form, Input, Select, Table, Typography, theme } from 'antd';
import type { TableColumnsType } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { limits } from '../../../contract/limits.ts';
import { catalogKinds } from '../../api/dcc.ts';
import { listMyDownloads } from '../../api/download.ts';
import type { MyDownload, MyDownloadsQuery } from '../../api/download.ts';
import { DateRange } from '../../components/catalog/ReleaseRange.tsx';
import { formatSize, formatTime } from '../../components/format.ts';
import { pageNumOf, pageSizeOf } from '../../components/listQuery.ts';
import { listPagination } from '../../components/listPagination.ts';
import { FilterButtons } from '../../components/FilterButtons.tsx';

type Values = { keyword?: string; itemKind?: string; period?: [Dayjs | null, Dayjs | null] | null };

const isDate = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

export function MyDownloads() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [searchParams, setSearchParams] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const filters: MyDownloadsQuery = {
    keyword: searchParams.get('keyword')?.trim() || undefined,
    itemKind: (catalogKinds as readonly string[]).includes(searchParams.get('itemKind') ?? '')
      ? searchParams.get('itemKind')!
      : undefined,
    from: isDate(searchParams.get('from')),
    to: isDate(searchParams.get('to')),
  };
  const pageNum = pageNumOf(searchParams.get('pageNum'));
  const pageSize = pageSizeOf(searchParams.get('pageSize'));
  const params = Object.fromEntries(
    Object.entries({ ...filters, pageNum, pageSize }).filter(([, value]) => value !== undefined),
  ) as MyDownloadsQuery & { pageNum: number; pageSize: number };
  const list = useQuery({
    queryKey: ['download', 'mine', params],
    queryFn: ({ signal }) => listMyDownloads(params, signal),
    placeholderData: keepPreviousData,
  });

  const seed = JSON.stringify(filters);
  useEffect(() => {
    const current = JSON.parse(seed) as MyDownloadsQuery;
    form.setFieldsValue({
      keyword: current.keyword,
      itemKind: current.itemKind,
      period:
        current.from || current.to
          ? [current.from ? dayjs(current.from) : null, current.to ? dayjs(current.to) : null]
          : null,
    });
  }, [form, seed]);

  const go = (next: MyDownloadsQuery & { pageNum?: number; pageSize?: number }) => {
    const search: Record<string, string> = { tab: 'mine' };
    for (const [key, value] of Object.entries(next))
      if (
        value !== undefined &&
        value !== '' &&
        !(key === 'pageNum' && value === 1) &&
        !(key === 'pageSize' && value === limits.pageSizeDefault)
      )
        search[key] = String(value);
    setSearchParams(search);
  };
  const submit = (values: Values) => {
    const [from, to] = values.period ?? [null, null];
    go({
      keyword: values.keyword?.trim() || undefined,
      itemKind: values.itemKind,
      from: from?.format('YYYY-MM-DD'),
      to: to?.format('YYYY-MM-DD'),
      pageSize,
    });
  };

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
      render: (kind: string) => ((catalogKinds as readonly string[]).includes(kind) ? t(`catalog.kind.${kind}`) : kind),
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
  const filtered = Object.values(filters).some((value) => value !== undefined);

  return (
    <>
      <Form<Values> form={form} layout="inline" onFinish={submit} style={{ rowGap: 12, marginBottom: token.marginMD }}>
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
        <FilterButtons
          onReset={() => {
            form.resetFields();
            go({ pageSize });
          }}
        />
      </Form>
      <Table<MyDownload>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        scroll={{ x: 960 }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={filtered ? t('download.mine.emptyFiltered') : t('download.mine.empty')}
            />
          ),
        }}
        pagination={listPagination(t, { pageNum, pageSize }, list.data?.total ?? 0, (nextPage, nextSize) =>
          go({ ...filters, pageNum: nextPage, pageSize: nextSize }),
        )}
      />
    </>
  );
}
