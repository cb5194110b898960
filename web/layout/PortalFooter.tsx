// The footer (spec §1): the disclaimers link, the copyright and the build version. The layouts
// leave it out where the route table says noFooter. A plain element (see BareLayout); the
// disclaimers dialog loads on the first click, so the pages without it do not carry it.
import { lazy, Suspense, useState } from 'react';
import { Button, theme } from 'antd';
import { useTranslation } from '../i18n/translate.ts';
import { withQueries } from '../lazyQueries.tsx';
import { pageBackground, pagePadding } from '../theme.ts';

// With the query client: its text is the server's, and the bare pages provide no client.
const DisclaimersModal = lazy(withQueries(() => import('./disclaimers/DisclaimersModal.tsx')));

export function PortalFooter() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <footer
      style={{
        padding: `16px ${pagePadding}px`,
        background: pageBackground,
        textAlign: 'center',
        fontSize: token.fontSizeSM,
        color: token.colorTextSecondary,
      }}
    >
      <Button
        type="link"
        size="small"
        style={{ fontSize: token.fontSizeSM, paddingInline: 0 }}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {t('footer.disclaimers')}
      </Button>
      <span aria-hidden="true"> · </span>
      {t('app.copyright', { year: new Date().getFullYear() })} · {t('app.version', { version: __APP_VERSION__ })}
      {wanted ? (
        <Suspense fallback={null}>
          <DisclaimersModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </footer>
  );
}
