// /qvlSupplier (M05): the suppliers of the components the user may see, with their contact data and
// those components counted by level; a supplier (or one of its counts) opens /qvl filtered by it.
import { Button, Card, Flex, Input, Space, Tag, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import { listQvlSuppliers, qvlLevels, qvlMax } from '../../api/qvl.ts';
import type { QvlSupplier } from '../../api/qvl.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import { param } from '../../components/list/listParams.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import './i18n/qvl.ts';

const spec = { keyword: param.text(qvlMax.keyword) };
const levelColours = { A: 'green', B: 'blue', C: 'orange' } as const;

export default function QvlSupplierPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const query = useListQuery(spec);
  const drill = (supplierId: number, level?: string) =>
    navigate(`/qvl?supplierId=${supplierId}${level ? `&level=${level}` : ''}`);

  const columns: TableColumnsType<QvlSupplier> = [
    {
      title: t('qvl.supplier.column.name'),
      dataIndex: 'name',
      width: 220,
      fixed: 'left',
      render: (name: string, row) => (
        <Button type="link" style={{ padding: 0, fontWeight: 600 }} onClick={() => drill(row.id)}>
          {name}
        </Button>
      ),
    },
    {
      title: t('qvl.supplier.column.components'),
      key: 'levels',
      width: 230,
      render: (_: unknown, row) => (
        <Space size={4} wrap>
          <span style={{ minWidth: 32, display: 'inline-block' }}>{row.total}</span>
          {qvlLevels.map((level) => (
            <Tag
              key={level}
              color={levelColours[level]}
              title={t(`qvl.level.${level}`)}
              style={{ cursor: row.levels[level] ? 'pointer' : undefined }}
              onClick={row.levels[level] ? () => drill(row.id, level) : undefined}
            >
              {level} {row.levels[level]}
            </Tag>
          ))}
        </Space>
      ),
    },
    { title: t('qvl.supplier.column.country'), dataIndex: 'country', width: 110 },
    { title: t('qvl.supplier.column.contact'), dataIndex: 'contactName', width: 140 },
    { title: t('qvl.supplier.column.phone'), dataIndex: 'phone', width: 170 },
    {
      title: t('qvl.supplier.column.email'),
      dataIndex: 'email',
      width: 240,
      render: (email: string) => (email ? <a href={`mailto:${email}`}>{email}</a> : '—'),
    },
    {
      title: t('qvl.supplier.column.website'),
      dataIndex: 'website',
      width: 220,
      render: (url: string) =>
        /^https?:\/\//.test(url) ? (
          <a href={url} target="_blank" rel="noopener noreferrer">
            {url.replace(/^https?:\/\//, '')}
          </a>
        ) : (
          url || '—'
        ),
    },
    { title: t('qvl.supplier.column.address'), dataIndex: 'address', width: 260, ellipsis: { showTitle: true } },
    {
      title: '',
      key: 'view',
      width: 120,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Button type="link" size="small" onClick={() => drill(row.id)}>
          {t('qvl.supplier.view')}
        </Button>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Flex justify="space-between" align="flex-start" wrap gap={token.marginSM}>
        <div>
          <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>{t('qvlSupplier.title')}</h1>
          <p style={{ margin: `${token.marginXXS}px 0 0`, color: token.colorTextSecondary }}>
            {t('qvl.supplier.intro')}
          </p>
        </div>
        <Link to="/qvl">
          <Button icon={<ArrowLeftOutlined />}>{t('qvl.supplier.back')}</Button>
        </Link>
      </Flex>
      <Card>
        <ListPage<QvlSupplier, typeof spec>
          query={query}
          queryKey={['qvl', 'suppliers']}
          request={listQvlSuppliers}
          search={{
            children: (
              <Form.Item name="keyword" label={t('qvl.filter.keyword')}>
                <Input
                  allowClear
                  maxLength={qvlMax.keyword}
                  placeholder={t('qvl.supplier.keywordPlaceholder')}
                  style={{ width: 220 }}
                />
              </Form.Item>
            ),
          }}
          columns={columns}
          scroll={{ x: 1700 }}
          empty={t('qvl.supplier.empty')}
          emptyFiltered={t('qvl.supplier.emptyFiltered')}
        />
      </Card>
    </Space>
  );
}
