// /dcc: the documents list. The four catalogue modules (dcc, tr, pcn, tool) share one screen,
// CatalogPage beside this file; each module's folder holds only its entry, which names its kind.
import { CatalogPage } from './CatalogPage.tsx';

export default function DccPage() {
  return <CatalogPage kind="dcc" />;
}
