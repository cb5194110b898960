// Child accounts (M08): the primary account of a company creates and manages them.
import { z } from 'zod';
import { codeField, emailField, idField, idList, nameField, phoneField, text, type PageQuery } from './fields.ts';

export const childAccountBody = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  menuCodes: z.array(codeField).min(1, 'accountNeedsModules').max(100),
  unauthorizedProjectIds: idList(200).default([]),
});
export const childAccountEditBody = childAccountBody.extend({ id: idField });
export const childStatusBody = z.object({ id: idField, enabled: z.boolean() });
export type ChildAccountBody = z.input<typeof childAccountBody>;
export type ChildAccountEditBody = z.input<typeof childAccountEditBody>;

/** `state` filters by the status the list shows: switched off by the primary (disabled), else the account state. */
export const childListQuery = z.object({
  keyword: text(100).optional(),
  state: z.enum(['incomplete', 'active', 'locked', 'disabled']).optional(),
});
export type ChildState = NonNullable<z.infer<typeof childListQuery>['state']>;
/** Nothing here is coerced, so the input is what the web sends; the route adds the page. */
export type ChildListQuery = z.input<typeof childListQuery> & PageQuery;
/** A new address is only proposed: `confirmationSent` when a link went to it (taken or not, the same answer). */
export const childEditResult = z.object({ confirmationSent: z.boolean() });

export const childAccountSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  /** A new address proposed by the primary, until its owner confirms it through the mailed link (24 h). */
  pendingEmail: z.string().nullable(),
  phone: z.string(),
  state: z.enum(['incomplete', 'inactive', 'active', 'locked']),
  /** False while the primary has switched it off; a project manager's lock is `state`. */
  enabled: z.boolean(),
  type: z.enum(['primary', 'child', 'staff']),
  lastLoginAt: z.string().nullable(),
  creator: z.string(),
  createdAt: z.string(),
  updater: z.string(),
  updatedAt: z.string(),
});
export type ChildAccount = z.infer<typeof childAccountSchema>;

export const childAccountDetailSchema = childAccountSchema.extend({
  /** What the primary granted on /account. */
  menuCodes: z.array(z.string()),
  unauthorizedProjectIds: z.array(z.number()),
  /** The account group it belongs to and its customer roles there (spec §6), set in Personal Center by the group's managers. */
  accountGroup: z
    .object({
      id: z.number(),
      name: z.string(),
      nameEn: z.string(),
      roles: z.array(z.object({ id: z.number(), name: z.string() })),
    })
    .nullable(),
  /** Codes it holds now only through those roles (decision 0007). */
  roleCodes: z.array(z.string()),
  /** Granted codes not in effect now: outside what its group allows, or no longer the primary's. */
  inactiveCodes: z.array(z.string()),
});

export const grantableSchema = z.object({
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  children: z.array(z.object({ code: z.string(), name: z.string(), nameEn: z.string() })),
});
export const projectSchema = z.object({ id: z.number(), name: z.string() });

export const acceptInviteBody = z.object({
  token: z.string().min(20).max(200),
  password: z.string().min(1).max(128),
  confirmPassword: z.string().min(1).max(128),
});
/** The mailed link looked up before its form shows (in a body: a URL's query ends up in logs). */
export const inviteInfoBody = z.object({ token: acceptInviteBody.shape.token });
/**
 * Which link it is: `invite`, a new child sets its first password; `change`, a child that had
 * confirmed an address confirms a new one. The company is the one the account belongs to.
 */
export const inviteInfoSchema = z.object({
  kind: z.enum(['invite', 'change']),
  companyName: z.string(),
  companyNameEn: z.string(),
});
/** The address the account now signs in with. */
export const inviteAcceptedSchema = z.object({ email: z.string() });
