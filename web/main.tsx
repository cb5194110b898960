// Entry: language first, then the providers (antd theme and locale, the toast holder, the router)
// around the guarded routes. TanStack Query is not among them: the sign-in page does without it,
// the frame and the pages that need it bring it (queryClient.tsx).
import './i18n/index.ts';
import { lazy, startTransition, StrictMode, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigProvider, theme as antdTheme } from 'antd';
import type { Locale } from 'antd/es/locale/index.js';
import zhCNModule from 'antd/es/locale/zh_CN.js';
import enUSModule from 'antd/es/locale/en_US.js';
import { BrowserRouter } from 'react-router';
import type { Language } from '../contract/limits.ts';
import { languageReady } from './i18n/index.ts';
import { setNotifier } from './notify.ts';
import type { Toast } from './notify.ts';
import { AppRoutes } from './router.tsx';
import { useSession } from './stores/session.ts';
import derivedTokens from 'virtual:antd-derived-tokens';
import { theme, themeWithoutMotion } from './theme.ts';
import { builtAlgorithm } from './themeTokens.ts';

// antd types its ESM files as CommonJS, so under NodeNext TypeScript sees the module object
// where the bundler gives the default export; take whichever is there.
const localeOf = (module: unknown): Locale => ((module as { default?: Locale }).default ?? module) as Locale;
const antdLocales: Record<Language, Locale> = { zh: localeOf(zhCNModule), en: localeOf(enUSModule) };

// The toast holder arrives with the first toast (toasts.tsx); until then toasts wait here, in order.
const ToastHolder = lazy(() => import('./toasts.tsx'));
const waitingToasts: Toast[] = [];

/**
 * What antd's App gave the portal, without what it costs: App also mounts the modal and
 * notification holders (~25 KB gzip on every first load, the sign-in page included). Here: the
 * context-aware message API behind notify() (toasts from anywhere: request layer, guard, pages),
 * the base text style, and link colours. Pages open confirmations with Popconfirm or Modal.useModal().
 */
function AppShell({ children }: { children: ReactNode }) {
  const [toastsWanted, setToastsWanted] = useState(false);
  const { token } = antdTheme.useToken();
  useEffect(() => {
    setNotifier((toast) => {
      waitingToasts.push(toast);
      setToastsWanted(true);
    });
  }, []);
  // Plain links (react-router's Link) look like antd's. A tag in a table cell (a state) may wrap
  // between its words inside its cell rather than run over the next column: antd keeps a tag on one
  // line, and a column sized for the Chinese label is too narrow for some English ones ("Awaiting
  // password"). Never inside a word: a column too narrow for one word is widened where it is declared.
  const links = `a{color:${token.colorLink};text-decoration:none;transition:color .2s}a:hover{color:${token.colorLinkHover}}a:active{color:${token.colorLinkActive}}`;
  const cellTags = '.ant-table-cell .ant-tag{white-space:normal;overflow-wrap:normal;max-width:100%}';
  return (
    <div
      style={{
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      <style>{links + cellTags}</style>
      {toastsWanted ? (
        <Suspense fallback={null}>
          <ToastHolder waiting={waitingToasts} />
        </Suspense>
      ) : null}
      {children}
    </div>
  );
}

// The theme's derived tokens from the build (decision 0035); made once, so the theme objects are stable.
const algorithm = builtAlgorithm(derivedTokens);
const themes = { moving: { ...theme, algorithm }, still: { ...themeWithoutMotion, algorithm } };

const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)');
const watchReducedMotion = (changed: () => void) => {
  reducedMotion?.addEventListener('change', changed);
  return () => reducedMotion?.removeEventListener('change', changed);
};

function Root() {
  const language = useSession((state) => state.language);
  const still = useSyncExternalStore(watchReducedMotion, () => reducedMotion?.matches ?? false);
  return (
    <ConfigProvider theme={still ? themes.still : themes.moving} locale={antdLocales[language]}>
      <AppShell>
        {/* The address is taken at once, not as a transition: what renders it (router.tsx) marks a
            list whose conditions it no longer shows as loading in the same task that changed the
            address, so no frame shows the old rows as the answer to the new address. */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
      </AppShell>
    </ConfigProvider>
  );
}

// The first render as a transition: React renders the providers and the loading ring in slices of
// a few milliseconds instead of in one task (115–140 ms traced on this machine at a phone's size,
// antd's theme tokens most of it), and the browser goes on with the page's chunks in between.
// Nothing is on screen before it anyway.
void languageReady.then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Root />
      </StrictMode>,
    ),
  );
});
