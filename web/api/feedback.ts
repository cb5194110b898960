// The feedback dialog's call (spec §7): the account and the time are the server's to add.
import type { FeedbackBody } from '../../contract/home.ts';
import { post } from './request.ts';

export type { FeedbackBody };

export const sendFeedback = (body: FeedbackBody) => post<null>('/common/homepage/custFeedback', body);
