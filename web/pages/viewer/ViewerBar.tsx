// The slim top bar of a viewer page (UI.md "Viewer pages"): back, the file's name, a note.
import { Button, theme } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translate.ts';
import { useLocation, useNavigate } from 'react-router';
import { viewerHome } from '../../components/catalog/kinds.ts';
import { topBarHeight, topBarRoom } from '../../layout/feedback/placement.ts';

/** The frame puts the feedback button at this bar's right end (BareLayout), and the bar leaves room for it. */
export const viewerBarHeight = topBarHeight;

export function ViewerBar({ title, note, dark = false }: { title: string; note?: ReactNode; dark?: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Back where the user came from (the list keeps its filters and scroll); opened directly, to the module.
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(viewerHome[pathname] ?? '/');
  };
  const color = dark ? 'rgba(255,255,255,0.88)' : token.colorText;
  return (
    <header
      style={{
        height: viewerBarHeight,
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        padding: `0 ${token.paddingMD}px`,
        paddingInlineEnd: topBarRoom,
        background: dark ? '#141414' : token.colorBgContainer,
        borderBottom: dark ? '1px solid #303030' : `1px solid ${token.colorBorderSecondary}`,
        color,
        flex: 'none',
      }}
    >
      <Button type="text" icon={<ArrowLeftOutlined />} onClick={back} style={{ color }}>
        {t('viewer.back')}
      </Button>
      <h1
        style={{
          margin: 0,
          fontSize: token.fontSizeLG,
          fontWeight: 600,
          flex: 1,
          minWidth: 0,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          color,
        }}
      >
        {title}
      </h1>
      {note ? <span style={{ fontSize: token.fontSizeSM, opacity: 0.75, whiteSpace: 'nowrap' }}>{note}</span> : null}
    </header>
  );
}
