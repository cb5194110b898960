// The filter bar of an FAQ or quick-start list: keyword, platform, status, and (FAQ) "My
// collection", on the shared list's search form (the address is the truth; it seeds the form).
import { Checkbox, Input, Select } from 'antd';
import { Form } from '../../components/Form.tsx';
import { useTranslation } from '../../i18n/translate.ts';
import { articleStatuses } from '../../api/faq.ts';
import type { ArticleModule } from '../../api/faq.ts';
import { ListSearchForm } from '../../components/list/ListSearchForm.tsx';
import type { ListQuery } from '../../components/list/useListQuery.ts';
import type { ArticleSpec } from './articleQuery.ts';
import { useAuthorizedPlatforms } from '../../components/useAuthorizedPlatforms.ts';

export function ArticleFilters({ module, query }: { module: ArticleModule; query: ListQuery<ArticleSpec> }) {
  const { t } = useTranslation();
  const platforms = useAuthorizedPlatforms();

  return (
    <ListSearchForm query={query}>
      <Form.Item name="keyword" label={t('article.filter.keyword')}>
        <Input allowClear maxLength={100} placeholder={t('article.filter.keywordPlaceholder')} style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="platformId" label={t('article.filter.platform')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('article.filter.allPlatforms')}
          style={{ width: 160 }}
          loading={platforms.isLoading}
          options={(platforms.data ?? []).map((platform) => ({ value: platform.id, label: platform.name }))}
        />
      </Form.Item>
      <Form.Item name="status" label={t('article.filter.status')}>
        <Select
          allowClear
          placeholder={t('article.filter.allStatuses')}
          style={{ width: 140 }}
          options={articleStatuses.map((status) => ({ value: status, label: t(`article.status.${status}`) }))}
        />
      </Form.Item>
      {module === 'faq' ? (
        <Form.Item name="collected" valuePropName="checked">
          <Checkbox>{t('article.filter.collected')}</Checkbox>
        </Form.Item>
      ) : null}
    </ListSearchForm>
  );
}
