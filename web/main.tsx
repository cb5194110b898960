// Entry: language first, then the providers (antd theme and locale, the toast holder,
// TanStack Query, the router) around the guarded routes.
import './i18n/index.ts';
import { StrictMode, useEffect } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, ConfigProvider, theme as antdTheme } from 'antd';
// The hook alone: `message` from 'antd' also carries its static API, which the portal does not use.
import useMessageModule from 'antd/es/message/useMessage.js';
import type { MessageInstance } from 'antd/es/message/interface.js';
import type { Locale } from 'antd/es/locale/index.js';
import zhCNModule from 'antd/es/locale/zh_CN.js';
import enUSModule from 'antd/es/locale/en_US.js';
import { CloseOutlined } from '@ant-design/icons';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import type { Language } from '../contract/limits.ts';
import { i18n, languageReady } from './i18n/index.ts';
import { setNotifier } from './notify.ts';
import type { Toast } from './notify.ts';
import { AppRoutes } from './router.tsx';
import { useSession } from './stores/session.ts';
import { theme } from './theme.ts';

// antd types its ESM files as CommonJS, so under NodeNext TypeScript sees the module object
// where the bundler gives the default export; take whichever is there.
const localeOf = (module: unknown): Locale => ((module as { default?: Locale }).default ?? module) as Locale;
const antdLocales: Record<Language, Locale> = { zh: localeOf(zhCNModule), en: localeOf(enUSModule) };
type UseMessage = () => readonly [MessageInstance, ReactElement];
const useMessage: UseMessage =
  (useMessageModule as unknown as { default?: UseMessage }).default ?? (useMessageModule as unknown as UseMessage);

const queryClient = new QueryClient({
  defaultOptions: {
    // Every failure is already reported by the request layer (spec §8); retrying would repeat it.
    queries: { retry: false, refetchOnWindowFocus: false },
  },
});

function showToast(message: MessageInstance, toast: Toast): void {
  // One key per text: antd replaces rather than stacks the same message.
  const key = `${toast.type}:${toast.content}`;
  const close = () => {
    message.destroy(key); // a programmatic close does not call onClose
    toast.onClose?.();
  };
  void message.open({
    key,
    type: toast.type,
    duration: toast.durationMs === undefined ? undefined : toast.durationMs / 1000,
    onClose: toast.onClose,
    content: toast.closable ? (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        {toast.content}
        <Button type="text" size="small" icon={<CloseOutlined />} aria-label={i18n.t('common.close')} onClick={close} />
      </span>
    ) : (
      toast.content
    ),
  });
}

/**
 * What antd's App gave the portal, without what it costs: App also mounts the modal and
 * notification holders (~25 KB gzip on every first load, the sign-in page included). Here: the
 * context-aware message API behind notify() (toasts from anywhere: request layer, guard, pages),
 * the base text style, and link colours. Pages open confirmations with Popconfirm or Modal.useModal().
 */
function AppShell({ children }: { children: ReactNode }) {
  const [message, messageHolder] = useMessage();
  const { token } = antdTheme.useToken();
  useEffect(() => {
    setNotifier((toast) => showToast(message, toast));
  }, [message]);
  // Plain links (react-router's Link) look like antd's.
  const links = `a{color:${token.colorLink};text-decoration:none;transition:color .2s}a:hover{color:${token.colorLinkHover}}a:active{color:${token.colorLinkActive}}`;
  return (
    <div
      style={{
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      <style>{links}</style>
      {messageHolder}
      {children}
    </div>
  );
}

function Root() {
  const language = useSession((state) => state.language);
  return (
    <ConfigProvider theme={theme} locale={antdLocales[language]}>
      <AppShell>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </AppShell>
    </ConfigProvider>
  );
}

void languageReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  ),
);
