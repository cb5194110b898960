// Patch sets (M16): the vendor's patch sets and their PARs (problem analysis reports), the
// customer's apply of PARs into a destination branch (cart → preview → submit), the applies with
// their operation and approval history and e-patch files, the account groups' branch config, the
// per-company display switches, and the staff console under /admin/patchset. Shared by server and web.
import { z } from 'zod';
import {
  dateField,
  idField,
  idList,
  idParam,
  pageBodyFields,
  pageOf,
  requiredText,
  text,
  type QueryOf,
} from './fields.ts';

/** An apply is ongoing (being made), then finished: published or cancelled (by staff, or revoked by its customer). */
export const applyStatuses = ['ongoing', 'published', 'cancelled'] as const;
export type ApplyStatus = (typeof applyStatuses)[number];
/** The apply lists' two tabs. */
export const applyPhases = ['ongoing', 'finished'] as const;
export type ApplyPhase = (typeof applyPhases)[number];

export const issueTypes = ['stability', 'performance', 'power', 'security', 'function', 'compatibility'] as const;
export type IssueType = (typeof issueTypes)[number];
export const parProbabilities = ['always', 'high', 'medium', 'low'] as const;
export type ParProbability = (typeof parProbabilities)[number];
export const parSources = ['customer', 'internal', 'upstream', 'certification'] as const;
export type ParSource = (typeof parSources)[number];
/** A PAR is released in a patch set, or planned for the next release. */
export const parStatuses = ['released', 'planned'] as const;
export type ParStatus = (typeof parStatuses)[number];

export const patchsetSortFields = ['releaseDate', 'name', 'version'] as const;

export const patchsetMax = {
  keyword: 100,
  applyRemark: 500,
  deliveryReason: 500,
  comment: 500,
  /** PARs in one cart call or one apply. */
  pars: 200,
} as const;

/** At most this many rows in one export (more is 413: narrow the conditions). */
export const patchsetExportMaxRows = 10_000;

// Patch sets.

