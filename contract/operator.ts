// Operator data (M11): which operators certified VoLTE and VoWiFi on which platform, PDT and OS;
// the customer's list and matrix under /operator, the staff console under /admin/operator (with the
// xlsx import of contract/xlsxImport.ts). Shared by server and web.
import { z } from 'zod';
import { idField, idParam, pageOf, pageQueryFields, requiredText, text, type QueryOf } from './fields.ts';
import { certStateOf, certStates, operatorMax, operatorSortFields, operatorStatuses } from './operator-constants.ts';

export * from './operator-constants.ts';

/** The filters of the list, the matrix and the export (all optional, all narrowing). */
export const operatorConditions = z.object({
  country: text(operatorMax.country).optional(),
  platformId: idParam.optional(),
  pdt: text(operatorMax.pdt).optional(),
  operator: text(operatorMax.operator).optional(),
  volte: z.enum(certStates).optional(),
  vowifi: z.enum(certStates).optional(),
  os: text(operatorMax.os).optional(),
  sortField: z.enum(operatorSortFields).default('country'),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
});
export type OperatorConditions = z.infer<typeof operatorConditions>;
export const operatorListQuery = operatorConditions.extend(pageQueryFields);
export type OperatorListQuery = QueryOf<typeof operatorListQuery>;

/** Export follows the conditions; a selection of ids is refused. */
export const operatorExportBody = operatorConditions.extend({ ids: z.array(z.number()).max(100).optional() });
export type OperatorExportBody = z.input<typeof operatorExportBody>;

export const operatorRowSchema = z.object({
  id: z.number(),
  country: z.string(),
  platformId: z.number(),
  platform: z.string(),
  pdt: z.string(),
  operator: z.string(),
  volte: z.enum(certStates),
  vowifi: z.enum(certStates),
  os: z.string(),
  remark: z.string(),
  releasedAt: z.string().nullable(),
});
export type OperatorRow = z.infer<typeof operatorRowSchema>;
export const operatorPageSchema = pageOf(operatorRowSchema);
export type OperatorPage = z.infer<typeof operatorPageSchema>;

/** The choices of the filters: what the caller's visible rows hold. */
export const operatorOptionsSchema = z.object({
  countries: z.array(z.string()),
  operators: z.array(z.string()),
  oses: z.array(z.string()),
  platforms: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type OperatorOptions = z.infer<typeof operatorOptionsSchema>;

/** The matrix: operators (rows, paged) × the caller's platforms; each cell the best state of its rows. */
export const operatorMatrixSchema = z.object({
  platforms: z.array(z.object({ id: z.number(), name: z.string() })),
  rows: z.array(
    z.object({
      country: z.string(),
      operator: z.string(),
      cells: z.array(
        z.object({ platformId: z.number(), volte: z.enum(certStates), vowifi: z.enum(certStates), count: z.number() }),
      ),
    }),
  ),
  total: z.number(),
  pageNum: z.number(),
  pageSize: z.number(),
});
export type OperatorMatrix = z.infer<typeof operatorMatrixSchema>;

// Staff console.
export const operatorAdminQuery = z.object({
  status: z.enum(operatorStatuses).optional(),
  platformId: idParam.optional(),
  keyword: text(100).optional(),
  ...pageQueryFields,
});
export type OperatorAdminQuery = QueryOf<typeof operatorAdminQuery>;

export const operatorAdminRowSchema = operatorRowSchema.extend({
  status: z.enum(operatorStatuses),
  updatedAt: z.string(),
});
export type OperatorAdminRow = z.infer<typeof operatorAdminRowSchema>;
export const operatorAdminPageSchema = pageOf(operatorAdminRowSchema);

/** The staff form (create and edit). */
export const operatorForm = z.object({
  country: requiredText(operatorMax.country),
  platformId: idField,
  pdt: requiredText(operatorMax.pdt),
  operator: requiredText(operatorMax.operator),
  volte: z.enum(certStates),
  vowifi: z.enum(certStates),
  os: requiredText(operatorMax.os),
  remark: text(operatorMax.remark, { multiline: true }).default(''),
});
export type OperatorForm = z.input<typeof operatorForm>;

const certCell = z
  .string()
  .max(40, { abort: true })
  .transform((cell, ctx) => {
    const state = certStateOf(cell);
    if (!state) {
      ctx.addIssue({ code: 'custom', message: 'operatorBadState' });
      return z.NEVER;
    }
    return state;
  });

/**
 * One imported row. `platforms` maps the platform names the import may use (case-insensitive) to
 * their ids; another name is an error of the row.
 */
export const operatorImportRow = (platforms: ReadonlyMap<string, number>) =>
  z.object({
    country: requiredText(operatorMax.country),
    platform: z
      .string()
      .max(60, { abort: true })
      .transform((cell, ctx) => {
        const id = platforms.get(cell.trim().toLowerCase());
        if (id === undefined) {
          ctx.addIssue({ code: 'custom', message: 'operatorBadPlatform' });
          return z.NEVER;
        }
        return id;
      }),
    pdt: requiredText(operatorMax.pdt),
    operator: requiredText(operatorMax.operator),
    volte: certCell,
    vowifi: certCell,
    os: requiredText(operatorMax.os),
    remark: text(operatorMax.remark).default(''),
  });
