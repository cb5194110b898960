// What may happen to a review in each state, from each side: the one table the services check
// before every change (and the detail's `can`, so the screen offers only what will be accepted).
import type { EngineerResult, ReviewProgress, ReviewResult } from '../../../contract/review.ts';

export type ReviewState = { progress: ReviewProgress; result: ReviewResult | null; score: number | null };

const open = (r: ReviewState) => r.result === null;

export const customerMay = {
  /** Only before an engineer has looked at it. */
  edit: (r: ReviewState) => open(r) && r.progress === 'notReviewed',
  setItems: (r: ReviewState) => open(r) && r.progress === 'revising',
  retrial: (r: ReviewState) => open(r) && r.progress === 'revising',
  /** Once an engineer has taken it: the customer accepts what was raised and ends it. */
  closeOwnRisk: (r: ReviewState) => open(r) && r.progress !== 'notReviewed',
  score: (r: ReviewState) => r.result !== null && r.score === null,
  talk: open,
};

export const engineerMay = {
  take: (r: ReviewState) => open(r) && (r.progress === 'notReviewed' || r.progress === 'retrial'),
  addItems: (r: ReviewState) => open(r) && r.progress === 'reviewing',
  askRevision: (r: ReviewState) => open(r) && r.progress === 'reviewing',
  finish: (r: ReviewState, result: EngineerResult) => open(r) && (result === 'forceEnd' || r.progress === 'reviewing'),
  talk: open,
};
