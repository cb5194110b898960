// The feedback dialog's calls: the submit of spec §7 (the account and the time are the server's to
// add) and the account's own feedback with the engineers' replies (the dialog's history).
import type { Page } from '../../contract/codes.ts';
import type { PageQuery } from '../../contract/fields.ts';
import type { FeedbackBody, MyFeedback } from '../../contract/home.ts';
import { get, post } from './request.ts';

export type { FeedbackBody, MyFeedback };

export const sendFeedback = (body: FeedbackBody) => post<null>('/common/homepage/custFeedback', body);

export const listMyFeedback = (page: PageQuery, signal?: AbortSignal) =>
  get<Page<MyFeedback>>('/common/homepage/myFeedback', page, signal).then((envelope) => envelope.data);
