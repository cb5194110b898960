// Operator settings: the system-upgrade flag, disclaimer and NDA versions, patch display switches (staff code admin.settings).
import type { FastifyInstance } from 'fastify';

export async function settingsRoutes(_app: FastifyInstance) {}
