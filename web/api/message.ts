// Calls of the message settings (Personal Center): the e-mail settings per module, saving them,
// and the log of changes. Shapes from contract/message.ts, as types only.
import type { z } from 'zod';
import type {
  EmailConfigLog,
  MessageMode,
  MessageModule,
  ModuleEmailConfig,
  saveEmailConfigBody,
} from '../../contract/message.ts';
import type { Page } from '../../contract/codes.ts';
import { get, post } from './request.ts';

export type { EmailConfigLog, MessageMode, MessageModule, ModuleEmailConfig };
export { isWorkflowModule } from '../../contract/message.ts';
export type EmailConfigLogPage = Page<EmailConfigLog>;

const base = '/common/user/message';

export const fetchEmailConfig = () =>
  get<ModuleEmailConfig[]>(`${base}/getModuleEmailConfigAndUserConfig`).then((envelope) => envelope.data);
export const saveEmailConfig = (body: z.input<typeof saveEmailConfigBody>) =>
  post<ModuleEmailConfig[]>(`${base}/saveUserEmailConfig`, body).then((envelope) => envelope.data);
export const fetchEmailConfigLog = (pageNum: number, pageSize: number) =>
  post<EmailConfigLogPage>(`${base}/getUserEmailConfigLog`, { pageNum, pageSize }).then((envelope) => envelope.data);
