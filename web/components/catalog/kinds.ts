// What differs between the four catalogue modules: where their viewers and pages live. The spec
// names no viewers of technical reports, so reports open in the documents' viewers.
import type { CatalogKind } from '../../api/dcc.ts';

export const listPaths: Record<CatalogKind, string> = { dcc: '/dcc', tr: '/tr', pcn: '/pcn', tool: '/tool' };
export const videoPaths: Record<CatalogKind, string> = {
  dcc: '/dccVideo',
  tr: '/dccVideo',
  pcn: '/pcnVideo',
  tool: '/toolVideo',
};
export const sheetPaths: Record<CatalogKind, string> = {
  dcc: '/dccExcel',
  tr: '/dccExcel',
  pcn: '/pcnExcel',
  tool: '/toolExcel',
};
export const feedbackPaths: Partial<Record<CatalogKind, string>> = { dcc: '/dcc/DCCFeedback', tr: '/tr/TRFeedback' };

/** Where a viewer goes back to when it was opened directly (no history to return to). */
export const viewerHome: Record<string, string> = {
  '/dccVideo': '/dcc',
  '/dccExcel': '/dcc',
  '/pcnVideo': '/pcn',
  '/pcnExcel': '/pcn',
  '/toolVideo': '/tool',
  '/toolExcel': '/tool',
  '/trainVideo': '/train',
  '/trainExcel': '/train',
};
