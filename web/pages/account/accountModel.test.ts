import { describe, expect, it } from 'vitest';
import type { GrantableModule } from '../../api/account.ts';
import { readList, writeList } from '../../components/list/listParams.ts';
import {
  childListSpec,
  childStates,
  grantedModules,
  grantedText,
  hasModule,
  normalizeGrants,
  statusesOf,
  statusOf,
} from './accountModel.ts';

const tree: GrantableModule[] = [
  {
    code: 'M01',
    name: '技术文档',
    nameEn: 'Documents',
    children: [
      { code: 'dcc.download', name: '下载文档', nameEn: 'Download documents' },
      { code: 'dcc.export', name: '导出', nameEn: 'Export' },
    ],
  },
  {
    code: 'M14',
    name: '常见问题',
    nameEn: 'FAQ',
    children: [{ code: 'faq.comment', name: '评论', nameEn: 'Comment' }],
  },
  { code: 'M17', name: '下载中心', nameEn: 'Download Centre', children: [] },
];

describe('module permission tree', () => {
  it('ticking a function ticks its module', () => {
    expect(normalizeGrants(tree, [], ['dcc.download'])).toEqual(['M01', 'dcc.download']);
  });
  it('a module ticked off takes its functions along; the others stay', () => {
    expect(
      normalizeGrants(tree, ['M01', 'dcc.download', 'M14', 'faq.comment'], ['dcc.download', 'M14', 'faq.comment']),
    ).toEqual(['M14', 'faq.comment']);
  });
  it('a module may be granted without its functions, and codes outside the tree are dropped', () => {
    expect(normalizeGrants(tree, [], ['M17', 'M01', 'M08'])).toEqual(['M01', 'M17']);
  });
  it('needs at least one module, not just functions', () => {
    expect(hasModule([])).toBe(false);
    expect(hasModule(['dcc.download'])).toBe(false);
    expect(hasModule(['dcc.download', 'M01'])).toBe(true);
  });
  it('names the granted modules with their functions in the chosen language, and keeps unknown codes', () => {
    expect(grantedModules(tree, ['M01', 'dcc.export', 'M99'], 'en')).toEqual({
      modules: [{ code: 'M01', name: 'Documents', held: true, functions: ['Export'] }],
      other: ['M99'],
    });
  });
  it('names a function whose module is not among the codes under that module (a role adds a download to a granted page)', () => {
    expect(grantedModules(tree, ['dcc.download', 'M17'], 'zh').modules).toEqual([
      { code: 'M01', name: '技术文档', held: false, functions: ['下载文档'] },
      { code: 'M17', name: '下载中心', held: true, functions: [] },
    ]);
  });
  it('reads as one line in either language', () => {
    expect(
      grantedText(grantedModules(tree, ['M01', 'dcc.download', 'dcc.export', 'M17'], 'zh'), {
        list: '、',
        open: '（',
        close: '）',
      }),
    ).toBe('技术文档（下载文档、导出）、下载中心');
    expect(grantedText(grantedModules(tree, ['M14', 'M99'], 'en'), { list: ', ', open: ' (', close: ')' })).toBe(
      'FAQ, M99',
    );
  });
});

describe('list query and status', () => {
  it('reads and writes the URL query, dropping defaults and bad values', () => {
    const query = readList(childListSpec, new URLSearchParams('state=locked&keyword=%20钱%20&pageNum=2&pageSize=20'));
    expect(query).toEqual({ filters: { state: 'locked', keyword: '钱' }, pageNum: 2, pageSize: 20 });
    expect(Object.fromEntries(writeList(childListSpec, query))).toEqual({
      state: 'locked',
      keyword: '钱',
      pageNum: '2',
      pageSize: '20',
    });
    expect(writeList(childListSpec, query).toString()).toMatch(/^state=locked&keyword=/);
    expect(readList(childListSpec, new URLSearchParams('state=gone&pageNum=-1&pageSize=7'))).toEqual({
      filters: {},
      pageNum: 1,
      pageSize: 10,
    });
  });
  it('a disabled child reads as disabled whatever its state', () => {
    expect(statusOf({ state: 'active', enabled: false })).toBe('disabled');
    expect(statusOf({ state: 'incomplete', enabled: true })).toBe('awaitingPassword');
    expect(statusOf({ state: 'active', enabled: true })).toBe('active');
  });
  it('a child switched off and locked shows both, since switching it on leaves the lock', () => {
    expect(statusesOf({ state: 'locked', enabled: false })).toEqual(['disabled', 'locked']);
    expect(statusesOf({ state: 'incomplete', enabled: false })).toEqual(['disabled', 'awaitingPassword']);
    expect(statusesOf({ state: 'active', enabled: false })).toEqual(['disabled']);
    expect(statusesOf({ state: 'locked', enabled: true })).toEqual(['locked']);
  });
  it('the status filter offers "disabled" beside the states', () => {
    expect(childStates).toContain('disabled');
    expect(readList(childListSpec, new URLSearchParams('state=disabled')).filters.state).toBe('disabled');
  });
});
