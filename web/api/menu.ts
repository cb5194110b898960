// What the menu entries need besides getMenu (api/auth.ts): the to-do counts of spec §7 and the
// user guide download of M22.
import type { UserGuideQuery } from '../../contract/download.ts';
import type { Language } from '../../contract/limits.ts';
import { moduleCodes } from '../../contract/menus.ts';
import type { ToDoTotal } from '../stores/session.ts';
import { download, get } from './request.ts';

/** The count call of each to-do badge and the menu code that must be held to ask it. */
export const toDoCalls: readonly { key: keyof ToDoTotal; code: string; path: string }[] = [
  { key: 'dcc', code: moduleCodes.dcc.page, path: '/dccpath/dcc/file/getNoDownloadCount' },
  { key: 'tr', code: moduleCodes.tr.page, path: '/dccpath/tr/file/getNoDownloadTrCount' },
  { key: 'pcn', code: moduleCodes.pcn.page, path: '/dccpath/pcn/file/getNoDownloadCount' },
  { key: 'tool', code: moduleCodes.tool.page, path: '/dccpath/tool/file/getNoDownloadCount' },
  { key: 'review', code: moduleCodes.review.page, path: '/applypath/review/getCustomerModifyCount' },
];

export const fetchToDoCount = (path: string) => get<number>(path).then((envelope) => envelope.data);

/** The user guide PDF in `language`. */
export const downloadUserGuide = (language: Language) =>
  download('/common/download/userGuide', { params: { lang: language } satisfies UserGuideQuery });
