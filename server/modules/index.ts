// Every module's routes, registered under /api by buildApp. A new module adds one line here.
import type { FastifyInstance } from 'fastify';
import { accgroupRoutes } from './accgroup/routes.ts';
import { accountRoutes } from './account/routes.ts';
import { aiRoutes } from './ai/routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { downloadRoutes } from './download/routes.ts';
import { filesRoutes } from './files/routes.ts';
import { dccRoutes } from './dcc/routes.ts';
import { deliverRoutes } from './deliver/routes.ts';
import { faqRoutes } from './faq/routes.ts';
import { feedbackRoutes } from './feedback/routes.ts';
import { homeRoutes } from './home/routes.ts';
import { messageRoutes } from './message/routes.ts';
import { noticeRoutes } from './notice/routes.ts';
import { operatorRoutes } from './operator/routes.ts';
import { patchRoutes } from './patch/routes.ts';
import { patchsetRoutes } from './patchset/routes.ts';
import { pcnRoutes } from './pcn/routes.ts';
import { personalRoutes } from './personal/routes.ts';
import { quickstartRoutes } from './quickstart/routes.ts';
import { qvlRoutes } from './qvl/routes.ts';
import { reviewRoutes } from './review/routes.ts';
import { samplecodeRoutes } from './samplecode/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { simulationRoutes } from './simulation/routes.ts';
import { systemRoutes } from './system/routes.ts';
import { toolRoutes } from './tool/routes.ts';
import { trRoutes } from './tr/routes.ts';
import { trainRoutes } from './train/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { queuesRoutes } from './queues/routes.ts';
import { settingsRoutes } from './settings/routes.ts';
import { publishRoutes } from './publish/routes.ts';
import { articlesAdminRoutes } from './articlesAdmin/routes.ts';

export const modules: ((app: FastifyInstance) => Promise<void>)[] = [
  systemRoutes,
  authRoutes,
  filesRoutes,
  downloadRoutes,
  adminRoutes,
  homeRoutes,
  feedbackRoutes,
  noticeRoutes,
  dccRoutes,
  trRoutes,
  pcnRoutes,
  toolRoutes,
  searchRoutes,
  faqRoutes,
  quickstartRoutes,
  accountRoutes,
  personalRoutes,
  messageRoutes,
  accgroupRoutes,
  deliverRoutes,
  qvlRoutes,
  samplecodeRoutes,
  operatorRoutes,
  patchRoutes,
  patchsetRoutes,
  reviewRoutes,
  trainRoutes,
  simulationRoutes,
  aiRoutes,
  auditRoutes,
  queuesRoutes,
  settingsRoutes,
  publishRoutes,
  articlesAdminRoutes,
];
