// Calls of Personal Center (M18): the account's profile, a password change while signed in, and
// the home quick-navigation settings. Shapes from contract/personal.ts, as types only.
import type { z } from 'zod';
import type { changePasswordBody, MenuSettings, menuSettingsBody, PersonalProfile } from '../../contract/personal.ts';
import { del, get, put, request } from './request.ts';

export type { MenuSettings, PersonalProfile };
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

const base = '/common/personal/center';

export const fetchProfile = () => get<PersonalProfile>(`${base}/profile`).then((envelope) => envelope.data);
/** Ends every session of the account, this one too. Quiet: the form shows refusals on their fields. */
export const changePassword = (body: ChangePasswordBody) =>
  request<null>({ method: 'POST', path: `${base}/updatePassword`, body, quiet: true });
export const fetchMenuSettings = () => get<MenuSettings>(`${base}/menuSettings`).then((envelope) => envelope.data);
export const saveMenuSettings = (codes: string[]) =>
  put<MenuSettings>(`${base}/menuSettings`, { codes } satisfies z.input<typeof menuSettingsBody>).then(
    (envelope) => envelope.data,
  );
export const resetMenuSettings = () => del<MenuSettings>(`${base}/menuSettings`).then((envelope) => envelope.data);
