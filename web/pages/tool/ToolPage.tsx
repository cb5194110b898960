// /tool: tools, on the documents family's list screen (web/pages/dcc/CatalogPage.tsx).
import { CatalogPage } from '../dcc/CatalogPage.tsx';

export default function ToolPage() {
  return <CatalogPage kind="tool" />;
}
