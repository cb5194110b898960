// The filter bar of a catalogue list: keyword, chip, type, language and "not
// downloaded" always; tags, OS version and release dates under "more". The list block's filter
// form (ListSearchForm) seeds it from the address and writes Search and Reset back.
import { useState } from 'react';
import { AutoComplete, Button, Checkbox, Input, Select } from 'antd';
import { Form } from '../Form.tsx';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/translate.ts';
import { catalogKinds } from '../../api/dcc.ts';
import type { CatalogKind } from '../../api/dcc.ts';
import { ListSearchForm } from '../list/ListSearchForm.tsx';
import type { ListQuery } from '../list/useListQuery.ts';
import type { CatalogFilters as Filters, CatalogSpec } from './catalogQuery.ts';
import { DateRange } from './ReleaseRange.tsx';
import { daysOf, rangeOf } from '../list/dateRange.ts';
import type { RangeValue } from '../list/dateRange.ts';
import { useAuthorizedPlatforms } from '../useAuthorizedPlatforms.ts';

type Values = {
  keyword?: string;
  platformId?: number;
  type?: string;
  tags?: string[];
  language?: 'zh' | 'en';
  osVersion?: string;
  released?: RangeValue;
  notDownloaded?: boolean;
  kind?: CatalogKind;
};

// Only the bar's own fields: the sort is the headers' and stays as it is.
const toForm = (filters: Filters): Values => ({
  keyword: filters.keyword,
  platformId: filters.platformId,
  type: filters.type,
  tags: filters.tags,
  language: filters.language,
  osVersion: filters.osVersion,
  released: rangeOf(filters.releaseFrom, filters.releaseTo),
  notDownloaded: filters.notDownloaded,
  kind: filters.kind,
});

const fromForm = ({ released, tags, ...values }: Values): Filters => {
  const words = (tags ?? []).map((tag) => tag.trim()).filter(Boolean);
  const [releaseFrom, releaseTo] = daysOf(released);
  return {
    ...values,
    tags: words.length ? words : undefined,
    releaseFrom,
    releaseTo,
  };
};

/** Stands in for a folded filter's control: the form keeps its value, nothing is loaded for it. */
const Folded = (_props: { value?: unknown; onChange?: unknown }) => null;

const hasMore = (filters: Filters) =>
  Boolean(filters.tags?.length || filters.osVersion || filters.releaseFrom || filters.releaseTo);

export type CatalogFiltersProps = {
  query: ListQuery<CatalogSpec>;
  /** The centre filters by module too. */
  withKind: boolean;
  /** Types seen in the lists so far, offered as suggestions (the server matches a type exactly). */
  typeOptions: string[];
};

export function CatalogFilters({ query, withKind, typeOptions }: CatalogFiltersProps) {
  const { t } = useTranslation();
  const [more, setMore] = useState(() => hasMore(query.filters));
  const platforms = useAuthorizedPlatforms();

  return (
    <ListSearchForm<CatalogSpec, Values>
      query={query}
      toForm={toForm}
      fromForm={fromForm}
      extra={
        <Button
          type="link"
          onClick={() => setMore((open) => !open)}
          icon={more ? <UpOutlined /> : <DownOutlined />}
          iconPlacement="end"
          style={{ paddingInline: 4 }}
        >
          {more ? t('catalog.filter.less') : t('catalog.filter.more')}
        </Button>
      }
    >
      <Form.Item name="keyword" label={t('catalog.filter.keyword')}>
        <Input allowClear maxLength={100} placeholder={t('catalog.filter.keywordPlaceholder')} style={{ width: 220 }} />
      </Form.Item>
      {withKind ? (
        <Form.Item name="kind" label={t('catalog.filter.module')}>
          <Select
            allowClear
            placeholder={t('catalog.filter.allModules')}
            style={{ width: 140 }}
            options={catalogKinds.map((kind) => ({ value: kind, label: t(`catalog.kind.${kind}`) }))}
          />
        </Form.Item>
      ) : null}
      <Form.Item name="platformId" label={t('catalog.filter.chip')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('catalog.filter.allChips')}
          style={{ width: 150 }}
          loading={platforms.isLoading}
          options={(platforms.data ?? []).map((platform) => ({ value: platform.id, label: platform.name }))}
        />
      </Form.Item>
      <Form.Item name="type" label={t('catalog.filter.type')}>
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
      <Form.Item name="language" label={t('catalog.filter.language')}>
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
      <Form.Item name="tags" label={t('catalog.filter.tags')} hidden={!more}>
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
      <Form.Item name="osVersion" label={t('catalog.filter.osVersion')} hidden={!more}>
        <Input
          allowClear
          maxLength={50}
          placeholder={t('catalog.filter.osVersionPlaceholder')}
          style={{ width: 160 }}
        />
      </Form.Item>
      <Form.Item name="released" label={t('catalog.filter.releaseDate')} hidden={!more}>
        {more ? <DateRange placeholder={[t('catalog.filter.startDate'), t('catalog.filter.endDate')]} /> : <Folded />}
      </Form.Item>
      <Form.Item name="notDownloaded" valuePropName="checked">
        <Checkbox>{t('catalog.filter.notDownloaded')}</Checkbox>
      </Form.Item>
    </ListSearchForm>
  );
}
