// The callers of the access matrix and the shapes of what each one gets, shared by its row files.
export const callers = ['anonymous', 'locked', 'primary', 'child', 'childHidden', 'other', 'pm'] as const;
export type Caller = (typeof callers)[number];
export type Expect = Record<Caller, number>;

export const all = (status: number): Expect => Object.fromEntries(callers.map((c) => [c, status])) as Expect;
/** Any signed-in, active account: anonymous and locked get 401, the rest `status` unless overridden. */
export const signedIn = (status: number, overrides: Partial<Expect> = {}): Expect => ({
  ...all(status),
  anonymous: 401,
  locked: 401,
  ...overrides,
});
/** Only the owner (the primary account of company A here) sees it; everybody else signed in gets 404. */
export const ownerOnly = (status: number): Expect => signedIn(404, { primary: status });
/** A staff console route: only the demo's staff member (project manager, publisher, engineer) gets `status`. */
export const staffOnly = (status: number): Expect => signedIn(403, { pm: status });
