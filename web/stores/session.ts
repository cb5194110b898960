// The local state of spec §3 and the credentials kept locally. localStorage holds the
// credentials; the token also lives in a cookie for 12 h, and the cookie decides whether the
// token is still valid. Storage and cookies are injected so tests run in node.
import { create } from 'zustand';
import type { MenuEntry, MenuResponse } from '../../contract/auth.ts';
import { defaultLanguage, languages, limits } from '../../contract/limits.ts';
import type { Language } from '../../contract/limits.ts';

export type { MenuEntry };
export type ToDoTotal = { dcc: number; tr: number; review: number; pcn: number; tool: number };
export type DownloadItem = {
  fileName: string;
  fileSize: number;
  progress: number;
  /** 'stopped' by default (spec §4); the download manager adds its own values. */
  status: string;
  url: string;
};

export type Credentials = {
  token: string;
  username: string;
  /** The company's Chinese and English names: shown as the language on screen asks (companyNameOf). */
  companyName: string;
  companyNameEn: string;
  email: string;
  isChild: boolean;
};

/** Keys in localStorage (and the cookie name of the token). */
export const storageKeys = {
  token: 'token',
  username: 'username',
  language: 'language',
  companyName: 'companyName',
  companyNameEn: 'companyNameEn',
  email: 'email',
  isChild: 'isChild',
  version: 'version',
} as const;

/** What logout and token expiry remove: every stored key but the language. */
export const credentialKeys: readonly string[] = Object.values(storageKeys).filter(
  (key) => key !== storageKeys.language,
);

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
export type CookieJar = {
  get(name: string): string | null;
  set(name: string, value: string, maxAgeMs: number): void;
  remove(name: string): void;
};
export type SessionEnv = {
  storage: KeyValueStorage;
  cookies: CookieJar;
  /** Whether the window is narrower than the module menu's breakpoint now (absent: wide). */
  narrow?: () => boolean;
};

/**
 * Below this width the module menu folds to icons (antd's Sider at breakpoint "lg",
 * layout/ModuleMenu.tsx). The menu starts folded there: the Sider learns the width only in an
 * effect, and until then a phone got the menu unfolded, then a second render of the page's frame.
 */
export const narrowWindowQuery = 'screen and (max-width: 991.98px)';

export type LocalState = {
  language: Language;
  username: string;
  /** Role ids, comma-joined. */
  role: string;
  indexMenu: MenuEntry[];
  menuUrl: string[];
  func: string[];
  showLeft: boolean;
  toDoTotal: ToDoTotal;
  progressList: DownloadItem[];
  camMenu: MenuEntry[];
};

export type SessionState = LocalState & {
  token: string | null;
  companyName: string;
  companyNameEn: string;
  email: string;
  isChild: boolean;
  version: string | null;
  saveCredentials(credentials: Credentials): void;
  clearCredentials(): void;
  getToken(): string | null;
  setLanguage(language: Language): void;
  setVersion(version: string): void;
  setLocalState(patch: Partial<Omit<LocalState, 'language' | 'username'>>): void;
};

export const emptyToDoTotal: ToDoTotal = { dcc: 0, tr: 0, review: 0, pcn: 0, tool: 0 };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The local state that getMenu fills (spec §3): the tree, the paths the account may enter,
 * every code it holds (pages M.. and functions), and the role ids comma-joined.
 */
export function menuStateOf(response: MenuResponse): Pick<LocalState, 'indexMenu' | 'menuUrl' | 'func' | 'role'> {
  const flat: MenuEntry[] = [];
  const walk = (entries: readonly MenuEntry[]) => {
    for (const entry of entries) {
      flat.push(entry);
      walk(entry.children);
    }
  };
  walk(response.menus);
  return {
    indexMenu: response.menus,
    menuUrl: flat.map((entry) => entry.newhref).filter((href) => href !== ''),
    func: flat.map((entry) => entry.funcNo),
    role: response.roles.map((role) => role.roleId).join(','),
  };
}

/**
 * The company's name in the language on screen: `useSession(companyNameOf)` wherever the portal names
 * the caller's company. The English one in English when there is one (a session saved before both
 * names were kept has the Chinese one only).
 */
export function companyNameOf(state: Pick<SessionState, 'language' | 'companyName' | 'companyNameEn'>): string {
  return state.language === 'en' ? state.companyNameEn || state.companyName : state.companyName;
}

