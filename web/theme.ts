// The one antd theme of the portal (UI.md "Look").
import type { ThemeConfig } from 'antd';

export const brandColor = '#1456c8';
export const pageBackground = '#f4f6fa';
export const contentMaxWidth = 1440;
export const pagePadding = 24;

export const theme: ThemeConfig = {
  // No styles computed in the browser: each component's CSS is a static file (decision 0035).
  zeroRuntime: true,
  token: {
    colorPrimary: brandColor,
    colorInfo: brandColor,
    colorLink: brandColor,
    borderRadius: 6,
    fontFamily: 'system-ui, "PingFang SC", "Microsoft YaHei", sans-serif',
  },
  components: {
    Layout: {
      headerBg: '#ffffff',
      headerHeight: 56,
      headerPadding: `0 ${pagePadding}px`,
      bodyBg: pageBackground,
      footerBg: pageBackground,
      footerPadding: `16px ${pagePadding}px`,
    },
  },
};

/**
 * The same theme without antd's motion, for a reader whose system asks for reduced motion
 * (`prefers-reduced-motion: reduce`, WCAG 2.3.3): dialogs, menus and messages appear at once.
 */
export const themeWithoutMotion: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };
