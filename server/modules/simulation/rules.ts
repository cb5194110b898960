// Who may do what to a task in which state (spec §4: draft → submitted → finished). The detail's
// `can` and every change ask the same functions; a change also re-checks the state in its update.
import { functionDefs, staffCodes } from '../../../contract/menus.ts';
import type { SimulationStatus } from '../../../contract/simulation.ts';
import { can, type AuthUser } from '../../platform/auth.ts';

export const submitCode = functionDefs.find((f) => f.code === 'simulation.submit')!.code;

type State = { status: SimulationStatus; accountId: number };

export const may = {
  /** A draft is edited, submitted and deleted by its author only. */
  edit: (user: AuthUser, s: State) =>
    !user.isStaff && can(user, submitCode) && s.status === 'draft' && s.accountId === user.id,
  /** Any colleague who may submit can run a finished task again. */
  resimulate: (user: AuthUser, s: State) => !user.isStaff && can(user, submitCode) && s.status === 'finished',
  finish: (user: AuthUser, s: State) => user.isStaff && can(user, staffCodes.engineer) && s.status === 'submitted',
};
