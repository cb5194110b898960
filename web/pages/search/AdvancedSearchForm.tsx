// The advanced search form: keyword plus modules, platforms, types, language, release dates,
// an exact phrase and an excluded word. It writes the URL query (searchQuery.ts); the form is
// re-seeded from the address when that changes (back, links).
import { useEffect } from 'react';
import { Button, Checkbox, Col, Input, Row, Select, Space } from 'antd';
import { Form } from '../../components/Form.tsx';
import { useTranslation } from '../../i18n/translate.ts';
import type { SearchModule } from '../../api/search.ts';
import { DateRange } from '../../components/catalog/ReleaseRange.tsx';
import { maxQueryChars, searchParamsOf, searchStateOf } from './searchQuery.ts';
import type { SearchState } from './searchQuery.ts';
import { daysOf, rangeOf } from '../../components/list/dateRange.ts';
import type { RangeValue } from '../../components/list/dateRange.ts';
import { useAuthorizedPlatforms } from '../../components/useAuthorizedPlatforms.ts';

type Values = {
  keyword?: string;
  phrase?: string;
  exclude?: string;
  modules?: SearchModule[];
  platformIds?: number[];
  types?: string[];
  language?: 'zh' | 'en';
  released?: RangeValue;
};

const valuesOf = (state: SearchState): Values => ({
  keyword: state.keyword,
  phrase: state.phrase,
  exclude: state.exclude,
  modules: state.modules,
  platformIds: state.platformIds,
  types: state.types,
  language: state.language,
  released: rangeOf(state.from, state.to),
});

export function AdvancedSearchForm({
  state,
  modules,
  onSearch,
}: {
  state: SearchState;
  modules: SearchModule[];
  onSearch: (state: SearchState) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const platforms = useAuthorizedPlatforms();

  const seed = searchParamsOf(state).toString();
  useEffect(() => {
    form.setFieldsValue(valuesOf(searchStateOf(new URLSearchParams(seed))));
  }, [form, seed]);

  const submit = (values: Values) => {
    const [from, to] = daysOf(values.released);
    onSearch({
      ...state,
      mode: 'advanced',
      keyword: values.keyword?.trim() ?? '',
      phrase: values.phrase?.trim() ?? '',
      exclude: values.exclude?.trim() ?? '',
      modules: values.modules ?? [],
      platformIds: values.platformIds ?? [],
      types: (values.types ?? []).map((type) => type.trim()).filter(Boolean),
      language: values.language,
      from,
      to,
      module: undefined,
      pageNum: 1,
    });
  };
  const reset = () => {
    form.setFieldsValue({
      keyword: '',
      phrase: '',
      exclude: '',
      modules: [],
      platformIds: [],
      types: [],
      language: undefined,
      released: null,
    });
    onSearch({
      ...state,
      mode: 'advanced',
      keyword: '',
      phrase: '',
      exclude: '',
      modules: [],
      platformIds: [],
      types: [],
      language: undefined,
      from: undefined,
      to: undefined,
      module: undefined,
      pageNum: 1,
    });
  };

  // Something to search for: a keyword or an exact phrase (the excluded word alone finds nothing).
  const needQuery = {
    validator: () =>
      form.getFieldValue('keyword')?.trim() || form.getFieldValue('phrase')?.trim()
        ? Promise.resolve()
        : Promise.reject(new Error(t('search.advanced.needQuery'))),
  };
  const col = { xs: 24, md: 12, xl: 8 };
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={valuesOf(state)}
      onFinish={submit}
      aria-label={t('search.mode.advanced')}
    >
      <Row gutter={16}>
        <Col {...col}>
          <Form.Item
            name="keyword"
            label={t('search.keyword')}
            rules={[needQuery]}
            dependencies={['phrase']}
            validateTrigger={['onBlur', 'onChange']}
          >
            <Input allowClear maxLength={maxQueryChars} placeholder={t('search.keywordPlaceholder')} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="phrase" label={t('search.advanced.phrase')}>
            <Input allowClear maxLength={maxQueryChars} placeholder={t('search.advanced.phrasePlaceholder')} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="exclude" label={t('search.advanced.exclude')}>
            <Input allowClear maxLength={maxQueryChars} placeholder={t('search.advanced.excludePlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="modules" label={t('search.advanced.modules')} extra={t('search.advanced.allModules')}>
            <Checkbox.Group
              options={modules.map((module) => ({ value: module, label: t(`search.module.${module}`) }))}
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="platformIds" label={t('search.advanced.platforms')}>
            <Select
              mode="multiple"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('search.advanced.allPlatforms')}
              loading={platforms.isLoading}
              options={(platforms.data ?? []).map((platform) => ({ value: platform.id, label: platform.name }))}
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="types" label={t('search.advanced.types')}>
            <Select
              mode="tags"
              allowClear
              tokenSeparators={[',', '，']}
              open={false}
              suffixIcon={null}
              placeholder={t('search.advanced.typesPlaceholder')}
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="language" label={t('search.advanced.language')}>
            <Select
              allowClear
              placeholder={t('search.advanced.allLanguages')}
              options={(['zh', 'en'] as const).map((language) => ({
                value: language,
                label: t(`search.language.${language}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="released" label={t('search.advanced.date')}>
            <DateRange placeholder={[t('search.advanced.startDate'), t('search.advanced.endDate')]} width={280} />
          </Form.Item>
        </Col>
      </Row>
      <Space>
        <Button type="primary" htmlType="submit">
          {t('search.submit')}
        </Button>
        <Button onClick={reset}>{t('common.reset')}</Button>
      </Space>
    </Form>
  );
}
