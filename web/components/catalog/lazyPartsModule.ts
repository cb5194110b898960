// What lazyParts.ts loads in one piece.
export { CatalogDetailDrawer } from './CatalogDetailDrawer.tsx';
export { default as DownloadDrawer } from '../downloads/DownloadDrawer.tsx';
