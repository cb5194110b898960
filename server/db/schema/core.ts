// Core tables of the foundation: who is who, what they may open, and the platform services.
import { sql } from '../orm.ts';
import {
  bigint,
  smallint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from '../orm.ts';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    isVendor: boolean('is_vendor').notNull().default(false),
    /** Legal companies listed for registration (getLegalCom). */
    isLegal: boolean('is_legal').notNull().default(true),
    createdAt: created(),
  },
  (t) => [uniqueIndex('companies_name_uq').on(t.name)],
);

export const platforms = pgTable(
  'platforms',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: created(),
  },
  (t) => [uniqueIndex('platforms_name_uq').on(t.name)],
);

export const companyPlatforms = pgTable(
  'company_platforms',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.platformId] })],
);

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('projects_company_name_uq').on(t.companyId, t.name)],
);

/** Menu entries (M..) and function codes, one table: spec §3 menu entry fields. */
export const menus = pgTable('menus', {
  code: text('code').primaryKey(),
  kind: text('kind', { enum: ['menu', 'function', 'staff'] }).notNull(),
  parentCode: text('parent_code'),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  href: text('href').notNull().default(''),
  redirectUrl: text('redirect_url').notNull().default(''),
  icon: text('icon').notNull().default(''),
  isQuickstart: boolean('is_quickstart').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    isStaff: boolean('is_staff').notNull().default(false),
  },
  (t) => [uniqueIndex('roles_code_uq').on(t.code)],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuCode: text('menu_code')
      .notNull()
      .references(() => menus.code, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuCode] })],
);

export const accountStates = ['incomplete', 'inactive', 'active', 'locked'] as const;
/** Why a `locked` account is locked; a primary switching its child off is `disabledAt`, not a lock. */
export const lockReasons = ['unverified', 'force', 'unlocked-unverified'] as const;

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** primary | child for customers; staff for the vendor's people. */
    type: text('type', { enum: ['primary', 'child', 'staff'] }).notNull(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    state: text('state', { enum: accountStates }).notNull().default('incomplete'),
    lockReason: text('lock_reason', { enum: lockReasons }),
    /**
     * Switched off by its primary account (child accounts only): a fact of its own beside `state`,
     * so that neither the primary's switch nor a project manager's lock or unlock erases the other.
     */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    passwordHash: text('password_hash').notNull(),
    passwordUpdatedAt: timestamp('password_updated_at', { withTimezone: true }).notNull().defaultNow(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Compliance questionnaire of registration: incomplete until every answer is No. */
    complianceState: text('compliance_state', { enum: ['incomplete', 'passed'] })
      .notNull()
      .default('incomplete'),
    ndaVersion: text('nda_version'),
    ndaAcceptedAt: timestamp('nda_accepted_at', { withTimezone: true }),
    language: text('language', { enum: ['zh', 'en'] })
      .notNull()
      .default('zh'),
    createdBy: integer('created_by'),
    createdAt: created(),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('accounts_email_uq').on(sql`lower(${t.email})`), index('accounts_company_idx').on(t.companyId)],
);

export const accountRoles = pgTable(
  'account_roles',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.roleId] })],
);

/** Module permissions a primary account granted to one of its child accounts. */
export const accountGrants = pgTable(
  'account_grants',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    menuCode: text('menu_code')
      .notNull()
      .references(() => menus.code, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.menuCode] })],
);

/** Projects of its company a child account may not see ("unauthorized projects"). */
export const accountHiddenProjects = pgTable(
  'account_hidden_projects',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.projectId] })],
);

/** Vendor project managers and the companies assigned to them. */
export const staffCompanies = pgTable(
  'staff_companies',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.companyId] })],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: created(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_account_idx').on(t.accountId)],
);

/**
 * One row whose value grows whenever anything a request's identity is made of changes (sessions,
 * accounts, companies, grants, roles, groups, platforms, hidden projects): triggers bump it in the
 * changing transaction (migration 0016). A cached identity is good while the value it was read at
 * is still the value, so a revocation is seen by every process at its next request.
 */
export const authEpoch = pgTable('auth_epoch', {
  id: smallint('id').primaryKey().default(1),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});

export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    sha256: text('sha256').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** CRC-32 of the content, so a zip of stored files can be laid out before streaming. */
    crc32: bigint('crc32', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    /** What the magic bytes say the content is (pdf, zip, png, mp4 …); never the name's extension. */
    kind: text('kind').notNull(),
    uploadedBy: integer('uploaded_by').references(() => accounts.id),
    createdAt: created(),
  },
  (t) => [index('files_sha_idx').on(t.sha256), index('files_uploader_idx').on(t.uploadedBy)],
);

export const downloadRecords = pgTable(
  'download_records',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    itemKind: text('item_kind').notNull().default('file'),
    itemId: integer('item_id'),
    size: bigint('size', { mode: 'number' }).notNull(),
    // What was sent, when it differs from the stored file (a PDF stamped for this account): the
    // SHA-256 "My downloads" shows must match the bytes the customer has. Null: the file as stored.
    sentSha256: text('sent_sha256'),
    /** The platform the item belongs to (its first), for the staff dashboard; null when it has none. */
    platformId: integer('platform_id'),
    /** Where the download came from (the audit trail). */
    ip: text('ip').notNull().default(''),
    createdAt: created(),
  },
  (t) => [
    // The staff audit and dashboard read downloads by time.
    index('download_records_created_idx').on(t.createdAt),
    // "my downloads" pages newest first, with or without a kind filter; "not downloaded yet" marks look up by item.
    index('download_records_account_time_idx').on(
      t.accountId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('download_records_account_kind_time_idx').on(
      t.accountId,
      t.itemKind,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('download_records_account_item_idx').on(t.accountId, t.itemKind, t.itemId),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id'),
    action: text('action').notNull(),
    target: text('target').notNull().default(''),
    detail: jsonb('detail').notNull().default({}),
    ip: text('ip').notNull().default(''),
    createdAt: created(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_account_idx').on(t.accountId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);

export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  /** Published by the vendor's staff console: only released announcements show on home. */
  status: text('status', { enum: ['draft', 'released', 'withdrawn'] })
    .notNull()
    .default('released'),
  publisherId: integer('publisher_id'),
  title: text('title').notNull(),
  titleEn: text('title_en').notNull(),
  content: text('content').notNull(),
  contentEn: text('content_en').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  transport: text('transport', { enum: ['smtp', 'file'] }).notNull(),
  location: text('location').notNull().default(''),
  error: text('error'),
  /** Delivery attempts so far; a failed one is retried at `nextAttemptAt`, until the last is marked failed. */
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  createdAt: created(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/** Operator switches (maintenance flag, patch display switches …), readable without restart. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/**
 * Single-use links (24 h) that confirm a child account's e-mail address and set its password: the
 * invitation of a new child, and the confirmation of a changed address. The address becomes the
 * account's only when its owner opens the link, so a primary never learns whether it was taken.
 */
export const accountInvites = pgTable(
  'account_invites',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The address this link confirms; null on links made before it was kept (the account's own). */
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index('account_invites_account_idx').on(t.accountId, t.createdAt)],
);
