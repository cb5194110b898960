// The staff console pages the signed-in account may open, in one list for the user menu and the
// side menu's staff section: the console entries getMenu names (with their own page), then every
// /admin page of the route table guarded by a staff code the account holds (a code such as
// admin.publish has no page of its own: its pages are the consoles it guards).
import { isPageCode } from '../../contract/menus.ts';
import { useTranslation } from '../i18n/translate.ts';
import { routes } from '../routes.ts';
import { useMenu } from '../stores/menu.ts';
import { useSession } from '../stores/session.ts';

export type StaffConsole = { path: string; label: string };

export function useStaffConsoles(): StaffConsole[] {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const menus = useMenu().data?.menus ?? [];
  const staffEntries = menus.filter((entry) => !isPageCode(entry.funcNo));
  const held = new Set(staffEntries.map((entry) => entry.funcNo));
  const named = staffEntries
    .filter((entry) => entry.newhref !== '')
    .map((entry) => ({ path: entry.newhref, label: language === 'en' ? entry.funcEname : entry.funcName }));
  const linked = new Set(named.map((entry) => entry.path));
  const guarded = routes
    .filter(
      (route) =>
        route.path.startsWith('/admin/') &&
        route.menuCode !== undefined &&
        held.has(route.menuCode) &&
        !linked.has(route.path),
    )
    .map((route) => ({ path: route.path, label: t(route.titleKey) }));
  return [...named, ...guarded];
}
