// /fullTextSearch (M21; query keyword, fromPage): global search (one box, results across the
// modules the account may enter, narrowed by module tabs) and advanced search. The state is the
// address, so back and refresh keep it; an empty query shows a prompt and calls nothing; a back
// control returns to the page the search came from.
import { useState } from 'react';
import { Button, Card, Flex, Input, Segmented, Space, theme } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { advancedSearch, globalSearch } from '../../api/search.ts';
import { findRoute } from '../../routes.ts';
import { AdvancedSearchForm } from './AdvancedSearchForm.tsx';
import './i18n/search.ts';
import { maxQueryChars, searchCallOf, searchParamsOf, searchStateOf } from './searchQuery.ts';
import type { SearchMode, SearchState } from './searchQuery.ts';
import { SearchResults } from './SearchResults.tsx';
import { useSearchModules } from './useSearchModules.ts';

function GlobalBox({ state, onSearch }: { state: SearchState; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation();
  // Re-seeded when the address's keyword changes (back, the header box).
  const [typed, setTyped] = useState({ for: state.keyword, value: state.keyword });
  const value = typed.for === state.keyword ? typed.value : state.keyword;
  return (
    <Space.Compact style={{ width: '100%', maxWidth: 720 }}>
      <Input
        size="large"
        value={value}
        onChange={(event) => setTyped({ for: state.keyword, value: event.target.value })}
        onPressEnter={() => onSearch(value)}
        placeholder={t('search.keywordPlaceholder')}
        aria-label={t('search.keyword')}
        allowClear
        maxLength={maxQueryChars}
      />
      <Button size="large" type="primary" disabled={value.trim() === ''} onClick={() => onSearch(value)}>
        {t('search.submit')}
      </Button>
    </Space.Compact>
  );
}

export default function SearchPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const allowedModules = useSearchModules();
  const state = searchStateOf(searchParams);
  const call = searchCallOf(state);

  const result = useQuery({
    queryKey: ['search', call],
    queryFn: ({ signal }) =>
      call!.kind === 'global' ? globalSearch(call!.params, signal) : advancedSearch(call!.body),
    enabled: call !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

  const go = (next: SearchState) => setSearchParams(searchParamsOf(next));
  const fromRoute = state.fromPage ? findRoute(state.fromPage.split('?')[0]) : undefined;
  const tabModules =
    state.mode === 'advanced' && state.modules.length
      ? state.modules.filter((module) => allowedModules.includes(module))
      : allowedModules;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        <div style={{ flex: '1 1 480px', minWidth: 0 }}>
          <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>{t('fullTextSearch.title')}</h1>
          <p style={{ margin: `${token.marginXXS}px 0 0`, color: token.colorTextSecondary }}>{t('search.intro')}</p>
        </div>
        {state.fromPage ? (
          <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(state.fromPage!)}>
            {fromRoute ? t('search.back', { page: t(fromRoute.titleKey) }) : t('search.backPlain')}
          </Button>
        ) : null}
      </Flex>
      <Card>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Segmented<SearchMode>
            aria-label={t('search.mode.label')}
            value={state.mode}
            onChange={(mode) => go({ ...state, mode, module: undefined, pageNum: 1 })}
            options={[
              { value: 'global', label: t('search.mode.global') },
              { value: 'advanced', label: t('search.mode.advanced') },
            ]}
          />
          {state.mode === 'global' ? (
            <GlobalBox
              state={state}
              onSearch={(keyword) => go({ ...state, keyword: keyword.trim(), module: undefined, pageNum: 1 })}
            />
          ) : (
            <AdvancedSearchForm state={state} modules={allowedModules} onSearch={go} />
          )}
        </Space>
      </Card>
      <SearchResults state={state} result={result} tabModules={tabModules} onChange={go} />
    </Space>
  );
}
