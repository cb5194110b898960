// The parts of the catalogue screens that wait for their first use, behind as few dynamic
// imports as possible: each lazy boundary splits the shared vendor code into finer chunks and
// weighs a little on every page's first load, the sign-in page's included. The detail drawer and
// the download list come together (plus the antd parts they use); the PDF preview alone, as a
// detail opened from a link does not need it (antd's Modal, ~8 KB gzip); the date range picker
// (~32 KB, the calendar) alone, as most visits never open it.
import { lazy } from 'react';

const parts = () => import('./lazyPartsModule.ts');

export const CatalogDetailDrawer = lazy(() => parts().then((module) => ({ default: module.CatalogDetailDrawer })));
export const PreviewModal = lazy(() =>
  import('./PreviewModal.tsx').then((module) => ({ default: module.PreviewModal })),
);
export const DownloadDrawer = lazy(() => parts().then((module) => ({ default: module.DownloadDrawer })));
export const RangePickerField = lazy(() => import('./RangePickerField.tsx'));
