// The engineers' work queues: PCN change requests, document feedback, survey answers, home feedback, FAQ comments (staff code admin.engineer).
import type { FastifyInstance } from 'fastify';

export async function queuesRoutes(_app: FastifyInstance) {}
