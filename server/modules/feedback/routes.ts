// The floating feedback button's dialog: POST /common/homepage/custFeedback, and the account's own
// feedback with the engineers' replies (GET /common/homepage/myFeedback, the dialog's history).
import { count, desc, eq } from '../../db/orm.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feedbackBody, myFeedbackSchema } from '../../../contract/home.ts';
import { feedbacks } from '../../db/schema/index.ts';
import { currentUser } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { paginate } from '../../platform/paging.ts';
import { envelopeOf, pageOf, pageQuery } from '../../platform/schemas.ts';

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

  app.get(
    '/common/homepage/myFeedback',
    {
      config: { access: 'user' },
      schema: {
        tags: ['feedback'],
        querystring: pageQuery,
        description: 'The caller’s own feedback, newest first (feedbacks_account_idx), with the replies.',
        response: { 200: envelopeOf(pageOf(myFeedbackSchema)) },
      },
    },
    async (request) => {
      const where = eq(feedbacks.accountId, currentUser(request).id);
      return ok(
        await paginate(
          db,
          request.query,
          db.select().from(feedbacks).where(where).orderBy(desc(feedbacks.createdAt), desc(feedbacks.id)).$dynamic(),
          db.select({ total: count() }).from(feedbacks).where(where),
          (f) => ({
            id: f.id,
            subject: f.subject,
            feedback: f.feedback,
            status: f.status,
            reply: f.reply,
            repliedAt: f.repliedAt ? f.repliedAt.toISOString() : null,
            createdAt: f.createdAt.toISOString(),
          }),
        ),
      );
    },
  );
}
