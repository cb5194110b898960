// The filter bar of a catalogue list: keyword, chip, type, language and "not
// downloaded" always; tags, OS version and release dates under "more". Search and Reset write
// the URL query (catalogQuery.ts); the form is re-seeded from it when it changes (back, links).
import { useEffect, useState } from 'react';
import { AutoComplete, Button, Checkbox, Form, Input, Select } from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { catalogKinds, fetchPlatforms } from '../../api/dcc.ts';
import type { CatalogKind } from '../../api/dcc.ts';
import { queryOf, searchOf } from './catalogQuery.ts';
import { DateRange } from './ReleaseRange.tsx';
import type { CatalogQuery } from './catalogQuery.ts';
import { FilterButtons } from '../list/FilterButtons.tsx';

type Values = {
  keyword?: string;
  platformId?: number;
  type?: string;
  tags?: string[];
  language?: 'zh' | 'en';
  osVersion?: string;
  released?: [Dayjs | null, Dayjs | null] | null;
  notDownloaded?: boolean;
  kind?: CatalogKind;
};

function valuesOf(query: CatalogQuery): Values {
  return {
    keyword: query.keyword,
    platformId: query.platformId,
    type: query.type,
    tags: query.tags,
    language: query.language,
    osVersion: query.osVersion,
    released:
      query.releaseFrom || query.releaseTo
        ? [query.releaseFrom ? dayjs(query.releaseFrom) : null, query.releaseTo ? dayjs(query.releaseTo) : null]
        : null,
    notDownloaded: query.notDownloaded,
    kind: query.kind,
  };
}

/** Stands in for a folded filter's control: the form keeps its value, nothing is loaded for it. */
const Folded = (_props: { value?: unknown; onChange?: unknown }) => null;

const hasMore = (query: CatalogQuery) =>
  Boolean(query.tags.length || query.osVersion || query.releaseFrom || query.releaseTo);

export type CatalogFiltersProps = {
  query: CatalogQuery;
  /** The centre filters by module too. */
  withKind: boolean;
  /** Types seen in the lists so far, offered as suggestions (the server matches a type exactly). */
  typeOptions: string[];
  onSearch: (query: CatalogQuery) => void;
};

export function CatalogFilters({ query, withKind, typeOptions, onSearch }: CatalogFiltersProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [more, setMore] = useState(() => hasMore(query));
  const platforms = useQuery({
    queryKey: ['platforms', 'authorized'],
    queryFn: ({ signal }) => fetchPlatforms(signal),
    staleTime: 5 * 60_000,
  });

  // The address is the truth: back/forward and links re-seed the form.
  const seed = new URLSearchParams(searchOf(query)).toString();
  useEffect(() => {
    form.setFieldsValue(valuesOf(queryOf(new URLSearchParams(seed))));
  }, [form, seed]);

  const submit = (values: Values) => {
    const [from, to] = values.released ?? [null, null];
    onSearch({
      ...query,
      keyword: values.keyword?.trim() || undefined,
      platformId: values.platformId,
      type: values.type?.trim() || undefined,
      tags: (values.tags ?? []).map((tag) => tag.trim()).filter(Boolean),
      language: values.language,
      osVersion: values.osVersion?.trim() || undefined,
      releaseFrom: from ? from.format('YYYY-MM-DD') : undefined,
      releaseTo: to ? to.format('YYYY-MM-DD') : undefined,
      notDownloaded: values.notDownloaded ?? false,
      kind: withKind ? values.kind : undefined,
      pageNum: 1,
    });
  };
  const reset = () => {
    form.resetFields();
    onSearch({
      tags: [],
      notDownloaded: false,
      sortField: query.sortField,
      sortOrder: query.sortOrder,
      pageNum: 1,
      pageSize: query.pageSize,
    });
  };

  const field = { style: { marginBottom: 12 } };
  return (
    <Form<Values>
      form={form}
      layout="inline"
      initialValues={valuesOf(query)}
      onFinish={submit}
      style={{ rowGap: 0, marginBottom: 4 }}
      aria-label={t('common.search')}
      role="search"
    >
      <Form.Item name="keyword" label={t('catalog.filter.keyword')} {...field}>
        <Input allowClear maxLength={100} placeholder={t('catalog.filter.keywordPlaceholder')} style={{ width: 220 }} />
      </Form.Item>
      {withKind ? (
        <Form.Item name="kind" label={t('catalog.filter.module')} {...field}>
          <Select
            allowClear
            placeholder={t('catalog.filter.allModules')}
            style={{ width: 140 }}
            options={catalogKinds.map((kind) => ({ value: kind, label: t(`catalog.kind.${kind}`) }))}
          />
        </Form.Item>
      ) : null}
      <Form.Item name="platformId" label={t('catalog.filter.chip')} {...field}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('catalog.filter.allChips')}
          style={{ width: 150 }}
          loading={platforms.isLoading}
          options={(platforms.data ?? []).map((platform) => ({ value: platform.id, label: platform.name }))}
        />
      </Form.Item>
      <Form.Item name="type" label={t('catalog.filter.type')} {...field}>
        <AutoComplete
          allowClear
          placeholder={t('catalog.filter.typePlaceholder')}
          style={{ width: 170 }}
          options={typeOptions.map((type) => ({ value: type }))}
          showSearch={{
            filterOption: (input, option) =>
              String(option?.value ?? '')
                .toLowerCase()
                .includes(input.toLowerCase()),
          }}
        />
      </Form.Item>
      <Form.Item name="language" label={t('catalog.filter.language')} {...field}>
        <Select
          allowClear
          placeholder={t('catalog.filter.allLanguages')}
          style={{ width: 140 }}
          options={(['zh', 'en'] as const).map((language) => ({
            value: language,
            label: t(`catalog.language.${language}`),
          }))}
        />
      </Form.Item>
      {/* Hidden rather than removed: folded filters keep their values. */}
      <Form.Item name="tags" label={t('catalog.filter.tags')} hidden={!more} {...field}>
        <Select
          mode="tags"
          allowClear
          tokenSeparators={[',', '，']}
          open={false}
          suffixIcon={null}
          placeholder={t('catalog.filter.tagsPlaceholder')}
          style={{ width: 220 }}
        />
      </Form.Item>
      <Form.Item name="osVersion" label={t('catalog.filter.osVersion')} hidden={!more} {...field}>
        <Input
          allowClear
          maxLength={50}
          placeholder={t('catalog.filter.osVersionPlaceholder')}
          style={{ width: 160 }}
        />
      </Form.Item>
      <Form.Item name="released" label={t('catalog.filter.releaseDate')} hidden={!more} {...field}>
        {more ? <DateRange placeholder={[t('catalog.filter.startDate'), t('catalog.filter.endDate')]} /> : <Folded />}
      </Form.Item>
      <Form.Item name="notDownloaded" valuePropName="checked" {...field}>
        <Checkbox>{t('catalog.filter.notDownloaded')}</Checkbox>
      </Form.Item>
      <FilterButtons onReset={reset} {...field}>
        <Button
          type="link"
          onClick={() => setMore((open) => !open)}
          icon={more ? <UpOutlined /> : <DownOutlined />}
          iconPlacement="end"
          style={{ paddingInline: 4 }}
        >
          {more ? t('catalog.filter.less') : t('catalog.filter.more')}
        </Button>
      </FilterButtons>
    </Form>
  );
}
