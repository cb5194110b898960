// The results of a search: tabs per module with the counts (facets), each hit with its module,
// highlighted title and snippet, platforms, type, language and date, and a link that opens it;
// the prompt when there is nothing to search for, suggestions when nothing was found, paging.
import { Button, Card, Empty, Flex, Pagination, Result, Space, Spin, Tabs, Tag, Typography, theme } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { Link } from 'react-router';
import { limits } from '../../../contract/limits.ts';
import { searchModules } from '../../api/search.ts';
import type { SearchModule, SearchResult } from '../../api/search.ts';
import { formatCount, formatDate } from '../../components/format.ts';
import { Highlight } from './Highlight.tsx';
import { hasQuery } from './searchQuery.ts';
import type { SearchState } from './searchQuery.ts';

const moduleColours: Record<SearchModule, string> = {
  dcc: 'blue',
  tr: 'cyan',
  pcn: 'orange',
  tool: 'purple',
  faq: 'green',
  quickstart: 'geekblue',
  samplecode: 'magenta',
  patch: 'volcano',
};
const allKey = 'all';
const styles =
  '.search-mark{background:#fff1b8;color:inherit;padding:0 1px;border-radius:2px}.search-hit-title{font-size:16px;font-weight:500}';

export type SearchResultsProps = {
  state: SearchState;
  result: UseQueryResult<SearchResult>;
  /** The modules the tabs may show (the advanced form's choice, or all the account may search). */
  tabModules: SearchModule[];
  onChange: (state: SearchState) => void;
};

export function SearchResults({ state, result, tabModules, onChange }: SearchResultsProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();

  if (!hasQuery(state)) {
    return (
      <Card>
        <Empty
          image={<SearchOutlined style={{ fontSize: 48, color: token.colorTextQuaternary }} />}
          description={
            <Space orientation="vertical" size={4}>
              <Typography.Text strong>{t('search.prompt.title')}</Typography.Text>
              <Typography.Text type="secondary">{t('search.prompt.detail')}</Typography.Text>
            </Space>
          }
        />
      </Card>
    );
  }
  if (result.isError) {
    return (
      <Card>
        <Result
          status="error"
          title={t('search.error')}
          extra={<Button onClick={() => void result.refetch()}>{t('common.retry')}</Button>}
        />
      </Card>
    );
  }

  const data = result.data;
  const facetCount = new Map((data?.facets ?? []).map((facet) => [facet.module, facet.count]));
  const facetCapped = new Set((data?.facets ?? []).filter((facet) => facet.capped).map((facet) => facet.module));
  const shownModules = searchModules.filter(
    (module) => tabModules.includes(module) && (facetCount.get(module) ?? 0) > 0,
  );
  const allCount = tabModules.reduce((sum, module) => sum + (facetCount.get(module) ?? 0), 0);
  const activeKey = state.module ?? allKey;
  // No hits anywhere: no tabs of zeros, only the suggestions.
  const tabs =
    data && (allCount > 0 || state.module) ? (
      <Tabs
        aria-label={t('search.result.label')}
        activeKey={activeKey}
        onChange={(key) =>
          onChange({ ...state, module: key === allKey ? undefined : (key as SearchModule), pageNum: 1 })
        }
        items={[
          {
            key: allKey,
            label: `${t('search.result.all')} (${formatCount(allCount)}${tabModules.some((module) => facetCapped.has(module)) ? '+' : ''})`,
          },
          ...shownModules.map((module) => ({
            key: module,
            label: `${t(`search.module.${module}`)} (${formatCount(facetCount.get(module) ?? 0)}${facetCapped.has(module) ? '+' : ''})`,
          })),
          // A module asked for in the address that has no hits still shows as the open tab.
          ...(state.module && !shownModules.includes(state.module)
            ? [{ key: state.module, label: `${t(`search.module.${state.module}`)} (0)` }]
            : []),
        ]}
      />
    ) : null;

  const keywordText = [state.keyword, state.phrase].filter(Boolean).join(' ');
  const noHits = data && data.list.length === 0 && data.total === 0;

  return (
    <Card>
      <style>{styles}</style>
      {tabs}
      {!data ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      ) : noHits ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <div style={{ textAlign: 'left', display: 'inline-block' }}>
              <Typography.Text strong>
                {keywordText ? t('search.noHits.title', { keyword: keywordText }) : t('search.noHits.titlePlain')}
              </Typography.Text>
              <div style={{ marginTop: 8 }}>{t('search.noHits.suggestions')}</div>
              <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }} aria-label={t('search.noHits.suggestions')}>
                <li>{t('search.noHits.spelling')}</li>
                <li>{t('search.noHits.fewer')}</li>
                {state.mode === 'advanced' || state.module ? <li>{t('search.noHits.wider')}</li> : null}
              </ul>
            </div>
          }
        />
      ) : (
        <Spin spinning={result.isFetching}>
          <Typography.Text type="secondary">
            {data.capped
              ? t('search.result.capped', { total: formatCount(data.total) })
              : t('search.result.total', { total: formatCount(data.total) })}
          </Typography.Text>
          <ol aria-label={t('search.result.label')} style={{ listStyle: 'none', margin: '8px 0 0', padding: 0 }}>
            {data.list.map((hit) => (
              <li
                key={`${hit.module}-${hit.itemId}`}
                style={{ padding: '14px 0', borderTop: `1px solid ${token.colorSplit}` }}
                data-module={hit.module}
              >
                <Flex align="baseline" gap={8} wrap={false}>
                  <Tag color={moduleColours[hit.module]} style={{ flex: 'none' }}>
                    {t(`search.module.${hit.module}`)}
                  </Tag>
                  <Link to={hit.link} className="search-hit-title" style={{ minWidth: 0, wordBreak: 'break-word' }}>
                    <Highlight html={hit.titleHtml} />
                  </Link>
                </Flex>
                <Typography.Paragraph type="secondary" style={{ margin: '6px 0 6px', wordBreak: 'break-word' }}>
                  <Highlight html={hit.snippetHtml} />
                </Typography.Paragraph>
                <Space size={[12, 4]} wrap style={{ fontSize: 12, color: token.colorTextTertiary }}>
                  <span>
                    {t('search.result.chips')}:{' '}
                    {hit.platforms.length
                      ? hit.platforms.map((name) => (
                          <Tag key={name} bordered={false} style={{ marginInlineEnd: 4 }}>
                            {name}
                          </Tag>
                        ))
                      : t('search.result.publicChip')}
                  </span>
                  {hit.type && hit.type !== hit.module ? (
                    <span>
                      {t('search.result.type')}: {hit.type}
                    </span>
                  ) : null}
                  {hit.language === 'zh' || hit.language === 'en' ? (
                    <span>{t(`search.language.${hit.language}`)}</span>
                  ) : null}
                  <span>
                    {t('search.result.date')}: {formatDate(hit.releasedAt)}
                  </span>
                </Space>
              </li>
            ))}
          </ol>
          {data.total > data.pageSize || state.pageNum > 1 ? (
            <Flex justify="end" style={{ marginTop: 12 }}>
              <Pagination
                current={state.pageNum}
                pageSize={state.pageSize}
                total={data.total}
                showSizeChanger
                pageSizeOptions={limits.pageSizes.map(String)}
                showTotal={(total) => t('common.total', { total: formatCount(total) })}
                onChange={(pageNum, pageSize) =>
                  onChange({ ...state, pageNum: pageSize === state.pageSize ? pageNum : 1, pageSize })
                }
              />
            </Flex>
          ) : null}
        </Spin>
      )}
    </Card>
  );
}
