// Child accounts (M08): the primary account of a company creates and manages them.
import { z } from 'zod';
import { emailField, nameField, phoneField } from './fields.ts';

export const childAccountBody = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  menuCodes: z.array(z.string().trim().min(1).max(40)).min(1, 'accountNeedsModules').max(100),
  unauthorizedProjectIds: z.array(z.number().int().positive()).max(200).default([]),
});
export const childAccountEditBody = childAccountBody.extend({ id: z.number().int().positive() });
export const childStatusBody = z.object({ id: z.number().int().positive(), enabled: z.boolean() });

export const childListQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  state: z.enum(['incomplete', 'active', 'locked']).optional(),
});

export const childAccountSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  state: z.enum(['incomplete', 'inactive', 'active', 'locked']),
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
  accountGroup: z.object({ id: z.number(), name: z.string(), nameEn: z.string(), roles: z.array(z.object({ id: z.number(), name: z.string() })) }).nullable(),
  /** Codes it holds now only through those roles (decision 0007). */
  roleCodes: z.array(z.string()),
  /** Granted codes not in effect now: outside what its group allows, or no longer the primary's. */
  inactiveCodes: z.array(z.string()),
});

export const grantableSchema = z.object({ code: z.string(), name: z.string(), nameEn: z.string(), children: z.array(z.object({ code: z.string(), name: z.string(), nameEn: z.string() })) });
export const projectSchema = z.object({ id: z.number(), name: z.string() });

export const acceptInviteBody = z.object({ token: z.string().min(20).max(200), password: z.string().min(1).max(128), confirmPassword: z.string().min(1).max(128) });
