// Menu entry behaviour of spec §2 and §6, rule by rule.
import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../../contract/auth.ts';
import { menuDefs } from '../../contract/menus.ts';
import { emptyToDoTotal } from '../stores/session.ts';
import { menuEntry as entry } from './menuEntry.fixture.ts';
import { menuIcon, menuIcons } from './menuIcons.ts';
import {
  activeEntry,
  badgeCount,
  entryTarget,
  menuName,
  moduleEntries,
  quickNavEntries,
  quickstartEntries,
} from './menuModel.ts';

const all = menuDefs.map((def) => entry(def.funcNo));
const codes = (entries: readonly MenuEntry[]) => entries.map((item) => item.funcNo);

describe('moduleEntries', () => {
  it('keeps the page entries in the server order, without Personal Center (it is in the user dropdown)', () => {
    const shown = codes(moduleEntries(all, false));
    expect(shown).not.toContain('M18');
    expect(shown).toEqual(codes(all).filter((code) => code !== 'M18'));
  });

  it('never shows M08 to a child account, even when the server sent it', () => {
    expect(codes(moduleEntries(all, true))).not.toContain('M08');
    expect(codes(moduleEntries(all, false))).toContain('M08');
  });

  it('leaves out function codes, staff consoles and entries that lead nowhere', () => {
    const menus = [
      entry('M01', { children: [entry('dcc.download')] }),
      entry('admin.accounts', { newhref: '/admin/accounts' }),
      entry('M99', { newhref: '', redirectUrl: '' }),
      entry('M22'),
    ];
    expect(codes(moduleEntries(menus, false))).toEqual(['M01', 'M22']);
  });

  it('the Application submenu holds the isQuickstart entries only', () => {
    expect(codes(quickstartEntries(all, false))).toEqual(codes(all.filter((item) => item.isQuickstart)));
  });
});

describe('entryTarget', () => {
  const context = { token: 'tok en', language: 'zh' as const };

  it('M22 downloads the user guide', () => {
    expect(entryTarget(entry('M22'), context)).toEqual({ kind: 'userGuide' });
  });

  it('M20 opens its address with the token and fileLanguage CH or EN', () => {
    expect(entryTarget(entry('M20'), context)).toEqual({
      kind: 'external',
      url: 'https://cases.nexora.example/sso?token=tok+en&fileLanguage=CH',
    });
    expect(
      entryTarget(entry('M20', { redirectUrl: 'https://x.example/sso?a=1' }), { token: 't', language: 'en' }),
    ).toEqual({
      kind: 'external',
      url: 'https://x.example/sso?a=1&token=t&fileLanguage=EN',
    });
  });

  it('another entry with a redirect address opens it as it is; the others navigate inside', () => {
    expect(entryTarget(entry('M19', { redirectUrl: 'https://ai.example/' }), context)).toEqual({
      kind: 'external',
      url: 'https://ai.example/',
    });
    expect(entryTarget(entry('M01'), context)).toEqual({ kind: 'internal', to: '/dcc' });
  });
});

describe('names, badges, icons, the active entry', () => {
  it('names by language, falling back to Chinese when there is no English name', () => {
    expect(menuName(entry('M01'), 'zh')).toBe('技术文档');
    expect(menuName(entry('M01'), 'en')).toBe('Documents');
    expect(menuName(entry('M01', { funcEname: '' }), 'en')).toBe('技术文档');
  });

  it('puts each to-do count on its entry', () => {
    const total = { ...emptyToDoTotal, dcc: 3, tr: 4, pcn: 5, tool: 6, review: 7 };
    expect(['M01', 'M02', 'M03', 'M04', 'M09', 'M05'].map((code) => badgeCount(entry(code), total))).toEqual([
      3, 4, 5, 6, 7, 0,
    ]);
  });

  it('has an icon for every newicon of contract/menus.ts, and a neutral one for an unknown name', () => {
    for (const def of menuDefs) expect(menuIcons[def.newicon], def.newicon).toBeDefined();
    expect(menuIcon('NoSuchIcon')).toBeDefined();
  });

  it('marks the entry whose page (or parent page) is open', () => {
    expect(activeEntry(all, '/dcc')?.funcNo).toBe('M01');
    expect(activeEntry(all, '/dcc/DCCFeedback')?.funcNo).toBe('M01');
    expect(activeEntry(all, '/dccVideo')).toBeUndefined();
    expect(activeEntry(all, '/')).toBeUndefined();
  });
});

describe('quick navigation settings', () => {
  const entries = ['M01', 'M04', 'M09', 'M14'].map((code) => entry(code));
  it('without a choice shows every module entry in the menu order', () => {
    expect(quickNavEntries(entries, undefined).map((e) => e.funcNo)).toEqual(['M01', 'M04', 'M09', 'M14']);
    expect(quickNavEntries(entries, { custom: false, codes: [] }).map((e) => e.funcNo)).toEqual([
      'M01',
      'M04',
      'M09',
      'M14',
    ]);
  });
  it('shows the chosen entries in the chosen order, skipping any the menu no longer grants', () => {
    expect(quickNavEntries(entries, { custom: true, codes: ['M14', 'M03', 'M01'] }).map((e) => e.funcNo)).toEqual([
      'M14',
      'M01',
    ]);
  });
});
