// Account groups, customer roles and the users of a group (spec §6, §7: the /common/cust/
// manager, func, role and user calls, and /common/personal/center/getUserAccGroupAccount).
// A role carries function permissions (menu and function codes); what a member may do is the
// union of its own grants and its roles' functions, within what its group allows.
import { z } from 'zod';
import { limits } from './limits.ts';
import { roleDescriptionMax, roleNameMax } from './accgroup-limits.ts';
import { codeField, idField, idList, idParam, pageBodyFields, requiredText, text } from './fields.ts';

const id = idField;
const codes = z.array(codeField).max(200);
const page = pageBodyFields;

export const groupBody = z.object({ groupId: id });
/** The group of a GET (getAccGroupFunc): its id comes as text and is coerced. */
export const groupQuery = z.object({ groupId: idParam });
export const saveGroupFuncBody = z.object({ groupId: id, codes });

export const roleListBody = z.object({ groupId: id, keyword: text(100).optional(), ...page });
export const createRoleBody = z.object({
  groupId: id,
  name: requiredText(roleNameMax),
  description: text(roleDescriptionMax, { multiline: true }).default(''),
  /** Optional: the role's functions at once (saveCustRoleFunc sets them later too). */
  codes: codes.default([]),
});
export const updateRoleBody = z.object({
  id,
  name: requiredText(roleNameMax),
  description: text(roleDescriptionMax, { multiline: true }).default(''),
});
export const roleBody = z.object({ roleId: id });
export const saveRoleFuncBody = z.object({ roleId: id, codes });

export const userListBody = z.object({
  groupId: id,
  keyword: text(100).optional(),
  platformId: id.optional(),
  roleId: id.optional(),
  ...page,
});
export const userBody = z.object({ userId: id });
/** Sets (replaces) the roles of each user; every user must be a member of the group. */
export const batchSetUserBody = z.object({
  groupId: id,
  userIds: idList(limits.pageSizeMax).min(1, 'common.note.select'),
  roleIds: idList(50),
});

const named = { id: z.number(), name: z.string() };
export const accGroupSchema = z.object({
  id: z.number(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  memberCount: z.number(),
  roleCount: z.number(),
  customFuncs: z.boolean(),
});
export type AccGroup = z.infer<typeof accGroupSchema>;

export const managerSchema = z.object({ id: z.number(), name: z.string(), email: z.string() });

export const funcNodeSchema = z.object({
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  children: z.array(z.object({ code: z.string(), name: z.string(), nameEn: z.string() })),
});
export type FuncNode = z.infer<typeof funcNodeSchema>;
/** A tree of what may be chosen, and the codes chosen (held). */
export const funcTreeSchema = z.object({ tree: z.array(funcNodeSchema), codes: z.array(z.string()) });
export const groupFuncSchema = funcTreeSchema.extend({ customFuncs: z.boolean() });
export const userFuncSchema = funcTreeSchema.extend({ roleIds: z.array(z.number()) });

export const custRoleSchema = z.object({
  id: z.number(),
  groupId: z.number(),
  name: z.string(),
  description: z.string(),
  funcCount: z.number(),
  userCount: z.number(),
  creator: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustRole = z.infer<typeof custRoleSchema>;

export const groupUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  type: z.enum(['primary', 'child', 'staff']),
  state: z.enum(['incomplete', 'inactive', 'active', 'locked']),
  /** False when its primary switched it off: a fact apart from `state` (the project manager's lock, e-mail verification). */
  enabled: z.boolean(),
  roles: z.array(z.object(named)),
  /** Platforms the user follows; all the company's when it chose none. */
  platforms: z.array(z.object(named)),
});
export type GroupUser = z.infer<typeof groupUserSchema>;

export const namedSchema = z.object(named);
export const userOptionSchema = z.object({ id: z.number(), name: z.string(), email: z.string() });

/** The caller's own standing: the groups it manages, the group it belongs to and its roles there. */
export const userAccGroupAccountSchema = z.object({
  isManager: z.boolean(),
  managedGroups: z.array(z.object({ ...named, nameEn: z.string() })),
  memberGroup: z.object({ ...named, nameEn: z.string() }).nullable(),
  roles: z.array(z.object(named)),
});
export type UserAccGroupAccount = z.infer<typeof userAccGroupAccountSchema>;
