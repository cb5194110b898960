// The floating feedback button's dialog: POST /common/homepage/custFeedback.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feedbackBody } from '../../../contract/home.ts';
import { feedbacks } from '../../db/schema/index.ts';
import { currentUser } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { envelopeOf } from '../../platform/schemas.ts';

export async function feedbackRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.post(
    '/common/homepage/custFeedback',
    {
      config: { access: 'user' },
      schema: { tags: ['feedback'], body: feedbackBody, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      const user = currentUser(request);
      const { subject, feedback, page } = request.body;
      // Stored as text, shown as text: no markup is interpreted anywhere.
      await db.insert(feedbacks).values({ accountId: user.id, subject, feedback, page: page ?? '' });
      return ok(null);
    },
  );
}
