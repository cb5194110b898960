// The filter bar of an FAQ or quick-start list: keyword, platform, status, and (FAQ) "My
// collection". Search and Reset write the URL query (articleQuery.ts); the form is re-seeded
// from the address when it changes (back, links).
import { useEffect } from 'react';
import { Checkbox, Form, Input, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchPlatforms } from '../../api/dcc.ts';
import { articleStatuses } from '../../api/faq.ts';
import type { ArticleModule, ArticleStatus } from '../../api/faq.ts';
import { articleQueryOf, articleSearchOf, resetArticleQuery } from './articleQuery.ts';
import type { ArticleQuery } from './articleQuery.ts';
import { FilterButtons } from '../../components/list/FilterButtons.tsx';

type Values = { keyword?: string; platformId?: number; status?: ArticleStatus; collected?: boolean };

const valuesOf = (query: ArticleQuery): Values => ({
  keyword: query.keyword,
  platformId: query.platformId,
  status: query.status,
  collected: query.collected,
});

export function ArticleFilters({
  module,
  query,
  onSearch,
}: {
  module: ArticleModule;
  query: ArticleQuery;
  onSearch: (query: ArticleQuery) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const platforms = useQuery({
    queryKey: ['platforms', 'authorized'],
    queryFn: ({ signal }) => fetchPlatforms(signal),
    staleTime: 5 * 60_000,
  });

  // The address is the truth: back/forward and links re-seed the form.
  const seed = new URLSearchParams(articleSearchOf(query)).toString();
  useEffect(() => {
    form.setFieldsValue(valuesOf(articleQueryOf(new URLSearchParams(seed))));
  }, [form, seed]);

  const submit = (values: Values) =>
    onSearch({
      ...query,
      keyword: values.keyword?.trim() || undefined,
      platformId: values.platformId,
      status: values.status,
      collected: module === 'faq' && Boolean(values.collected),
      pageNum: 1,
    });
  const reset = () => {
    form.resetFields();
    form.setFieldsValue({ keyword: undefined, platformId: undefined, status: undefined, collected: false });
    onSearch(resetArticleQuery(query));
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
    >
      <Form.Item name="keyword" label={t('article.filter.keyword')} {...field}>
        <Input allowClear maxLength={100} placeholder={t('article.filter.keywordPlaceholder')} style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="platformId" label={t('article.filter.platform')} {...field}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('article.filter.allPlatforms')}
          style={{ width: 160 }}
          loading={platforms.isLoading}
          options={(platforms.data ?? []).map((platform) => ({ value: platform.id, label: platform.name }))}
        />
      </Form.Item>
      <Form.Item name="status" label={t('article.filter.status')} {...field}>
        <Select
          allowClear
          placeholder={t('article.filter.allStatuses')}
          style={{ width: 140 }}
          options={articleStatuses.map((status) => ({ value: status, label: t(`article.status.${status}`) }))}
        />
      </Form.Item>
      {module === 'faq' ? (
        <Form.Item name="collected" valuePropName="checked" {...field}>
          <Checkbox>{t('article.filter.collected')}</Checkbox>
        </Form.Item>
      ) : null}
      <FilterButtons onReset={reset} {...field} />
    </Form>
  );
}
