// Calls of the auth module (API.md "Shapes we fixed"); shapes come from contract/auth.ts, as
// types only, so no zod schema travels into the sign-in pages.
import type { z } from 'zod';
import type {
  accountActivateBody,
  checkPasswordBody,
  emailQuery,
  complianceItemSchema,
  legalCompanySchema,
  LoginData,
  loginActionData,
  loginBody,
  MailCodePurpose,
  MenuResponse,
  ndaSchema,
  registerBody,
  registeredSchema,
  updatePwdBody,
} from '../../contract/auth.ts';
import { download, get, post, request } from './request.ts';

export type LoginBody = z.input<typeof loginBody>;
/** What codes 999 (password expired) and 9999 (e-mail verification needed) carry. */
export type LoginAction = z.infer<typeof loginActionData>;
export type RegisterBody = z.input<typeof registerBody>;
export type UpdatePwdBody = z.input<typeof updatePwdBody>;
export type AccountActivateBody = z.input<typeof accountActivateBody>;
export type ComplianceItem = z.infer<typeof complianceItemSchema>;
export type LegalCompany = z.infer<typeof legalCompanySchema>;
export type Nda = z.infer<typeof ndaSchema>;
export type { MailCodePurpose };

/** Resolves with the envelope: 0 signed in; 999 (password expired) and 9999 (verify e-mail) are the page's to handle. */
export const login = (body: LoginBody) => post<LoginData | LoginAction>('/gateway/user/login', body);

/** The captcha image, bound on the server to this tab's verify-code. */
export const captchaImage = () => download('/codepath/code/getVerificationCodePhoto');

/** The NDA in the language of the request (Accept-Language). */
export const fetchNda = () => get<Nda>('/gateway/user/nda').then((envelope) => envelope.data);

const mailCodePaths: Record<MailCodePurpose, string> = {
  register: '/codepath/code/getRegisterCode',
  reset: '/codepath/code/getVerificationCode',
  verify: '/codepath/code/getVerifyCode',
};
/** Mails a six-digit code; 429 with the seconds to wait inside 60 s of the last one. */
export const sendMailCode = (purpose: MailCodePurpose, email: string) =>
  get<null>(mailCodePaths[purpose], { email } satisfies z.input<typeof emailQuery>);

export const fetchComplianceItems = () =>
  get<ComplianceItem[]>('/gateway/user/getAllItem').then((envelope) => envelope.data);
export const fetchLegalCompanies = () =>
  get<LegalCompany[]>('/gateway/user/getLegalCom').then((envelope) => envelope.data);

export const register = (body: RegisterBody) => post<z.infer<typeof registeredSchema>>('/gateway/user/register', body);
export const updatePassword = (body: UpdatePwdBody) => post<null>('/gateway/user/updatePwd', body);
export const activateAccount = (body: AccountActivateBody) => post<null>('/gateway/user/accountActivate', body);

/**
 * The server half of the password rule (common passwords, username, e-mail name). Quiet: the
 * form shows the answer on the password field, not as a toast at every keystroke.
 */
export const checkPassword = (customerPwd: string, username?: string) =>
  request<null>({
    method: 'POST',
    path: '/gateway/user/checkPasswordContainsCommonKey',
    body: { customerPwd, username } satisfies z.input<typeof checkPasswordBody>,
    quiet: true,
  });

export const fetchMenu = () => get<MenuResponse>('/gateway/user/getMenu').then((envelope) => envelope.data);

/** Revokes the token on the server. Quiet: signing out goes on locally whatever the answer. */
export const logout = () => request<null>({ method: 'POST', path: '/gateway/user/logout', quiet: true });
