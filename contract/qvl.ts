// Qualified vendor list (M05): component verification entries, their suppliers and the platform
// directory; the staff console's form under /admin/qvl. Shared by server and web.
import { z } from 'zod';
import { dateField, idField, idParam, pageOf, requiredText, text, type QueryOf } from './fields.ts';
import { codeOfCell, qvlLabels } from './qvl-labels.ts';

/** A batch verification passed; B engineering certification passed; C engineering certification risk passed. */
export const qvlLevels = ['A', 'B', 'C'] as const;
export type QvlLevel = (typeof qvlLevels)[number];

/** Component types (the directory counts by these). */
export const qvlTypes = [
  'memory',
  'storage',
  'pmic',
  'display',
  'camera',
  'sensor',
  'rf',
  'connectivity',
  'audio',
  'passive',
] as const;
export type QvlType = (typeof qvlTypes)[number];

export const qvlTestStatuses = ['planned', 'testing', 'passed', 'failed'] as const;
export type QvlTestStatus = (typeof qvlTestStatuses)[number];

export const qvlLifecyclePhases = ['sampling', 'massProduction', 'nrnd', 'eol'] as const;
export type QvlLifecyclePhase = (typeof qvlLifecyclePhases)[number];

/** A row's publishing state: draft → released → withdrawn. Customers see released rows only. */
export const qvlStatuses = ['draft', 'released', 'withdrawn'] as const;
export type QvlStatus = (typeof qvlStatuses)[number];

export const qvlSortFields = ['releasedAt', 'partNumber', 'level', 'startDate'] as const;
export type QvlSortField = (typeof qvlSortFields)[number];

/** At most this many rows go into one export (more is 413: narrow the conditions). */
export const qvlExportMaxRows = 10_000;

/** Field lengths of the form (server and web alike). */
export const qvlMax = {
  chip: 50,
  description: 500,
  partNumber: 80,
  componentId: 50,
  firmwareVersion: 50,
  chipType: 50,
  functionExplanation: 500,
  remark: 500,
  keyword: 100,
} as const;

