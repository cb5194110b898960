// The table columns of a catalogue list, per module: name (with the not-downloaded and
// to-acknowledge marks), type, chip, version, language, size, release time; tools add version
// name, attribute and publisher; the download centre adds the module. Sortable where the server sorts.
import { Button, Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface.js';
import { PlaySquareOutlined, TableOutlined } from '@ant-design/icons';
import type { TFunction } from '../../i18n/translate.ts';
import type { CatalogItem, CatalogKind, SortField } from '../../api/dcc.ts';
import { formatSize, formatTime } from '../format.ts';
import type { CatalogSort } from './catalogQuery.ts';
import { viewActionOf } from './viewAction.ts';

export type ColumnOptions = {
  t: TFunction;
  /** A module's list, or the download centre (all modules). */
  scope: CatalogKind | 'centre';
  /** The sort the list is in: its column shows the arrow. */
  sort: CatalogSort;
  language: 'zh' | 'en';
  mayDownload: (kind: CatalogKind) => boolean;
  onDetails: (item: CatalogItem) => void;
  onView: (item: CatalogItem) => void;
  onDownload: (item: CatalogItem) => void;
};

/** The sum of the column widths (and the selection column): the table's scroll width. */
export const tableWidth = (columns: TableColumnsType<CatalogItem>) =>
  48 + columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0);

export function catalogColumns(options: ColumnOptions): TableColumnsType<CatalogItem> {
  const { t, scope, sort } = options;
  // Widths fit the list beside the open side menu at 1280 px in Chinese; English words need more
  // room (and the table scrolls sideways a little there rather than break "Version" in two).
  const en = options.language === 'en';
  const sortOrderOf = (field: SortField): SortOrder =>
    sort.sortField === field ? (sort.sortOrder === 'asc' ? 'ascend' : 'descend') : null;
  const sortable = (field: SortField) => ({
    key: field,
    sorter: true,
    sortOrder: sortOrderOf(field),
    sortDirections: ['descend', 'ascend'] as SortOrder[],
  });

  const columns: TableColumnsType<CatalogItem> = [
    {
      title: t('catalog.column.name'),
      dataIndex: 'name',
      ...sortable('name'),
      width: 210,
      fixed: 'left',
      render: (_, item) => (
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 4 }}>
          <Button
            type="link"
            size="small"
            onClick={() => options.onDetails(item)}
            style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
          >
            {item.name}
          </Button>
          {item.viewer === 'video' ? (
            <PlaySquareOutlined title={t('catalog.mark.video')} aria-label={t('catalog.mark.video')} />
          ) : null}
          {item.viewer === 'sheet' ? (
            <TableOutlined title={t('catalog.mark.sheet')} aria-label={t('catalog.mark.sheet')} />
          ) : null}
          {item.downloaded || item.viewer === 'video' ? null : (
            <Tag color="blue" variant="outlined" style={{ marginInlineEnd: 0 }}>
              {t('catalog.mark.notDownloaded')}
            </Tag>
          )}
          {item.kind === 'pcn' && item.acknowledged === false ? (
            <Tag color="orange" style={{ marginInlineEnd: 0 }}>
              {t('catalog.mark.unacknowledged')}
            </Tag>
          ) : null}
        </div>
      ),
    },
  ];
  if (scope === 'centre') {
    columns.push({
      title: t('catalog.column.module'),
      dataIndex: 'kind',
      width: 100,
      render: (kind: CatalogKind) => t(`catalog.kind.${kind}`),
    });
  }
  columns.push(
    { title: t('catalog.column.type'), dataIndex: 'type', width: 100 },
    {
      title: t('catalog.column.chip'),
      dataIndex: 'platforms',
      width: 104,
      render: (platforms: string[]) => (
        <Space size={[4, 4]} wrap>
          {platforms.map((name) => (
            <Tag key={name} style={{ marginInlineEnd: 0 }}>
              {name}
            </Tag>
          ))}
        </Space>
      ),
    },
    { title: t('catalog.column.version'), dataIndex: 'version', ...sortable('version'), width: en ? 90 : 76 },
  );
  if (scope === 'tool') {
    columns.push(
      { title: t('catalog.column.versionName'), dataIndex: 'versionName', width: 110 },
      { title: t('catalog.column.attribute'), dataIndex: 'attribute', width: 130 },
      { title: t('catalog.column.publisher'), dataIndex: 'publisher', width: 110 },
    );
  }
  columns.push(
    {
      title: t('catalog.column.language'),
      dataIndex: 'language',
      width: en ? 100 : 72,
      render: (language: 'zh' | 'en') => t(`catalog.language.${language}`),
    },
    {
      title: t('catalog.column.size'),
      dataIndex: 'size',
      ...sortable('size'),
      width: 84,
      align: 'right',
      render: (size: number) => formatSize(size),
    },
    {
      title: t('catalog.column.releasedAt'),
      dataIndex: 'releasedAt',
      ...sortable('releasedAt'),
      width: 136,
      render: (value: string) => formatTime(value),
    },
    {
      title: t('catalog.column.actions'),
      key: 'actions',
      fixed: 'right',
      // Two short links in Chinese; "Preview  Download" needs more room.
      width: en ? 150 : 110,
      render: (_, item) => {
        const view = viewActionOf(item, options.mayDownload);
        const mayDownload = item.viewer !== 'video' && options.mayDownload(item.kind);
        return (
          <Space size={0}>
            {view ? (
              <Button type="link" size="small" style={{ paddingInline: 4 }} onClick={() => options.onView(item)}>
                {t(view)}
              </Button>
            ) : null}
            {mayDownload ? (
              <Button type="link" size="small" style={{ paddingInline: 4 }} onClick={() => options.onDownload(item)}>
                {t('catalog.action.download')}
              </Button>
            ) : null}
          </Space>
        );
      },
    },
  );
  return columns;
}
