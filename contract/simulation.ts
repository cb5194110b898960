// SI/PI simulation (M13): a customer prepares a task (three PCB files uploaded resumably over tus,
// the board's layer count and unit, numeric parameters, identifiers, a contact), keeps it as a
// draft as long as they like, submits it when complete (spec §5, checked here for server and form
// alike), and an engineer (staff code admin.engineer) finishes it with result files and a report.
// A finished task can be simulated again: a new round with changed files or parameters, the submit
// count one higher, every earlier round and its results kept.
import { z } from 'zod';
import { dateField, idField, idList, idParam, text, type PageQuery, type QueryOf } from './fields.ts';
import { isAlnum, isDecimal, isValidEmail, isValidName, messageKeys } from './rules.ts';
import {
  inputRoles,
  layerCounts,
  outputRoles,
  pcbUnits,
  simulationLimits,
  simulationSortFields,
  simulationStatuses,
  simulationTypes,
} from './simulation-constants.ts';

export * from './simulation-constants.ts';

// ---- fields: a draft takes each one empty or well formed; submitting needs them all ----

const alnumText = (max: number) => text(max).refine((v) => v === '' || isAlnum(v), messageKeys.alnum);
const decimalText = () => text(simulationLimits.decimal).refine((v) => v === '' || isDecimal(v), messageKeys.decimal);
const contactNameText = () =>
  text(simulationLimits.contactName).refine((v) => v === '' || isValidName(v), messageKeys.name);
const contactEmailText = () => text(254).refine((v) => v === '' || isValidEmail(v), messageKeys.email);
const layerCountField = z
  .number()
  .int()
  .refine((n) => (layerCounts as readonly number[]).includes(n), messageKeys.select);

const draftShape = {
  simulationType: z.enum(simulationTypes).nullable().default(null),
  platformId: idField.nullable().default(null),
  projectId: idField.nullable().default(null),
  /** Letters and digits: the design's name as the customer's EDA knows it. */
  designName: alnumText(simulationLimits.designName).default(''),
  boardVersion: alnumText(simulationLimits.boardVersion).default(''),
  layerCount: layerCountField.nullable().default(null),
  unit: z.enum(pcbUnits).nullable().default(null),
  /** Board thickness, in the unit chosen. */
  boardThickness: decimalText().default(''),
  /** The highest frequency of interest, GHz. */
  maxFrequency: decimalText().default(''),
  /** Target impedance of the power network, mΩ (PI) or of the traces, Ω (SI). */
  targetImpedance: decimalText().default(''),
  contactName: contactNameText().default(''),
  contactEmail: contactEmailText().default(''),
  remark: text(simulationLimits.remark, { multiline: true }).default(''),
  /** Files uploaded over tus (the id answered in X-File-Id), or the task's own from an earlier save. */
  boardFileId: idField.nullable().default(null),
  stackupFileId: idField.nullable().default(null),
  netlistFileId: idField.nullable().default(null),
};

/** POST draft and PUT draft/{id}: no rule but the fields' formats. */
export const draftBody = z.object(draftShape);
export type DraftBody = z.input<typeof draftBody>;
export type DraftFields = z.output<typeof draftBody>;

const required = <T extends z.ZodType>(field: T, message: string) =>
  field.refine((v) => v !== null && v !== '', message);

/**
 * What a submission needs (spec §5): every field but the remark, and the three files. Used on the
 * server for POST submit and resimulate/{id}, and by the form before it sends.
 */
export const completeBody = z.object({
  ...draftShape,
  simulationType: required(draftShape.simulationType, messageKeys.select),
  platformId: required(draftShape.platformId, messageKeys.select),
  projectId: required(draftShape.projectId, messageKeys.select),
  designName: required(draftShape.designName, messageKeys.input),
  boardVersion: required(draftShape.boardVersion, messageKeys.input),
  layerCount: required(draftShape.layerCount, messageKeys.select),
  unit: required(draftShape.unit, messageKeys.select),
  boardThickness: required(draftShape.boardThickness, messageKeys.input),
  maxFrequency: required(draftShape.maxFrequency, messageKeys.input),
  targetImpedance: required(draftShape.targetImpedance, messageKeys.input),
  contactName: required(draftShape.contactName, messageKeys.input),
  contactEmail: required(draftShape.contactEmail, messageKeys.input),
  boardFileId: required(draftShape.boardFileId, 'simulationFileMissing'),
  stackupFileId: required(draftShape.stackupFileId, 'simulationFileMissing'),
  netlistFileId: required(draftShape.netlistFileId, 'simulationFileMissing'),
});

/** POST submit: a complete task; with `draftId`, that draft becomes the submission. */
export const submitBody = completeBody.extend({ draftId: idField.optional() });
export type SubmitBody = z.input<typeof submitBody>;
/** POST resimulate/{id}: the finished task's fields again, some changed. */
export const resimulateBody = completeBody;
export type ResimulateBody = z.input<typeof resimulateBody>;

// ---- reading ----