export const patchsetConditions = z.object({
  keyword: text(patchsetMax.keyword).optional(),
  platformId: idParam.optional(),
  version: text(50).optional(),
  baseBranch: text(100).optional(),
  from: dateField.optional(),
  to: dateField.optional(),
  sortField: z.enum(patchsetSortFields).default('releaseDate'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type PatchsetConditions = z.infer<typeof patchsetConditions>;
export type PatchsetConditionsQuery = QueryOf<typeof patchsetConditions>;

/** The POST list (getPatchSetList): the same conditions in a JSON body, with the page. */
export const patchsetListBody = patchsetConditions.extend({
  platformId: idField.optional(),
  ...pageBodyFields,
});
export type PatchsetListBody = z.input<typeof patchsetListBody>;
/** Export follows the conditions; a selection of ids is refused. */
export const patchsetExportBody = patchsetConditions.extend({
  platformId: idField.optional(),
  ids: z.array(z.number()).max(100).optional(),
});

export const patchsetSchema = z.object({
  id: z.number(),
  name: z.string(),
  platformId: z.number(),
  platform: z.string(),
  version: z.string(),
  baseBranch: z.string(),
  releaseDate: z.string(),
  parCount: z.number(),
  description: z.string(),
});
export type Patchset = z.infer<typeof patchsetSchema>;
export const patchsetPageSchema = pageOf(patchsetSchema);

export const patchsetDropDownSchema = z.object({
  platforms: z.array(z.object({ id: z.number(), name: z.string() })),
  versions: z.array(z.string()),
  baseBranches: z.array(z.string()),
});
export type PatchsetDropDown = z.infer<typeof patchsetDropDownSchema>;

export const patchsetHistorySchema = z.object({
  id: z.number(),
  version: z.string(),
  action: z.enum(['created', 'released', 'updated']),
  note: z.string(),
  at: z.string(),
});
export type PatchsetHistory = z.infer<typeof patchsetHistorySchema>;

// PARs.

export const parSchema = z.object({
  id: z.number(),
  parNo: z.string(),
  platformId: z.number(),
  platform: z.string(),
  patchSetId: z.number().nullable(),
  patchSet: z.string().nullable(),
  bugId: z.string(),
  cqId: z.string(),
  summary: z.string(),
  rootCause: z.string(),
  solution: z.string(),
  field: z.string(),
  testSuggestion: z.string(),
  probability: z.enum(parProbabilities),
  introducedIn: z.string(),
  source: z.enum(parSources),
  issueType: z.enum(issueTypes),
  status: z.enum(parStatuses),
  planTime: z.string().nullable(),
  mandatory: z.boolean(),
  releasedAt: z.string().nullable(),
  /** Ids of the PARs this one needs applied first (direct). */
  dependencyIds: z.array(z.number()),
});
export type Par = z.infer<typeof parSchema>;
export const parPageSchema = pageOf(parSchema);

/** A pending PAR of a branch: its place there (in the caller's cart, in an ongoing or published apply). */
export const pendingParSchema = parSchema.extend({ inCart: z.boolean() });
export type PendingPar = z.infer<typeof pendingParSchema>;

/**
 * A dependency offered along with a PAR (dependencypar). Asked with a destination branch, each is
 * marked when it is applied there already (an ongoing or published apply holds it: nothing to
 * add) or in the caller's cart for it.
 */
export const dependencyParSchema = parSchema.extend({ applied: z.boolean(), inCart: z.boolean() });
export type DependencyPar = z.infer<typeof dependencyParSchema>;
export const dependencyParQuery = z.object({ branchId: idParam.optional() });

export const parDetailSchema = parSchema.extend({ dependencies: z.array(parSchema), dependents: z.array(parSchema) });
export type ParDetail = z.infer<typeof parDetailSchema>;

export const detailParQuery = z.object({ id: idParam, keyword: text(patchsetMax.keyword).optional() });
export const detailHistoryQuery = z.object({ id: idParam });

export const issueTypeSchema = z.object({ value: z.enum(issueTypes), label: z.string() });

export const pendingParQuery = z.object({
  branchId: idParam,
  keyword: text(patchsetMax.keyword).optional(),
  issueType: z.enum(issueTypes).optional(),
  patchSetId: idParam.optional(),
  mandatory: z.enum(['true', 'false']).optional(),
});
export type PendingParQuery = QueryOf<typeof pendingParQuery>;

export const nextReleaseQuery = z.object({
  platformId: idParam.optional(),
  keyword: text(patchsetMax.keyword).optional(),
});
export type NextReleaseQuery = QueryOf<typeof nextReleaseQuery>;

// Branches and the account groups' config.

export const branchSchema = z.object({
  id: z.number(),
  name: z.string(),
  platformId: z.number(),
  platform: z.string(),
  projectId: z.number(),
  project: z.string(),
});
export type Branch = z.infer<typeof branchSchema>;

export const accGroupConfigSchema = z.object({
  groupId: z.number(),
  group: z.string(),
  /** False: the group has no config and its members may apply for every branch of the company. */
  restricted: z.boolean(),
  branches: z.array(branchSchema),
  platforms: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type AccGroupConfig = z.infer<typeof accGroupConfigSchema>;

/** The caller's own account group (null: none, every branch of the company is open to them). */
export const myGroupSchema = z.object({ groupId: z.number().nullable() });
export type MyGroup = z.infer<typeof myGroupSchema>;

// The cart and the apply.

export const cartBody = z.object({
  branchId: idField,
  parIds: idList(patchsetMax.pars).min(1, 'common.note.selectData'),
});
export type CartBody = z.input<typeof cartBody>;
export const cartAddedSchema = z.object({ added: z.number() });

export const cartItemSchema = parSchema.extend({ addedAt: z.string() });
export type CartItem = z.infer<typeof cartItemSchema>;
export const cartSchema = z.object({ branch: branchSchema, items: z.array(cartItemSchema) });
export type Cart = z.infer<typeof cartSchema>;

/** The submit: the cart's selected PARs into the branch, with the apply's own fields. */
export const saveBody = z.object({
  branchId: idField,
  parIds: idList(patchsetMax.pars).min(1, 'common.note.selectData'),
  applyRemark: text(patchsetMax.applyRemark, { multiline: true }).default(''),
  deliveryDate: dateField,
  deliveryReason: text(patchsetMax.deliveryReason, { multiline: true }).default(''),
  planTime: dateField,
  mandatory: z.boolean().default(false),
});
export type SaveBody = z.input<typeof saveBody>;

export const revokeBody = z.object({ id: idField });

export const applyItemSchema = z.object({
  parId: z.number(),
  parNo: z.string(),
  bugId: z.string(),
  cqId: z.string(),
  summary: z.string(),
  rootCause: z.string(),
  solution: z.string(),
  field: z.string(),
  testSuggestion: z.string(),
  probability: z.enum(parProbabilities),
  introducedIn: z.string(),
  source: z.enum(parSources),
  issueType: z.enum(issueTypes),
});
export type ApplyItem = z.infer<typeof applyItemSchema>;

export const applySchema = z.object({
  id: z.number(),
  applyNo: z.string(),
  branchId: z.number(),
  branchName: z.string(),
  platform: z.string(),
  project: z.string(),
  applicant: z.string(),
  status: z.enum(applyStatuses),
  revoked: z.boolean(),
  itemCount: z.number(),
  applyRemark: z.string(),
  deliveryDate: z.string(),
  deliveryReason: z.string(),
  planTime: z.string(),
  mandatory: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Apply = z.infer<typeof applySchema>;
export const applyPageSchema = pageOf(applySchema);

export const applyEventSchema = z.object({
  id: z.number(),
  kind: z.enum(['operation', 'approval']),
  action: z.enum(['submit', 'revoke', 'publish', 'cancel']),
  actor: z.string(),
  comment: z.string(),
  at: z.string(),
});
export type ApplyEvent = z.infer<typeof applyEventSchema>;

export const applyFileSchema = z.object({ id: z.number(), name: z.string(), size: z.number() });
export type ApplyFile = z.infer<typeof applyFileSchema>;

export const applyDetailSchema = applySchema.extend({
  items: z.array(applyItemSchema),
  operations: z.array(applyEventSchema),
  approvals: z.array(applyEventSchema),
  files: z.array(applyFileSchema),
});
export type ApplyDetail = z.infer<typeof applyDetailSchema>;

export const applyListQuery = z.object({
  phase: z.enum(applyPhases).optional(),
  keyword: text(patchsetMax.keyword).optional(),
  branchId: idParam.optional(),
});
export type ApplyListQuery = QueryOf<typeof applyListQuery>;

/** One PAR of the caller's applies (mypar). */
export const myParSchema = applyItemSchema.extend({
  applyId: z.number(),
  applyNo: z.string(),
  branchName: z.string(),
  status: z.enum(applyStatuses),
  createdAt: z.string(),
});
export type MyPar = z.infer<typeof myParSchema>;
export const myParQuery = z.object({
  keyword: text(patchsetMax.keyword).optional(),
  status: z.enum(applyStatuses).optional(),
});
export type MyParQuery = QueryOf<typeof myParQuery>;

export const applyFileParams = z.object({ id: idParam, fileId: idParam });

// Switches.

/** The company's two display switches (spec spelling); off hides the module and its menu entry. */
export const switchesSchema = z.object({ modualDisplaySwitch: z.boolean(), menuDisplaySwitch: z.boolean() });
export type Switches = z.infer<typeof switchesSchema>;

// Staff console (admin.engineer, only the staff member's companies).

export const adminApplyQuery = applyListQuery.extend({
  companyId: idParam.optional(),
  status: z.enum(applyStatuses).optional(),
});
export type AdminApplyQuery = QueryOf<typeof adminApplyQuery>;
export const adminApplySchema = applySchema.extend({ companyId: z.number(), company: z.string() });
export type AdminApply = z.infer<typeof adminApplySchema>;

export const adminActions = ['publish', 'cancel'] as const;
export type AdminAction = (typeof adminActions)[number];
/** The approval comment: optional to publish, required to cancel (the customer is told why). */
export const adminActionBodies = {
  publish: z.object({ comment: text(patchsetMax.comment, { multiline: true }).default('') }),
  cancel: z.object({ comment: requiredText(patchsetMax.comment, { multiline: true }) }),
} satisfies Record<AdminAction, z.ZodType>;

export const companySwitchesSchema = switchesSchema.extend({
  companyId: z.number(),
  company: z.string(),
  companyEn: z.string(),
});
export type CompanySwitches = z.infer<typeof companySwitchesSchema>;
export const switchesBody = switchesSchema.extend({ companyId: idField });
export type SwitchesBody = z.input<typeof switchesBody>;

export const applyNoOf = (id: number): string => `PSA${String(id).padStart(6, '0')}`;
