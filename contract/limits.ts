// The spec's business constants (§9), kept once. Server and web import them from here.
export const limits = {
  feedbackMaxChars: 500,
  toastMs: 8000,
  reloadAfter401Ms: 500,
  reloadAfterVersionMs: 1200,
  chunkLoadTimeoutMs: 120_000,
  /** How long a portal page's first paint waits for the menu and the page's preloaded calls. */
  firstPaintDataWaitMs: 3000,
  watermarkDelayMs: 1000,
  tokenLifeMs: 43_200_000, // 12 h: login token, swap token, user type and role type cookies
  batchMaxFiles: 10,
  /** A search counts each module's hits up to this many, then says "more" (decision 0006). */
  searchCountCap: 1000,
  /**
   * A search ranks the newest this many hits and the newest this many title hits, not every hit:
   * ranking all 100 000 hits of a word every document holds took 300 ms (decision 0019).
   */
  searchRankWindow: 2000,
  /**
   * A catalogue list counts its matches up to this many, then says "more than": counting further
   * scanned up to ten times the rows of the page itself at 100 000 documents (docs/performance.md).
   */
  listCountCap: 1000,
  surveyMaxScore: 10,
  pageSizeDefault: 10,
  pageSizeMax: 100,
  pageSizes: [10, 20, 50] as const,
  emailVerifyCycleMonths: 3,
} as const;

/**
 * One password policy (spec §5, §9). The spec's numbers are the defaults; an operator can
 * move to longer passwords or a shorter maximum age through the environment without code changes.
 */
export type PasswordPolicy = {
  minLength: number;
  maxLength: number;
  requireLetter: boolean;
  requireDigit: boolean;
  requireSpecial: boolean;
  maxAgeDays: number;
};
export const defaultPasswordPolicy: PasswordPolicy = {
  minLength: 8,
  maxLength: 20,
  requireLetter: true,
  requireDigit: true,
  requireSpecial: true,
  maxAgeDays: 90,
};

export const loginLimits = {
  maxWrongPasswords: 5,
  lockMinutes: 30,
  captchaLifeMs: 5 * 60_000,
  mailCodeLifeMs: 10 * 60_000,
  mailCodeResendMs: 60_000,
  ipAttemptsPerMinute: 30,
} as const;

/**
 * Mails sent to an address the caller names (codes, child invitations), counted in the database
 * over the last hour: per client address, and per recipient whoever asks — the same for addresses
 * with and without an account. Invitations come from signed-in primaries, who may set up many
 * children at once.
 */
export const mailRateLimits = {
  windowMs: 3_600_000,
  codesPerClient: 10,
  invitesPerClient: 30,
  perRecipient: 5,
} as const;

export const languages = ['zh', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'zh';
