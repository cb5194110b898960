// Technical reports (M02): the shared catalogue routes and TR feedback.
import type { FastifyInstance } from 'fastify';
import { registerFamilyRoutes } from '../dcc/family-routes.ts';
import { registerDocFeedback } from '../dcc/routes.ts';

export async function trRoutes(app: FastifyInstance) {
  registerFamilyRoutes(app, 'tr', '/dccpath/tr/file/getNoDownloadTrCount');
  registerDocFeedback(app, 'tr');
}