/** GET list (My submissions): submitted and finished tasks of the caller's company. */
export const simulationListQuery = z.object({
  status: z.enum(['submitted', 'finished']).optional(),
  platformId: idParam.optional(),
  projectId: idParam.optional(),
  simulationType: z.enum(simulationTypes).optional(),
  /** Task number (SIM000123 or 123) or design name. */
  keyword: text(simulationLimits.keyword).optional(),
  submittedFrom: dateField.optional(),
  submittedTo: dateField.optional(),
  sortField: z.enum(simulationSortFields).default('submittedAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type SimulationListQuery = QueryOf<typeof simulationListQuery> & PageQuery;

/** GET drafts: the caller's own drafts. */
export const draftListQuery = z.object({ keyword: text(simulationLimits.keyword).optional() });
export type DraftListQuery = QueryOf<typeof draftListQuery> & PageQuery;

/** GET downloads: result and report files of the company's finished rounds. */
export const downloadListQuery = z.object({
  keyword: text(simulationLimits.keyword).optional(),
  role: z.enum(outputRoles).optional(),
});
export type SimulationDownloadQuery = QueryOf<typeof downloadListQuery> & PageQuery;

export const simulationRowSchema = z.object({
  id: z.number(),
  taskNo: z.string(),
  status: z.enum(simulationStatuses),
  simulationType: z.enum(simulationTypes).nullable(),
  designName: z.string(),
  platformId: z.number().nullable(),
  platform: z.string().nullable(),
  projectId: z.number().nullable(),
  project: z.string().nullable(),
  company: z.string(),
  companyEn: z.string(),
  submitter: z.string(),
  submitCount: z.number(),
  layerCount: z.number().nullable(),
  unit: z.enum(pcbUnits).nullable(),
  engineer: z.string().nullable(),
  submittedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type SimulationRow = z.infer<typeof simulationRowSchema>;

export const simulationFileSchema = z.object({
  fileId: z.number(),
  role: z.enum([...inputRoles, ...outputRoles]),
  name: z.string(),
  size: z.number(),
  sha256: z.string(),
});
export type SimulationFile = z.infer<typeof simulationFileSchema>;

/** One submission and what came of it. */
export const simulationRoundSchema = z.object({
  round: z.number(),
  submittedBy: z.string(),
  submittedAt: z.string(),
  /** The fields as submitted in this round (a re-simulation may change them). */
  params: draftBody.extend({ simulationType: z.enum(simulationTypes).nullable() }).partial(),
  inputs: z.array(simulationFileSchema),
  outputs: z.array(simulationFileSchema),
  engineer: z.string().nullable(),
  note: z.string(),
  finishedAt: z.string().nullable(),
});
export type SimulationRound = z.infer<typeof simulationRoundSchema>;

export const simulationDetailSchema = simulationRowSchema.extend({
  boardVersion: z.string(),
  boardThickness: z.string(),
  maxFrequency: z.string(),
  targetImpedance: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  remark: z.string(),
  /** The current three files (null where a draft has none yet). */
  board: simulationFileSchema.nullable(),
  stackup: simulationFileSchema.nullable(),
  netlist: simulationFileSchema.nullable(),
  /** Newest first. */
  rounds: z.array(simulationRoundSchema),
  /** What the caller may do now (the server checks again). */
  can: z.object({ edit: z.boolean(), submit: z.boolean(), resimulate: z.boolean(), finish: z.boolean() }),
});
export type SimulationDetail = z.infer<typeof simulationDetailSchema>;

export const simulationDownloadRowSchema = z.object({
  fileId: z.number(),
  role: z.enum(outputRoles),
  name: z.string(),
  size: z.number(),
  taskId: z.number(),
  taskNo: z.string(),
  designName: z.string(),
  round: z.number(),
  platform: z.string().nullable(),
  project: z.string().nullable(),
  finishedAt: z.string(),
});
export type SimulationDownloadRow = z.infer<typeof simulationDownloadRowSchema>;

/** The form's choices: authorized platforms and the projects the caller may see. */
const refSchema = z.object({ id: z.number(), name: z.string() });
export const simulationOptionsSchema = z.object({ projects: z.array(refSchema), platforms: z.array(refSchema) });
export type SimulationOptions = z.infer<typeof simulationOptionsSchema>;

// ---- staff (admin.engineer) ----

export const adminSimulationListQuery = z.object({
  status: z.enum(['submitted', 'finished']).optional(),
  companyId: idParam.optional(),
  keyword: text(simulationLimits.keyword).optional(),
});
export type AdminSimulationListQuery = QueryOf<typeof adminSimulationListQuery> & PageQuery;

/** GET /admin/simulation/options: the engineer's companies, for the queue's filter. */
export const adminSimulationOptionsSchema = z.object({
  companies: z.array(z.object({ id: z.number(), name: z.string(), nameEn: z.string() })),
});
export type AdminSimulationOptions = z.infer<typeof adminSimulationOptionsSchema>;

/** POST /admin/simulation/finish/{id}: result files and one PDF report, uploaded over tus first. */
export const finishSimulationBody = z.object({
  resultFileIds: idList(simulationLimits.resultFiles).min(1, 'simulationResultMissing'),
  reportFileId: idField,
  note: text(simulationLimits.note, { multiline: true }).default(''),
});
export type FinishSimulationBody = z.input<typeof finishSimulationBody>;
