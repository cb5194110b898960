// What the page of a mailed link says under its heading: a new child's invitation and a child's
// new address are different links (the server tells which, POST /gateway/user/inviteInfo), and the
// second names the company whose account changes its address. Both set a password.
import type { InviteInfo } from '../../api/account.ts';
import { localName } from '../../components/format.ts';

export type InviteSubtitle = { key: 'invite.subtitle' | 'invite.changeSubtitle'; company: string } | null;

/** None until the link is known, so the wrong one never shows first. */
export function inviteSubtitleOf(info: InviteInfo | undefined, language: 'zh' | 'en'): InviteSubtitle {
  if (!info) return null;
  if (info.kind === 'invite') return { key: 'invite.subtitle', company: '' };
  return {
    key: 'invite.changeSubtitle',
    company: localName({ name: info.companyName, nameEn: info.companyNameEn }, language),
  };
}
