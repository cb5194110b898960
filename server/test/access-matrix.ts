// The access matrix of QUALITY.md: every registered /api route × every kind of caller → status.
// A route missing here fails server/access-matrix.test.ts. A module's rows live beside it, in
// server/modules/<m>/<m>.access.ts; this file only lists them, in the order the test walks them
// (a few rows change what later ones see: add a new module's rows, do not reorder the others).
// The shapes and helpers the rows share are in server/test/matrix/.
import { accGroupRows } from '../modules/accgroup/accgroup.access.ts';
import { accountRows } from '../modules/account/account.access.ts';
import { adminRows } from '../modules/admin/admin.access.ts';
import { aiRows } from '../modules/ai/ai.access.ts';
import { articlesAdminRows } from '../modules/articlesAdmin/articlesAdmin.access.ts';
import { auditRows } from '../modules/audit/audit.access.ts';
import { authRows } from '../modules/auth/auth.access.ts';
import { dccRows } from '../modules/dcc/dcc.access.ts';
import { deliverRows } from '../modules/deliver/deliver.access.ts';
import { downloadRows } from '../modules/download/download.access.ts';
import { faqRows } from '../modules/faq/faq.access.ts';
import { feedbackRows } from '../modules/feedback/feedback.access.ts';
import { filesRows } from '../modules/files/files.access.ts';
import { homeRows } from '../modules/home/home.access.ts';
import { messageRows } from '../modules/message/message.access.ts';
import { noticeRows } from '../modules/notice/notice.access.ts';
import { operatorRows } from '../modules/operator/operator.access.ts';
import { patchRows } from '../modules/patch/patch.access.ts';
import { patchsetRows } from '../modules/patchset/patchset.access.ts';
import { pcnRows } from '../modules/pcn/pcn.access.ts';
import { personalRows } from '../modules/personal/personal.access.ts';
import { publishRows } from '../modules/publish/publish.access.ts';
import { queuesRows } from '../modules/queues/queues.access.ts';
import { quickstartRows } from '../modules/quickstart/quickstart.access.ts';
import { qvlRows } from '../modules/qvl/qvl.access.ts';
import { reviewRows } from '../modules/review/review.access.ts';
import { samplecodeRows } from '../modules/samplecode/samplecode.access.ts';
import { searchRows } from '../modules/search/search.access.ts';
import { settingsRows } from '../modules/settings/settings.access.ts';
import { simulationRows } from '../modules/simulation/simulation.access.ts';
import { systemRows } from '../modules/system/system.access.ts';
import { toolRows } from '../modules/tool/tool.access.ts';
import { trRows } from '../modules/tr/tr.access.ts';
import { trainRows } from '../modules/train/train.access.ts';
import { docsRows } from './matrix/docs.ts';
import { callers, type Caller, type Expect } from './matrix/expect.ts';
import type { Fixtures, MatrixRow } from './matrix/row.ts';

export { callers, type Caller, type Expect, type Fixtures, type MatrixRow };

export const accessMatrix: MatrixRow[] = [
  ...docsRows(),
  ...systemRows(),
  ...authRows(),
  ...filesRows(),
  ...adminRows(),
  ...homeRows(),
  ...feedbackRows(),
  ...noticeRows(),
  ...dccRows(),
  ...trRows(),
  ...pcnRows(),
  ...toolRows(),
  ...downloadRows(),
  ...searchRows(),
  ...faqRows(),
  ...quickstartRows(),
  ...accountRows(),
  ...personalRows(),
  ...messageRows(),
  ...accGroupRows(),
  ...deliverRows(),
  ...qvlRows(),
  ...operatorRows(),
  ...samplecodeRows(),
  ...reviewRows(),
  ...simulationRows(),
  ...aiRows(),
  ...patchRows(),
  ...trainRows(),
  ...patchsetRows(),
  ...auditRows(),
  ...queuesRows(),
  ...settingsRows(),
  ...publishRows(),
  ...articlesAdminRows(),
];
