import { z } from 'zod';
import { idField, idParams, requiredText, text, type PageQuery } from './fields.ts';

export const accountStateValues = ['incomplete', 'inactive', 'active', 'locked'] as const;
export type AccountState = (typeof accountStateValues)[number];

/** Why a locked account is locked: by the project manager, e-mail unverified for too long, or waiting for its verification (after an unlock or a reset). */
export const lockReasonValues = ['force', 'unverified', 'unlocked-unverified'] as const;
export type LockReason = (typeof lockReasonValues)[number];

export const adminAccountsQuery = z.object({
  state: z.enum(accountStateValues).optional(),
  /** Locked accounts locked for this reason (implies state locked). */
  lockReason: z.enum(lockReasonValues).optional(),
  keyword: text(100).optional(),
});
/** Nothing here is coerced, so the input is what the web sends; the route adds the page. */
export type AccountListQuery = z.input<typeof adminAccountsQuery> & PageQuery;

export const adminAccountSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  type: z.enum(['primary', 'child', 'staff']),
  state: z.enum(accountStateValues),
  lockReason: z.string().nullable(),
  /** When its primary switched this child off: a fact of its own beside `state` and `lockReason`. */
  disabledAt: z.string().nullable(),
  companyId: z.number(),
  companyName: z.string(),
  companyNameEn: z.string(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  emailVerifiedAt: z.string().nullable(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const accountIdParams = idParams;
/** What `/admin/account/{action}/:id` may do to an account: one route each. */
export const accountActions = ['activate', 'lock', 'unlock'] as const;
export type AccountAction = (typeof accountActions)[number];

/** Registrations waiting for the project manager (state `inactive`): what the registrant filled in. */
export const adminRegistrationsQuery = z.object({ keyword: text(100).optional() });
export type RegistrationListQuery = z.input<typeof adminRegistrationsQuery> & PageQuery;
export const adminRegistrationSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  type: z.enum(['primary', 'child', 'staff']),
  language: z.enum(['zh', 'en']),
  complianceState: z.enum(['incomplete', 'passed']),
  companyId: z.number(),
  companyName: z.string(),
  companyNameEn: z.string(),
  emailVerifiedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminRegistration = z.infer<typeof adminRegistrationSchema>;
/** Rejecting a registration deletes the never-active account (decision 0027); the reason is mailed to the registrant. */
export const rejectRegistrationBody = z.object({ reason: requiredText(500, { multiline: true }) });
export type RejectRegistrationBody = z.infer<typeof rejectRegistrationBody>;

/** The companies assigned to the project manager, with their authorized platforms and projects. */
export const adminCompaniesQuery = z.object({ keyword: text(100).optional() });
export type CompanyListQuery = z.input<typeof adminCompaniesQuery> & PageQuery;
export const adminProjectSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Deliveries, destination branches, patch-set applies, reviews or simulation tasks name it: it cannot be removed. */
  inUse: z.boolean(),
});
export const adminCompanySchema = z.object({
  id: z.number(),
  name: z.string(),
  nameEn: z.string(),
  /** Listed for self-registration. */
  isLegal: z.boolean(),
  /** Its primary account, if it has one (a company has at most one). */
  primary: z
    .object({ id: z.number(), name: z.string(), state: z.enum(accountStateValues), lockReason: z.string().nullable() })
    .nullable(),
  accountCount: z.number(),
  platforms: z.array(z.object({ id: z.number(), name: z.string() })),
  projects: z.array(adminProjectSchema),
  createdAt: z.string(),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;
export type AdminProject = z.infer<typeof adminProjectSchema>;
/** What the companies tab chooses from: every platform of the vendor. */
export const adminCompanyOptionsSchema = z.object({
  platforms: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type AdminCompanyOptions = z.infer<typeof adminCompanyOptionsSchema>;

/**
 * A new licensed customer company (listed for registration and assigned to the project manager who
 * adds it), or the two names of one of theirs: the portal names it in the language on screen.
 */
export const companyBody = z.object({ name: requiredText(100), nameEn: requiredText(100) });
export type CompanyBody = z.infer<typeof companyBody>;
export const companyPlatformBody = z.object({ platformId: idField });
export type CompanyPlatformBody = z.infer<typeof companyPlatformBody>;
export const projectBody = z.object({ name: requiredText(100) });
export type ProjectBody = z.infer<typeof projectBody>;