export const qvlConditions = z.object({
  keyword: text(qvlMax.keyword).optional(),
  platformId: idParam.optional(),
  type: z.enum(qvlTypes).optional(),
  level: z.enum(qvlLevels).optional(),
  supplierId: idParam.optional(),
  lifecyclePhase: z.enum(qvlLifecyclePhases).optional(),
  testStatus: z.enum(qvlTestStatuses).optional(),
  sortField: z.enum(qvlSortFields).default('releasedAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type QvlConditions = z.infer<typeof qvlConditions>;
export type QvlConditionsQuery = QueryOf<typeof qvlConditions>;

/** Export follows the conditions; a selection of ids is refused. */
export const qvlExportBody = qvlConditions.extend({ ids: z.array(z.number()).max(100).optional() });

export const qvlEntrySchema = z.object({
  id: z.number(),
  platformId: z.number(),
  platform: z.string(),
  chip: z.string(),
  type: z.enum(qvlTypes),
  description: z.string(),
  partNumber: z.string(),
  componentId: z.string(),
  supplierId: z.number(),
  supplier: z.string(),
  level: z.enum(qvlLevels),
  startDate: z.string(),
  endDate: z.string().nullable(),
  firmwareVersion: z.string(),
  chipType: z.string(),
  testStatus: z.enum(qvlTestStatuses),
  functionExplanation: z.string(),
  lifecyclePhase: z.enum(qvlLifecyclePhases),
  remark: z.string(),
  releasedAt: z.string().nullable(),
});
export type QvlEntry = z.infer<typeof qvlEntrySchema>;
export const qvlPageSchema = pageOf(qvlEntrySchema).extend({ capped: z.boolean() });
export type QvlPage = z.infer<typeof qvlPageSchema>;

const levelCounts = z.object({ A: z.number(), B: z.number(), C: z.number() });
export type QvlLevelCounts = z.infer<typeof levelCounts>;

/** The platform directory: each authorized platform with its visible components by type and level. */
export const qvlPlatformSchema = z.object({
  platformId: z.number(),
  name: z.string(),
  total: z.number(),
  levels: levelCounts,
  types: z.array(z.object({ type: z.enum(qvlTypes), count: z.number() })),
});
export type QvlPlatform = z.infer<typeof qvlPlatformSchema>;

export const qvlSupplierQuery = z.object({ keyword: text(qvlMax.keyword).optional() });
export type QvlSupplierQuery = z.infer<typeof qvlSupplierQuery>;

export const qvlSupplierSchema = z.object({
  id: z.number(),
  name: z.string(),
  country: z.string(),
  contactName: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  address: z.string(),
  total: z.number(),
  levels: levelCounts,
});
export type QvlSupplier = z.infer<typeof qvlSupplierSchema>;

// Staff console.

export const qvlAdminQuery = z.object({
  keyword: text(qvlMax.keyword).optional(),
  platformId: idParam.optional(),
  status: z.enum(qvlStatuses).optional(),
});
export type QvlAdminQuery = z.infer<typeof qvlAdminQuery>;

export const qvlAdminEntrySchema = qvlEntrySchema.extend({ status: z.enum(qvlStatuses), updatedAt: z.string() });
export type QvlAdminEntry = z.infer<typeof qvlAdminEntrySchema>;

/** The form (create and edit): every field of the entry; the end date, when given, is not before the start. */
export const qvlEntryFields = z.object({
  platformId: idField,
  chip: requiredText(qvlMax.chip),
  type: z.enum(qvlTypes),
  description: requiredText(qvlMax.description, { multiline: true }),
  partNumber: requiredText(qvlMax.partNumber),
  componentId: requiredText(qvlMax.componentId),
  supplierId: idField,
  level: z.enum(qvlLevels),
  startDate: dateField,
  endDate: dateField.nullable().optional(),
  firmwareVersion: text(qvlMax.firmwareVersion).default(''),
  chipType: text(qvlMax.chipType).default(''),
  testStatus: z.enum(qvlTestStatuses),
  functionExplanation: text(qvlMax.functionExplanation, { multiline: true }).default(''),
  lifecyclePhase: z.enum(qvlLifecyclePhases),
  remark: text(qvlMax.remark, { multiline: true }).default(''),
});
export const qvlEntryBody = qvlEntryFields.refine((v) => !v.endDate || v.endDate >= v.startDate, {
  message: 'qvlEndBeforeStart',
  path: ['endDate'],
});
export type QvlEntryBody = z.input<typeof qvlEntryBody>;

export const qvlOptionsSchema = z.object({
  platforms: z.array(z.object({ id: z.number(), name: z.string() })),
  suppliers: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type QvlOptions = z.infer<typeof qvlOptionsSchema>;

export const qvlActions = ['release', 'withdraw'] as const;
export type QvlAction = (typeof qvlActions)[number];

/**
 * One imported row, each cell as text: platform and supplier by name (`platforms`, `suppliers`:
 * lower-case name → id), type, level, test status and phase by code or label in either language.
 */
export const qvlImportRow = (platforms: ReadonlyMap<string, number>, suppliers: ReadonlyMap<string, number>) => {
  const byName = (names: ReadonlyMap<string, number>, message: string) =>
    z
      .string()
      .max(200, { abort: true })
      .transform((cell, ctx) => {
        const id = names.get(cell.trim().toLowerCase());
        if (id === undefined) {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        return id;
      });
  const oneOf = <C extends string>(
    codes: readonly C[],
    labels: (lang: 'zh' | 'en') => Record<C, string>,
    letter = false,
  ) =>
    z
      .string()
      .max(100, { abort: true })
      .transform((cell, ctx) => {
        // A level cell may hold the letter with its meaning ("A · Batch verification passed").
        const lead = letter ? /^([A-Za-z])(?![A-Za-z])/.exec(cell.trim())?.[1] : undefined;
        const code =
          codeOfCell(cell, codes, labels) ?? (lead ? codeOfCell(lead.toUpperCase(), codes, labels) : undefined);
        if (!code) {
          ctx.addIssue({ code: 'custom', message: 'qvlBadValue' });
          return z.NEVER;
        }
        return code;
      });
  return z
    .object({
      platform: byName(platforms, 'qvlBadPlatform'),
      chip: requiredText(qvlMax.chip),
      type: oneOf(qvlTypes, (l) => qvlLabels[l].types),
      description: requiredText(qvlMax.description, { multiline: true }),
      partNumber: requiredText(qvlMax.partNumber),
      componentId: requiredText(qvlMax.componentId),
      supplier: byName(suppliers, 'qvlBadSupplier'),
      level: oneOf(qvlLevels, (l) => qvlLabels[l].levels, true),
      startDate: dateField,
      endDate: z.union([z.literal('').transform(() => null), dateField]),
      firmwareVersion: text(qvlMax.firmwareVersion).default(''),
      chipType: text(qvlMax.chipType).default(''),
      testStatus: oneOf(qvlTestStatuses, (l) => qvlLabels[l].testStatuses),
      functionExplanation: text(qvlMax.functionExplanation, { multiline: true }).default(''),
      lifecyclePhase: oneOf(qvlLifecyclePhases, (l) => qvlLabels[l].lifecyclePhases),
      remark: text(qvlMax.remark, { multiline: true }).default(''),
    })
    .refine((v) => !v.endDate || v.endDate >= v.startDate, { message: 'qvlEndBeforeStart', path: ['endDate'] })
    .transform(({ platform, supplier, ...fields }) => ({ ...fields, platformId: platform, supplierId: supplier }));
};
