// Calls of the staff console (code admin.accounts): the project manager's accounts, the
// registrations waiting for approval, and their companies with platforms and projects. Shapes
// from contract/admin.ts, as types only.
import type {
  AccountAction,
  AccountListQuery,
  AccountState,
  AdminAccount,
  AdminCompany,
  AdminCompanyOptions,
  AdminProject,
  AdminRegistration,
  CompanyBody,
  CompanyListQuery,
  RegistrationListQuery,
} from '../../contract/admin.ts';
import type { Page } from '../../contract/codes.ts';
import type { Created } from '../../contract/fields.ts';
import { get, post, put } from './request.ts';

export type {
  AccountAction,
  AccountListQuery,
  AccountState,
  AdminAccount,
  AdminCompany,
  AdminCompanyOptions,
  AdminProject,
  AdminRegistration,
  CompanyBody,
  CompanyListQuery,
  RegistrationListQuery,
};

export const listAccounts = (query: AccountListQuery, signal?: AbortSignal) =>
  get<Page<AdminAccount>>('/admin/account/list', query, signal).then((envelope) => envelope.data);

/** 409 when the account's state does not allow the action. */
export const changeAccountState = (action: AccountAction, id: number) => post<null>(`/admin/account/${action}/${id}`);

/** Accounts waiting for approval (inactive), oldest first. Approve with changeAccountState('activate', id). */
export const listRegistrations = (query: RegistrationListQuery, signal?: AbortSignal) =>
  get<Page<AdminRegistration>>('/admin/account/registrations', query, signal).then((envelope) => envelope.data);

/** Deletes the never-active account and mails the reason (409 unless it is still waiting). */
export const rejectRegistration = (id: number, reason: string) => post<null>(`/admin/account/reject/${id}`, { reason });

/** The account must verify its e-mail again; a code is mailed (429 while one was mailed under a minute ago). */
export const resetVerification = (id: number) => post<null>(`/admin/account/resetVerification/${id}`);

export const listCompanies = (query: CompanyListQuery, signal?: AbortSignal) =>
  get<Page<AdminCompany>>('/admin/company/list', query, signal).then((envelope) => envelope.data);

export const fetchCompanyOptions = (signal?: AbortSignal) =>
  get<AdminCompanyOptions>('/admin/company/options', undefined, signal).then((envelope) => envelope.data);

/** 409 when the Chinese name is taken. */
export const addCompany = (body: CompanyBody) => post<Created>('/admin/company/add', body).then((e) => e.data);

/** 409 when another company has that Chinese name. */
export const editCompany = (id: number, body: CompanyBody) => put<null>(`/admin/company/edit/${id}`, body);

export const addCompanyPlatform = (companyId: number, platformId: number) =>
  post<null>(`/admin/company/platform/add/${companyId}`, { platformId });

export const removeCompanyPlatform = (companyId: number, platformId: number) =>
  post<null>(`/admin/company/platform/remove/${companyId}`, { platformId });

/** 409 when the company has a project of that name. */
export const addProject = (companyId: number, name: string) =>
  post<Created>(`/admin/company/project/add/${companyId}`, { name }).then((e) => e.data);

export const renameProject = (id: number, name: string) => put<null>(`/admin/company/project/edit/${id}`, { name });

/** 409 while deliveries, branches, applies, reviews or simulation tasks name it. */
export const removeProject = (id: number) => post<null>(`/admin/company/project/remove/${id}`);