export function createSessionStore(env: SessionEnv) {
  const { storage, cookies } = env;
  const read = (key: string): string => storage.getItem(key) ?? '';
  // The cookie expires after 12 h; a token left in localStorage after that is not a token.
  const readToken = (): string | null => cookies.get(storageKeys.token) || null;
  const storedLanguage = storage.getItem(storageKeys.language);

  return create<SessionState>()((set) => ({
    language: isLanguage(storedLanguage) ? storedLanguage : defaultLanguage,
    username: read(storageKeys.username),
    role: '',
    indexMenu: [],
    menuUrl: [],
    func: [],
    showLeft: !(env.narrow?.() ?? false),
    toDoTotal: emptyToDoTotal,
    progressList: [],
    camMenu: [],
    token: readToken(),
    companyName: read(storageKeys.companyName),
    companyNameEn: read(storageKeys.companyNameEn),
    email: read(storageKeys.email),
    isChild: read(storageKeys.isChild) === 'true',
    version: storage.getItem(storageKeys.version),

    saveCredentials(credentials) {
      storage.setItem(storageKeys.token, credentials.token);
      cookies.set(storageKeys.token, credentials.token, limits.tokenLifeMs);
      storage.setItem(storageKeys.username, credentials.username);
      storage.setItem(storageKeys.companyName, credentials.companyName);
      storage.setItem(storageKeys.companyNameEn, credentials.companyNameEn);
      storage.setItem(storageKeys.email, credentials.email);
      storage.setItem(storageKeys.isChild, String(credentials.isChild));
      set({ ...credentials });
    },
    clearCredentials() {
      // The language is a preference of this browser, not a credential: it stays.
      for (const key of credentialKeys) storage.removeItem(key);
      cookies.remove(storageKeys.token);
      set({
        token: null,
        username: '',
        companyName: '',
        companyNameEn: '',
        email: '',
        isChild: false,
        version: null,
        role: '',
        indexMenu: [],
        menuUrl: [],
        func: [],
        camMenu: [],
        toDoTotal: emptyToDoTotal,
      });
    },
    getToken: readToken,
    setLanguage(language) {
      storage.setItem(storageKeys.language, language);
      set({ language });
    },
    setVersion(version) {
      storage.setItem(storageKeys.version, version);
      set({ version });
    },
    setLocalState(patch) {
      set(patch);
    },
  }));
}

/** In-memory storage: node (tests, server-side imports) has no localStorage. */
export function memoryStorage(): KeyValueStorage & { dump(): Record<string, string> } {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
    dump: () => Object.fromEntries(data),
  };
}

/** In-memory cookies with expiry, driven by `now` (tests use a fake clock). */
export function memoryCookies(now: () => number = Date.now): CookieJar & { maxAgeOf(name: string): number | null } {
  const jar = new Map<string, { value: string; expiresAt: number; maxAgeMs: number }>();
  return {
    get(name) {
      const cookie = jar.get(name);
      if (!cookie || cookie.expiresAt <= now()) return null;
      return cookie.value;
    },
    set(name, value, maxAgeMs) {
      jar.set(name, { value, expiresAt: now() + maxAgeMs, maxAgeMs });
    },
    remove(name) {
      jar.delete(name);
    },
    maxAgeOf: (name) => jar.get(name)?.maxAgeMs ?? null,
  };
}

function documentCookies(): CookieJar {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  return {
    get(name) {
      for (const part of document.cookie.split('; ')) {
        const at = part.indexOf('=');
        if (part.slice(0, at) === name) return decodeURIComponent(part.slice(at + 1));
      }
      return null;
    },
    set(name, value, maxAgeMs) {
      const maxAge = Math.floor(maxAgeMs / 1000);
      document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
    },
    remove(name) {
      document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
    },
  };
}

function browserEnv(): SessionEnv {
  if (typeof localStorage === 'undefined' || typeof document === 'undefined') {
    return { storage: memoryStorage(), cookies: memoryCookies() };
  }
  return {
    storage: localStorage,
    cookies: documentCookies(),
    narrow: () => window.matchMedia?.(narrowWindowQuery).matches ?? false,
  };
}

/** The app's session: `useSession(selector)` in components, `useSession.getState()` elsewhere. */
export const useSession = createSessionStore(browserEnv());

export const saveCredentials = (credentials: Credentials): void => useSession.getState().saveCredentials(credentials);
export const clearCredentials = (): void => useSession.getState().clearCredentials();
export const getToken = (): string | null => useSession.getState().getToken();
