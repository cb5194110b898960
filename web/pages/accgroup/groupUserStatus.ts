// The status tags of a group's user, by the rule of the child-account list (web/pages/account/
// accountModel.ts): switched off by its primary first — a fact apart from the state — then the state
// unless that is plain "active"; both show when both hold, since switching it on leaves a lock.
import type { GroupUser } from '../../api/accgroup.ts';

export type GroupUserStatus = GroupUser['state'] | 'disabled';

export function groupUserStatuses(user: Pick<GroupUser, 'state' | 'enabled'>): GroupUserStatus[] {
  if (user.enabled) return [user.state];
  return user.state === 'active' ? ['disabled'] : ['disabled', user.state];
}

/** UI.md colours: done green, waiting orange, refused red. */
export const groupUserStatusColor: Record<GroupUserStatus, string> = {
  active: 'green',
  incomplete: 'orange',
  inactive: 'orange',
  locked: 'red',
  disabled: 'red',
};
