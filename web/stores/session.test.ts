// Credentials kept locally (spec §3, §7, §9): what is saved where, the 12 h token cookie, and logout.
import { describe, expect, it } from 'vitest';
import { limits } from '../../contract/limits.ts';
import { menuEntry } from '../layout/menuEntry.fixture.ts';
import {
  companyNameOf,
  createSessionStore,
  memoryCookies,
  memoryStorage,
  menuStateOf,
  storageKeys,
} from './session.ts';
import type { MenuEntry } from './session.ts';

const credentials = {
  token: 'tok-1',
  username: 'li.lei@acme.example',
  companyName: '艾克美',
  companyNameEn: 'Acme',
  email: 'li.lei@acme.example',
  isChild: true,
};

function setup(seed: Record<string, string> = {}) {
  const clock = { now: 1_000_000 };
  const storage = memoryStorage();
  for (const [key, value] of Object.entries(seed)) storage.setItem(key, value);
  const cookies = memoryCookies(() => clock.now);
  const store = createSessionStore({ storage, cookies });
  return { clock, storage, cookies, store };
}

describe('session store', () => {
  it('starts in Chinese with the local state of spec §3 empty', () => {
    const { store } = setup();
    const state = store.getState();
    expect(state.language).toBe('zh');
    expect(state.toDoTotal).toEqual({ dcc: 0, tr: 0, review: 0, pcn: 0, tool: 0 });
    expect(state.progressList).toEqual([]);
    expect(state.getToken()).toBeNull();
  });

  it('reads the language from localStorage "language", ignoring unknown values', () => {
    expect(setup({ language: 'en' }).store.getState().language).toBe('en');
    expect(setup({ language: 'fr' }).store.getState().language).toBe('zh');
  });

  it('setLanguage keeps the choice in localStorage "language"', () => {
    const { store, storage } = setup();
    store.getState().setLanguage('en');
    expect(storage.getItem('language')).toBe('en');
    expect(store.getState().language).toBe('en');
  });

  it('saveCredentials stores every credential locally and the token in a 12 h cookie', () => {
    const { store, storage, cookies } = setup();
    store.getState().saveCredentials(credentials);
    expect(storage.dump()).toMatchObject({
      token: 'tok-1',
      username: 'li.lei@acme.example',
      companyName: '艾克美',
      companyNameEn: 'Acme',
      email: 'li.lei@acme.example',
      isChild: 'true',
    });
    expect(cookies.get('token')).toBe('tok-1');
    expect(cookies.maxAgeOf('token')).toBe(limits.tokenLifeMs);
    expect(store.getState().getToken()).toBe('tok-1');
    expect(store.getState()).toMatchObject({ companyName: '艾克美', companyNameEn: 'Acme', isChild: true });
  });

  it("names the company in the language on screen, whatever the account's language at sign-in", () => {
    const { store } = setup();
    store.getState().saveCredentials(credentials);
    expect(companyNameOf(store.getState())).toBe('艾克美');
    store.getState().setLanguage('en');
    expect(companyNameOf(store.getState())).toBe('Acme');
    // A session saved before the English name was kept: the one name it has, in either language.
    const older = setup({ companyName: '艾克美', language: 'en' }).store;
    expect(companyNameOf(older.getState())).toBe('艾克美');
  });

  it('the token is gone once its 12 h cookie expires, even if localStorage still has it', () => {
    const { store, clock, storage } = setup();
    store.getState().saveCredentials(credentials);
    clock.now += limits.tokenLifeMs - 1;
    expect(store.getState().getToken()).toBe('tok-1');
    clock.now += 1;
    expect(store.getState().getToken()).toBeNull();
    expect(storage.getItem('token')).toBe('tok-1');
  });

  it('a new store picks up credentials already stored (page reload)', () => {
    const first = setup();
    first.store.getState().saveCredentials(credentials);
    const reloaded = createSessionStore({ storage: first.storage, cookies: first.cookies });
    expect(reloaded.getState()).toMatchObject({
      token: 'tok-1',
      username: 'li.lei@acme.example',
      companyName: '艾克美',
      companyNameEn: 'Acme',
      isChild: true,
    });
  });

  it('clearCredentials removes every stored credential and the cookie', () => {
    const { store, storage, cookies } = setup();
    store.getState().saveCredentials(credentials);
    store.getState().setLanguage('en');
    store.getState().setVersion('0.1.0+1');
    store.getState().setLocalState({ role: '3,4', func: ['admin.accounts'], menuUrl: ['/admin/accounts'] });
    storage.setItem('unrelated', 'kept');
    store.getState().clearCredentials();
    for (const key of ['token', 'username', 'companyName', 'companyNameEn', 'email', 'isChild', 'version'])
      expect(storage.getItem(key), key).toBeNull();
    expect(storage.getItem('unrelated')).toBe('kept');
    expect(cookies.get('token')).toBeNull();
    expect(store.getState().getToken()).toBeNull();
    expect(store.getState()).toMatchObject({
      token: null,
      username: '',
      companyName: '',
      companyNameEn: '',
      email: '',
      isChild: false,
      version: null,
    });
    expect(store.getState()).toMatchObject({ role: '', func: [], menuUrl: [] });
  });

  it('clearCredentials keeps the language: a preference, not a credential', () => {
    const { store, storage } = setup();
    store.getState().saveCredentials(credentials);
    store.getState().setLanguage('en');
    store.getState().clearCredentials();
    expect(storage.getItem(storageKeys.language)).toBe('en');
    expect(store.getState().language).toBe('en');
    // …and a reload after logout still opens in English.
    expect(createSessionStore({ storage, cookies: memoryCookies() }).getState().language).toBe('en');
  });
});

describe('menuStateOf (getMenu → local state)', () => {
  const entry = (funcNo: string, newhref: string, children: MenuEntry[] = []) =>
    menuEntry(funcNo, { newhref, children });

  it('keeps the tree, the paths, every code (functions included) and the role ids comma-joined', () => {
    const state = menuStateOf({
      menus: [
        entry('M01', '/dcc', [entry('dcc.download', '')]),
        entry('M20', ''),
        entry('admin.accounts', '/admin/accounts'),
      ],
      roles: [{ roleId: 3 }, { roleId: 7 }],
    });
    expect(state.menuUrl).toEqual(['/dcc', '/admin/accounts']);
    expect(state.func).toEqual(['M01', 'dcc.download', 'M20', 'admin.accounts']);
    expect(state.role).toBe('3,7');
    expect(state.indexMenu.map((m) => m.funcNo)).toEqual(['M01', 'M20', 'admin.accounts']);
  });

  it('an account without menus and roles has none', () => {
    expect(menuStateOf({ menus: [], roles: [] })).toEqual({ indexMenu: [], menuUrl: [], func: [], role: '' });
  });
});
