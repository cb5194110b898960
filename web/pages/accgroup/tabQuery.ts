// The filters and page of the list on an account-permission settings tab live in the address beside
// groupId and tab (UI.md), so a refresh or Back restores them; choosing another tab or group
// (AccountPermissionSettingsPage `go`) writes only groupId and tab, and the list starts afresh.
import { param } from '../../components/list/listParams.ts';
import type { ParamSpec } from '../../components/list/listParams.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import type { ListQuery } from '../../components/list/useListQuery.ts';

/** What the settings page itself keeps in the address, which every tab's list carries along. */
export const tabKeep = ['groupId', 'tab'] as const;

/** The roles tab: a keyword. */
export const rolesSpec = { keyword: param.text() };

/** The users tab: platform and role (chosen from the group's), and a keyword. */
export const usersSpec = { platformId: param.id, roleId: param.id, keyword: param.text() };

export function useTabQuery<S extends ParamSpec>(spec: S): ListQuery<S> {
  return useListQuery(spec, { keep: tabKeep });
}
