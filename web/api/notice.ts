// One system announcement for /noticePage; public, so the page works without a token.
import type { AnnouncementDetail } from '../../contract/home.ts';
import { request } from './request.ts';

export type { AnnouncementDetail };

/** Quiet: an unknown id is the page's not-found state, not a toast. */
export const fetchNotice = (id: number) =>
  request<AnnouncementDetail>({ method: 'GET', path: `/common/notice/detail/${id}`, quiet: true }).then(
    (envelope) => envelope.data,
  );
