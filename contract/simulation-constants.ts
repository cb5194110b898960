// The plain constants of SI/PI simulation (M13), without zod: the contract's schemas
// (contract/simulation.ts) and the web's pages both read them from here, so the pages' chunks
// carry no zod and nothing is declared twice.

/** Spec §4: draft, then submitted, then finished. */
export const simulationStatuses = ['draft', 'submitted', 'finished'] as const;
export type SimulationStatus = (typeof simulationStatuses)[number];
export const simulationTypes = ['si', 'pi', 'sipi'] as const;
export type SimulationType = (typeof simulationTypes)[number];
/** The unit of the board's dimensions. */
export const pcbUnits = ['mil', 'mm'] as const;
export type PcbUnit = (typeof pcbUnits)[number];
/** The layer counts a board may have (selected, never typed). */
export const layerCounts = [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32] as const;

/** The three files of a task (all required to submit), and the engineer's two kinds of output. */
export const inputRoles = ['board', 'stackup', 'netlist'] as const;
export type InputRole = (typeof inputRoles)[number];
export const outputRoles = ['result', 'report'] as const;
export type OutputRole = (typeof outputRoles)[number];
export type FileRole = InputRole | OutputRole;

/**
 * The accepted extensions of each file (lower case, with the dot). The server checks the name at
 * the upload's creation and the content's signature at its end where the format has one: zip and
 * xlsx start with PK, tgz with gzip's 1f 8b, xls with the OLE header, a report is a PDF, and text
 * formats (csv, txt, net, xml, IPC-D-356) hold no NUL byte. Allegro and Cadence databases (.brd,
 * .mcm) have no public signature and are taken by name.
 */
export const roleExtensions: Record<FileRole, readonly string[]> = {
  board: ['.brd', '.mcm', '.zip', '.tgz', '.xml'],
  stackup: ['.xlsx', '.xls', '.csv', '.txt'],
  netlist: ['.net', '.ipc', '.txt', '.csv', '.xml', '.zip'],
  result: ['.zip', '.tgz', '.csv', '.txt', '.xlsx', '.pdf', '.png', '.snp', '.s2p', '.s4p', '.s8p', '.html'],
  report: ['.pdf'],
};
/** Whether a file name has one of the role's extensions. */
export const hasRoleExtension = (role: FileRole, name: string): boolean => {
  const lower = name.trim().toLowerCase();
  return roleExtensions[role].some((ext) => lower.endsWith(ext) && lower.length > ext.length);
};

export const simulationLimits = {
  designName: 50,
  boardVersion: 20,
  decimal: 12,
  contactName: 50,
  remark: 1000,
  keyword: 100,
  note: 2000,
  /** Each uploaded file (a board database of hundreds of MB fits with room). */
  fileMaxBytes: 2 * 1024 ** 3,
  /** Result files of one round. */
  resultFiles: 10,
  /** tus chunk the browser sends per PATCH: a dropped connection loses at most this much. */
  chunkBytes: 8 * 1024 * 1024,
} as const;

export const simulationSortFields = ['submittedAt', 'updatedAt'] as const;

/** The task number customers and engineers quote: SIM and the id, six digits at least. */
export const taskNoOf = (id: number) => `SIM${String(id).padStart(6, '0')}`;

/**
 * The tus endpoints: customers POST to `${base}/upload` with Upload-Metadata `filename` and `role`
 * (an input role), engineers to `/admin/simulation/upload` (an output role). The PATCH that
 * completes an upload answers the stored file in X-File-Id (and X-File-Sha256).
 */
export const uploadPaths = {
  customer: '/applypath/simulation/upload',
  engineer: '/admin/simulation/upload',
} as const;
export const fileIdHeader = 'X-File-Id';
export const fileShaHeader = 'X-File-Sha256';
