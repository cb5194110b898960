// /dcc, /tr, /pcn, /tool: one screen configured per module (web/components/catalog/), so one
// chunk serves the four paths (as the sign-in screen does for its four): moving between the
// modules loads nothing, and the bundle has one entry fewer per module.
import { useLocation } from 'react-router';
import { CatalogPage } from '../../components/catalog/CatalogPage.tsx';
import type { CatalogKind } from '../../api/dcc.ts';

const kindOf: Record<string, CatalogKind> = { '/dcc': 'dcc', '/tr': 'tr', '/pcn': 'pcn', '/tool': 'tool' };

export default function CatalogModulePage() {
  const { pathname } = useLocation();
  const kind = kindOf[pathname] ?? 'dcc';
  // A new module is a new list: its own filters, selection and scroll.
  return <CatalogPage key={kind} kind={kind} />;
}
