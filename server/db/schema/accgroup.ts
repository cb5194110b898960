// Account groups (spec §6): a company's customers tied to groups, each with managers, the
// functions the group allows, and customer roles that carry function permissions. A member's
// codes are the union of its own grants and its roles' functions, within what the group allows
// and within what its primary holds (server/platform/auth.ts).
import { sql } from '../orm.ts';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from '../orm.ts';
import { accounts, companies, menus } from './core.ts';

export const accountGroups = pgTable(
  'account_groups',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    description: text('description').notNull().default(''),
    /** false: the group allows every code its company's primary holds; true: only account_group_funcs. */
    customFuncs: boolean('custom_funcs').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('account_groups_company_name_uq').on(t.companyId, t.name)],
);

/** Who manages a group (sets its functions, roles and its users' roles). */
export const accountGroupManagers = pgTable(
  'account_group_managers',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => accountGroups.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.accountId] }),
    index('account_group_managers_account_idx').on(t.accountId),
  ],
);

/** Members of a group: child accounts of the group's company, each in one group at most. */
export const accountGroupMembers = pgTable(
  'account_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => accountGroups.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.accountId] }),
    uniqueIndex('account_group_members_account_uq').on(t.accountId),
  ],
);

/** The codes a group allows, when its functions are custom. */
export const accountGroupFuncs = pgTable(
  'account_group_funcs',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => accountGroups.id, { onDelete: 'cascade' }),
    menuCode: text('menu_code')
      .notNull()
      .references(() => menus.code, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.menuCode] })],
);

/** Customer roles, defined by a group's managers for that group. */
export const custRoles = pgTable(
  'cust_roles',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => accountGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cust_roles_group_name_uq').on(t.groupId, sql`lower(${t.name})`)],
);

export const custRoleFuncs = pgTable(
  'cust_role_funcs',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => custRoles.id, { onDelete: 'cascade' }),
    menuCode: text('menu_code')
      .notNull()
      .references(() => menus.code, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuCode] })],
);

export const accountCustRoles = pgTable(
  'account_cust_roles',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => custRoles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.roleId] }), index('account_cust_roles_role_idx').on(t.roleId)],
);
