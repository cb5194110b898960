// The audit trail of staff actions and customer downloads, and the downloads dashboard (staff code admin.audit).
import type { FastifyInstance } from 'fastify';

export async function auditRoutes(_app: FastifyInstance) {}
