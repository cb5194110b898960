// Every field of spec §3 for one item: Document (id, name, description, type, tags, OS version,
// language, version, release time, size, chip) or Tool (… source, version name, attribute,
// overview, log, publisher), plus the file name and its SHA-256; change notices add the
// JEDEC J-STD-046 fields.
import { Descriptions, Space, Tag, Typography, theme } from 'antd';
import type { DescriptionsProps } from 'antd';
import { useTranslation } from '../../i18n/translate.ts';
import type { CatalogDetail } from '../../api/dcc.ts';
import { formatDate, formatSize, formatTime } from '../format.ts';

const tags = (values: string[]) =>
  values.length ? (
    <Space size={[4, 4]} wrap>
      {values.map((value) => (
        <Tag key={value} style={{ marginInlineEnd: 0 }}>
          {value}
        </Tag>
      ))}
    </Space>
  ) : (
    '—'
  );

const text = (value: string | null | undefined) =>
  value ? <span style={{ whiteSpace: 'pre-wrap' }}>{value}</span> : '—';

export function DetailFields({ item }: { item: CatalogDetail }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const label = (key: string) => t(`catalog.detail.field.${key}`);
  const wide = { span: 'filled' } as const;

  const items: DescriptionsProps['items'] = [
    { key: 'id', label: label('id'), children: item.id },
    { key: 'name', label: label('name'), children: item.name },
    { key: 'description', label: label('description'), children: text(item.description), ...wide },
    { key: 'type', label: label('type'), children: item.type || '—' },
    { key: 'tags', label: label('tags'), children: tags(item.tags) },
    { key: 'chip', label: label('chip'), children: tags(item.platforms) },
    { key: 'osVersion', label: label('osVersion'), children: item.osVersion || '—' },
    { key: 'language', label: label('language'), children: t(`catalog.language.${item.language}`) },
    { key: 'version', label: label('version'), children: item.version || '—' },
  ];
  if (item.kind === 'tool') {
    items.push(
      { key: 'versionName', label: label('versionName'), children: item.versionName || '—' },
      { key: 'attribute', label: label('attribute'), children: item.attribute || '—' },
      { key: 'source', label: label('source'), children: item.source || '—' },
      { key: 'publisher', label: label('publisher'), children: item.publisher || '—' },
      { key: 'overview', label: label('overview'), children: text(item.overview), ...wide },
      { key: 'log', label: label('log'), children: text(item.log), ...wide },
    );
  } else {
    items.push({ key: 'publisher', label: label('publisher'), children: item.publisher || '—' });
  }
  items.push(
    { key: 'releasedAt', label: label('releasedAt'), children: formatTime(item.releasedAt) },
    { key: 'size', label: label('size'), children: formatSize(item.size) },
    {
      key: 'fileName',
      label: label('fileName'),
      children: <span style={{ wordBreak: 'break-all' }}>{item.fileName}</span>,
      ...wide,
    },
    {
      key: 'sha256',
      label: label('sha256'),
      ...wide,
      children: (
        <Typography.Text
          copyable
          style={{ fontFamily: token.fontFamilyCode, fontSize: token.fontSizeSM, wordBreak: 'break-all' }}
        >
          {item.sha256}
        </Typography.Text>
      ),
    },
  );

  const jedec: DescriptionsProps['items'] =
    item.kind === 'pcn'
      ? [
          { key: 'reason', label: t('catalog.pcn.field.reason'), children: text(item.reason), ...wide },
          {
            key: 'affectedParts',
            label: t('catalog.pcn.field.affectedParts'),
            children: text(item.affectedParts),
            ...wide,
          },
          { key: 'ffImpact', label: t('catalog.pcn.field.ffImpact'), children: text(item.ffImpact), ...wide },
          {
            key: 'qualificationPlan',
            label: t('catalog.pcn.field.qualificationPlan'),
            children: text(item.qualificationPlan),
            ...wide,
          },
          { key: 'sampleDate', label: t('catalog.pcn.field.sampleDate'), children: formatDate(item.sampleDate) },
          {
            key: 'effectiveDate',
            label: t('catalog.pcn.field.effectiveDate'),
            children: formatDate(item.effectiveDate),
          },
          {
            key: 'lastOrderDate',
            label: t('catalog.pcn.field.lastOrderDate'),
            children: formatDate(item.lastOrderDate),
          },
          {
            key: 'acknowledgedAt',
            label: t('catalog.pcn.field.acknowledgedAt'),
            children: item.acknowledgedAt ? (
              formatTime(item.acknowledgedAt)
            ) : (
              <Tag color="orange">{t('catalog.pcn.notAcknowledged')}</Tag>
            ),
          },
        ]
      : [];

  const column = { xs: 1, sm: 1, md: 2 };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {jedec.length ? (
        <Descriptions bordered size="small" column={column} title={t('catalog.pcn.jedec')} items={jedec} />
      ) : null}
      <Descriptions bordered size="small" column={column} items={items} />
      {item.viewer === 'pdf' ? (
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {t('catalog.detail.stampNote')}
        </Typography.Text>
      ) : null}
    </Space>
  );
}
