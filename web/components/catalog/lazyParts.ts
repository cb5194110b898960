// The parts of the catalogue screens that wait for their first use, behind as few dynamic
// imports as possible: each lazy boundary splits the shared vendor code into finer chunks and
// weighs a little on every page's first load, the sign-in page's included. The detail drawer, the
// PDF preview and the download list come together (~17 KB gzip, plus the antd parts they use);
// the date range picker (~32 KB, the calendar) alone, as most visits never open it.
import { lazy } from 'react';

const parts = () => import('./lazyPartsModule.ts');

export const CatalogDetailDrawer = lazy(() => parts().then((module) => ({ default: module.CatalogDetailDrawer })));
export const PreviewModal = lazy(() => parts().then((module) => ({ default: module.PreviewModal })));
export const DownloadDrawer = lazy(() => parts().then((module) => ({ default: module.DownloadDrawer })));
export const RangePickerField = lazy(() => import('./RangePickerField.tsx'));
