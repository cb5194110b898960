import { z } from 'zod';
import { idParams, text, type PageQuery } from './fields.ts';

export const accountStateValues = ['incomplete', 'inactive', 'active', 'locked'] as const;
export type AccountState = (typeof accountStateValues)[number];

export const adminAccountsQuery = z.object({
  state: z.enum(accountStateValues).optional(),
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
