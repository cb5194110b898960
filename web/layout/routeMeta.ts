// What the route table says about the page on screen, for the layouts (footer, feedback, title).
import { createContext, useContext } from 'react';

export type RouteMeta = {
  path: string;
  /** i18n key of the page title (document title, breadcrumbs). */
  titleKey: string;
  /** 'shared': header, footer, watermark; 'bare': the pages outside (login, errors, viewers). */
  layout: 'shared' | 'bare';
  /** Keep filters, page and scroll when coming back from a detail. */
  keepAlive?: boolean;
  /** Menu code (M..) the page belongs to. */
  menuCode?: string;
  noFooter?: boolean;
  noFeedback?: boolean;
};

export const RouteMetaContext = createContext<RouteMeta | null>(null);

export function useRouteMeta(): RouteMeta | null {
  return useContext(RouteMetaContext);
}
