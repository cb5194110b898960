// The full-text search page's state lives in the URL query (/fullTextSearch?keyword=…&fromPage=…):
// the mode, the conditions, the module shown and the page. These turn the address into the model,
// the model into the address and into the call; and the server's highlight markup into parts
// that React renders as text.
import { limits } from '../../../contract/limits.ts';
import { searchModules } from '../../api/search.ts';
import type { AdvancedSearchBody, GlobalSearchParams, SearchModule } from '../../api/search.ts';
import { pageNumOf, pageSizeOf, param } from '../../components/list/listParams.ts';

export type SearchMode = 'global' | 'advanced';

export type SearchState = {
  mode: SearchMode;
  keyword: string;
  /** The in-portal page the search came from (the header box of /faq, /quickStart). */
  fromPage?: string;
  /** The module the results are narrowed to (the result tabs). */
  module?: SearchModule;
  // Advanced only.
  phrase: string;
  exclude: string;
  modules: SearchModule[];
  platformIds: number[];
  types: string[];
  language?: 'zh' | 'en';
  from?: string;
  to?: string;
  pageNum: number;
  pageSize: number;
};

export const maxQueryChars = 200;

const isModule = (value: string): value is SearchModule => (searchModules as readonly string[]).includes(value);
const list = (value: string | null) => param.words.read(value) ?? [];
const language = param.oneOf(['zh', 'en'] as const);
const unique = <T>(values: T[]) => [...new Set(values)];

/** An address inside the portal, never another site ('//evil', 'https://…') nor the search page itself. */
export function safeFromPage(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  if (value === '/fullTextSearch' || value.startsWith('/fullTextSearch?')) return undefined;
  return value;
}

export function searchStateOf(search: URLSearchParams): SearchState {
  const module = search.get('module') ?? '';
  return {
    mode: search.get('mode') === 'advanced' ? 'advanced' : 'global',
    keyword: (search.get('keyword') ?? '').trim().slice(0, maxQueryChars),
    fromPage: safeFromPage(search.get('fromPage')),
    module: isModule(module) ? module : undefined,
    phrase: (search.get('phrase') ?? '').trim().slice(0, maxQueryChars),
    exclude: (search.get('exclude') ?? '').trim().slice(0, maxQueryChars),
    modules: unique(list(search.get('modules')).filter(isModule)),
    platformIds: unique(
      list(search.get('platformIds'))
        .map((value) => param.id.read(value))
        .filter((id): id is number => id !== undefined),
    ),
    types: unique(list(search.get('types'))).slice(0, 20),
    language: language.read(search.get('language')),
    from: param.date.read(search.get('from')),
    to: param.date.read(search.get('to')),
    pageNum: pageNumOf(search.get('pageNum')),
    pageSize: pageSizeOf(search.get('pageSize')),
  };
}

/** The state as URL parameters, defaults left out; the advanced conditions only in advanced mode. */
export function searchParamsOf(state: SearchState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.mode === 'advanced') search.set('mode', 'advanced');
  if (state.keyword) search.set('keyword', state.keyword);
  if (state.fromPage) search.set('fromPage', state.fromPage);
  if (state.mode === 'advanced') {
    if (state.phrase) search.set('phrase', state.phrase);
    if (state.exclude) search.set('exclude', state.exclude);
    if (state.modules.length) search.set('modules', state.modules.join(','));
    if (state.platformIds.length) search.set('platformIds', state.platformIds.join(','));
    if (state.types.length) search.set('types', state.types.join(','));
    if (state.language) search.set('language', state.language);
    if (state.from) search.set('from', state.from);
    if (state.to) search.set('to', state.to);
  }
  if (state.module) search.set('module', state.module);
  if (state.pageNum !== 1) search.set('pageNum', String(state.pageNum));
  if (state.pageSize !== limits.pageSizeDefault) search.set('pageSize', String(state.pageSize));
  return search;
}

/** Something to search for: a keyword (global), or a keyword or an exact phrase (advanced). */
export function hasQuery(state: SearchState): boolean {
  return state.mode === 'global' ? state.keyword !== '' : state.keyword !== '' || state.phrase !== '';
}

export type SearchCall =
  { kind: 'global'; params: GlobalSearchParams } | { kind: 'advanced'; body: AdvancedSearchBody };

/** The call the state makes, or null when there is nothing to search for (no call then). */
export function searchCallOf(state: SearchState): SearchCall | null {
  if (!hasQuery(state)) return null;
  const page = { pageNum: state.pageNum, pageSize: state.pageSize };
  if (state.mode === 'global') {
    return {
      kind: 'global',
      params: { keyword: state.keyword, ...(state.module ? { module: state.module } : {}), ...page },
    };
  }
  const body: AdvancedSearchBody = {
    keyword: state.keyword || undefined,
    phrase: state.phrase || undefined,
    exclude: state.exclude || undefined,
    // The result tab narrows the chosen modules to one.
    modules: state.module ? [state.module] : state.modules.length ? state.modules : undefined,
    platformIds: state.platformIds.length ? state.platformIds : undefined,
    types: state.types.length ? state.types : undefined,
    language: state.language,
    from: state.from,
    to: state.to,
    ...page,
  };
  return {
    kind: 'advanced',
    body: Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as AdvancedSearchBody,
  };
}

export type HighlightPart = { text: string; marked: boolean };

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

/**
 * The server's highlight markup (escaped text with <mark> around the matched words) as plain
 * text parts: React renders them as text, so no markup of any kind reaches the page as HTML.
 * Any other tag that might appear is dropped, its text kept.
 */
export function highlightParts(html: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let marked = false;
  for (const piece of html.split(/(<\/?mark\s*>)/i)) {
    if (/^<mark\s*>$/i.test(piece)) marked = true;
    else if (/^<\/mark\s*>$/i.test(piece)) marked = false;
    else {
      const text = decodeEntities(piece.replace(/<[^>]*>/g, ''));
      if (text === '') continue;
      const last = parts[parts.length - 1];
      if (last && last.marked === marked) last.text += text;
      else parts.push({ text, marked });
    }
  }
  return parts;
}
