// The task form's values and the bodies the server takes: the three file fields hold the stored
// file (id, name, size) so the form can show what is there, and the body sends only the ids. Text
// is trimmed as the server trims it; an empty choice is null, as a draft keeps it.
import type { DraftBody, InputRole, SimulationDetail, SimulationFile } from '../../api/simulation.ts';

/** What a file field holds: an upload just finished, or the task's own file from an earlier save. */
export type FileValue = { fileId: number; name: string; size: number };

export type TaskValues = {
  simulationType?: DraftBody['simulationType'];
  platformId?: number | null;
  projectId?: number | null;
  designName?: string;
  boardVersion?: string;
  layerCount?: number | null;
  unit?: DraftBody['unit'];
  boardThickness?: string;
  maxFrequency?: string;
  targetImpedance?: string;
  contactName?: string;
  contactEmail?: string;
  remark?: string;
} & Partial<Record<InputRole, FileValue | null>>;

export type TaskField = keyof TaskValues;

/** The body field of each file role. */
export const fileIdFields = {
  board: 'boardFileId',
  stackup: 'stackupFileId',
  netlist: 'netlistFileId',
} as const satisfies Record<InputRole, keyof DraftBody>;

const fileValue = (file: SimulationFile | null): FileValue | null =>
  file ? { fileId: file.fileId, name: file.name, size: file.size } : null;

/** A draft or a finished task as the form's values (a re-simulation starts from the current files). */
export function valuesOf(task: SimulationDetail): TaskValues {
  return {
    simulationType: task.simulationType,
    platformId: task.platformId,
    projectId: task.projectId,
    designName: task.designName,
    boardVersion: task.boardVersion,
    layerCount: task.layerCount,
    unit: task.unit,
    boardThickness: task.boardThickness,
    maxFrequency: task.maxFrequency,
    targetImpedance: task.targetImpedance,
    contactName: task.contactName,
    contactEmail: task.contactEmail,
    remark: task.remark,
    board: fileValue(task.board),
    stackup: fileValue(task.stackup),
    netlist: fileValue(task.netlist),
  };
}

const trimmed = (value: string | undefined) => (value ?? '').trim();

/** The form's values as the body of a draft, a submission or a re-simulation (all share the fields). */
export function bodyOf(values: TaskValues) {
  return {
    simulationType: values.simulationType ?? null,
    platformId: values.platformId ?? null,
    projectId: values.projectId ?? null,
    designName: trimmed(values.designName),
    boardVersion: trimmed(values.boardVersion),
    layerCount: values.layerCount ?? null,
    unit: values.unit ?? null,
    boardThickness: trimmed(values.boardThickness),
    maxFrequency: trimmed(values.maxFrequency),
    targetImpedance: trimmed(values.targetImpedance),
    contactName: trimmed(values.contactName),
    contactEmail: trimmed(values.contactEmail),
    remark: trimmed(values.remark),
    boardFileId: values.board?.fileId ?? null,
    stackupFileId: values.stackup?.fileId ?? null,
    netlistFileId: values.netlist?.fileId ?? null,
  } satisfies DraftBody;
}

/** Whether a field holds something a draft would keep (the only fields "Save draft" checks). */
export function hasValue(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/** The form field a server error names (`data.field` of a 400): the file fields by their role. */
export function formFieldOf(field: unknown): TaskField | null {
  if (typeof field !== 'string') return null;
  const name = field.split('.')[0];
  const role = (Object.keys(fileIdFields) as InputRole[]).find((r) => fileIdFields[r] === name);
  if (role) return role;
  const known: readonly string[] = [
    'simulationType',
    'platformId',
    'projectId',
    'designName',
    'boardVersion',
    'layerCount',
    'unit',
    'boardThickness',
    'maxFrequency',
    'targetImpedance',
    'contactName',
    'contactEmail',
    'remark',
  ];
  return known.includes(name) ? (name as TaskField) : null;
}
