// Publishing FAQ and quick-start articles, announcements and partners from the staff console (staff code admin.publish).
import type { FastifyInstance } from 'fastify';

export async function articlesAdminRoutes(_app: FastifyInstance) {}
