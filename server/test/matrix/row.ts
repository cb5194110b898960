// What an access-matrix row is, what the matrix test prepares for the rows, and the upload the
// rows of several modules send. Shared by every module's <m>.access.ts and server/test/matrix/.
import type { InjectOptions } from 'fastify';
import { multipartBody, pdfOf } from '../multipart.ts';
import type { Caller, Expect } from './expect.ts';

/**
 * What the matrix test prepared: a file the primary account of company A uploaded, and, per
 * catalogue kind, an item only company A may see (on NX310; a PDF for dcc, tr and pcn), plus the
 * NX310 pin-list spreadsheet and the NX710 video.
 */
export type Fixtures = {
  primaryFileId: number;
  itemOfA: Record<'dcc' | 'tr' | 'pcn' | 'tool', number>;
  sheetFileId: number;
  videoFileId: number;
  /** An FAQ and a quick-start guide on NX310 (company A only), and a comment by child@demo.test on that FAQ. */
  faqOfA: number;
  guideOfA: number;
  commentOfA: number;
  /** A third child of company A that only the account-management rows touch. */
  spareChildOfA: number;
  /** The seeded account group of company A (managed by customer@demo.test), one of its roles and its member child@demo.test. */
  accGroupOfA: { groupId: number; roleId: number; memberId: number };
  /** The seed's published patch-set apply of company A (project A-Phone-X1) and its e-patch file. */
  epatchOfA: { applyId: number; fileId: number };
  /**
   * Simulation tasks of company A from the seed: a finished one on the hidden project "A-Secret"
   * with its report, a submitted one on a visible project (and its fields, a complete body), and a
   * draft of customer@demo.test.
   */
  simulationOfA: { secret: number; secretReport: number; submitted: number; submittedBody: unknown; draft: number };
};

export type MatrixRow = {
  route: string; // "METHOD /api/path/:param" exactly as registered
  request?: (f: Fixtures, caller: Caller) => Omit<InjectOptions, 'method'>;
  expect: Expect;
};

/** A PDF of 1 KiB as a multipart body. */
export const upload = () => {
  const body = multipartBody('matrix.pdf', pdfOf(1024));
  return { headers: body.headers, payload: body.payload };
};
