// /tr: technical reports, on the documents family's list screen (web/pages/dcc/CatalogPage.tsx).
import { CatalogPage } from '../dcc/CatalogPage.tsx';

export default function TrPage() {
  return <CatalogPage kind="tr" />;
}
