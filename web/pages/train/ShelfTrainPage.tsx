// /train/shelfTrain (M10): the courses the vendor offers for the caller's platforms, filtered by
// keyword and platform (kept in the address). A row opens its description and courseware
// (/train/shelfTrainDetail); with train.apply a course can be applied for at once (/train/add).
import { Button, Card, Input, Select, Space, Typography, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import { listShelfCourses, trainLimits } from '../../api/train.ts';
import type { ShelfCourse } from '../../api/train.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import { param } from '../../components/list/listParams.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { usePermissions } from '../../components/usePermissions.ts';
import { useSession } from '../../stores/session.ts';
import { applyPath, localCourse, shelfDetailPath } from './paths.ts';
import './i18n/train.ts';
import { useAuthorizedPlatforms } from '../../components/useAuthorizedPlatforms.ts';

const spec = { keyword: param.text(trainLimits.keyword), platformId: param.id };

export default function ShelfTrainPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const en = useSession((state) => state.language) === 'en';
  const query = useListQuery(spec);
  const mayApply = usePermissions().has('train.apply');
  const platforms = useAuthorizedPlatforms();

  const columns: TableColumnsType<ShelfCourse> = [
    {
      title: t('trainPage.field.courseName'),
      key: 'name',
      width: 300,
      render: (_: unknown, row) => (
        <Link to={shelfDetailPath(row.id)} state={{ fromList: true }}>
          {localCourse(row, en).name}
        </Link>
      ),
    },
    { title: t('trainPage.field.chip'), dataIndex: 'chip', width: 110 },
    {
      title: t('trainPage.field.description'),
      key: 'description',
      render: (_: unknown, row) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: true }} style={{ margin: 0 }}>
          {localCourse(row, en).description || '—'}
        </Typography.Paragraph>
      ),
    },
    {
      title: t('trainPage.field.hours'),
      dataIndex: 'hours',
      width: 90,
      align: 'right',
      render: (hours: number) => t('trainPage.hours', { count: hours }),
    },
    { title: t('trainPage.field.coursewareCount'), dataIndex: 'coursewareCount', width: 100, align: 'right' },
    {
      key: 'actions',
      title: t('trainPage.field.actions'),
      width: 170,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            onClick={() => void navigate(shelfDetailPath(row.id), { state: { fromList: true } })}
          >
            {t('trainPage.action.detail')}
          </Button>
          {mayApply ? (
            <Button
              type="link"
              size="small"
              aria-label={`${t('trainPage.action.apply')} ${localCourse(row, en).name}`}
              onClick={() => void navigate(applyPath(row.id))}
            >
              {t('trainPage.action.apply')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div>
        <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>{t('train.shelfTrain.title')}</h1>
        <p style={{ margin: `${token.marginXXS}px 0 0`, color: token.colorTextSecondary }}>{t('trainShelf.intro')}</p>
      </div>
      <Card>
        <ListPage<ShelfCourse, typeof spec>
          query={query}
          queryKey={['train', 'shelf', 'list']}
          request={listShelfCourses}
          rowKey="id"
          columns={columns}
          scroll={{ x: 1000 }}
          empty={t('trainShelf.empty')}
          emptyFiltered={t('trainShelf.emptyFiltered')}
          search={{
            children: (
              <>
                <Form.Item name="keyword" label={t('trainPage.filter.keyword')}>
                  <Input allowClear maxLength={trainLimits.keyword} style={{ width: 220 }} />
                </Form.Item>
                <Form.Item name="platformId" label={t('trainPage.filter.platform')}>
                  <Select
                    allowClear
                    placeholder={t('trainPage.filter.allPlatforms')}
                    style={{ width: 150 }}
                    loading={platforms.isLoading}
                    options={(platforms.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
                  />
                </Form.Item>
              </>
            ),
          }}
        />
      </Card>
    </Space>
  );
}
