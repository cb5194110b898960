// Calls of the child-account module (M08; changes need account.manage) and the invite link a new
// child opens (/verify?invite=…). Shapes come from contract/account.ts, as types only.
import type { z } from 'zod';
import type {
  acceptInviteBody,
  ChildAccount,
  ChildAccountBody,
  childAccountDetailSchema,
  ChildAccountEditBody,
  childEditResult,
  ChildListQuery,
  ChildState,
  childStatusBody,
  grantableSchema,
  inviteAcceptedSchema,
  inviteInfoBody,
  inviteInfoSchema,
  projectSchema,
} from '../../contract/account.ts';
import type { Page } from '../../contract/codes.ts';
import type { Created } from '../../contract/fields.ts';
import { get, put, request } from './request.ts';

export type { ChildAccount, ChildAccountBody, ChildAccountEditBody, ChildListQuery, ChildState };
export type ChildAccountDetail = z.infer<typeof childAccountDetailSchema>;
export type GrantableModule = z.infer<typeof grantableSchema>;
export type CompanyProject = z.infer<typeof projectSchema>;
export type AcceptInviteBody = z.input<typeof acceptInviteBody>;
export type InviteInfo = z.infer<typeof inviteInfoSchema>;

const base = '/common/cust/account';

export const listChildren = (query: ChildListQuery, signal?: AbortSignal) =>
  get<Page<ChildAccount>>(`${base}/list`, query, signal).then((envelope) => envelope.data);
export const fetchChild = (id: number, signal?: AbortSignal) =>
  get<ChildAccountDetail>(`${base}/detail/${id}`, undefined, signal).then((envelope) => envelope.data);
/** The menus and functions the primary itself holds and may hand on (never M08). */
export const fetchGrantableModules = () =>
  get<GrantableModule[]>(`${base}/grantableModules`).then((envelope) => envelope.data);
export const fetchCompanyProjects = () => get<CompanyProject[]>(`${base}/projects`).then((envelope) => envelope.data);

/** Quiet: the form puts a refusal that names a field on that field (and toasts the others itself). */
export const addChild = (body: ChildAccountBody) =>
  request<Created>({ method: 'POST', path: `${base}/add`, body, quiet: true }).then((envelope) => envelope.data);
/** A changed address is only proposed: `confirmationSent` when a link went to it (decision 0008). */
export const editChild = (body: ChildAccountEditBody) =>
  request<z.infer<typeof childEditResult>>({ method: 'PUT', path: `${base}/edit`, body, quiet: true }).then(
    (envelope) => envelope.data,
  );
/** Disabling revokes the child's sessions at once. */
export const setChildEnabled = (id: number, enabled: boolean) =>
  put<null>(`${base}/status`, { id, enabled } satisfies z.input<typeof childStatusBody>);

/** Which mailed link it is (a new child's invitation or a new address) before its form shows. Quiet: a refused link shows as spent. */
export const fetchInviteInfo = (token: string, signal?: AbortSignal) =>
  request<InviteInfo>({
    method: 'POST',
    path: '/gateway/user/inviteInfo',
    body: { token } satisfies z.input<typeof inviteInfoBody>,
    quiet: true,
    signal,
  }).then((envelope) => envelope.data);
/** The mailed link: sets the password of the new child (single use, 24 h). Quiet: the page shows why it failed. */
export const acceptInvite = (body: AcceptInviteBody) =>
  request<z.infer<typeof inviteAcceptedSchema>>({
    method: 'POST',
    path: '/gateway/user/acceptInvite',
    body,
    quiet: true,
  }).then((envelope) => envelope.data);
