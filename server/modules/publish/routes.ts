// Publishing the catalogue (documents, reports, change notices, tools and their versions) from the staff console (staff code admin.publish).
import type { FastifyInstance } from 'fastify';

export async function publishRoutes(_app: FastifyInstance) {}
