// Home calls of spec §7 (/common/homepage/…, /common/latestCourse, /common/common/…Visit/1).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  courseSchema,
  listSizeQuery,
  partnerSchema,
  platformSchema,
  publishVersionSchema,
  updateFileSchema,
  updatePlatformCareBody,
  visitedSchema,
} from '../../../contract/home.ts';
import { currentUser } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { envelopeOf } from '../../platform/schemas.ts';
import {
  authorizedPlatforms,
  caredPlatforms,
  latestReleases,
  listPartners,
  recentUpdates,
  updatePlatformCare,
} from './service.ts';
import { acceptDisclaimers, acceptedDisclaimers } from '../settings/documents.ts';
// Public courses are the training module's (its enrolment and seats).
import { latestOpenClasses } from '../train/open-class.ts';

/** Visit kind 1: the first-visit disclaimers (the spec's only kind). */
const visitParams = z.object({ kind: z.literal('1').transform(Number) });

export async function homeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const user = { access: 'user' } as const;
  const tags = ['home'];

  app.get(
    '/common/homepage/authPlatform',
    { config: user, schema: { tags, response: { 200: envelopeOf(z.array(platformSchema)) } } },
    async (request) => ok(await authorizedPlatforms(db, currentUser(request))),
  );
  app.get(
    '/common/homepage/carePlatform',
    { config: user, schema: { tags, response: { 200: envelopeOf(z.array(platformSchema)) } } },
    async (request) => ok(await caredPlatforms(db, currentUser(request))),
  );
  app.post(
    '/common/homepage/updatePlatformCare',
    { config: user, schema: { tags, body: updatePlatformCareBody, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await updatePlatformCare(db, currentUser(request), request.body.platformIds);
      return ok(null);
    },
  );
  app.get(
    '/common/homepage/updateFiles',
    {
      config: user,
      schema: { tags, querystring: listSizeQuery, response: { 200: envelopeOf(z.array(updateFileSchema)) } },
    },
    async (request) => ok(await recentUpdates(db, currentUser(request), request.query.pageSize)),
  );
  app.get(
    '/common/homepage/publishVersions',
    {
      config: user,
      schema: { tags, querystring: listSizeQuery, response: { 200: envelopeOf(z.array(publishVersionSchema)) } },
    },
    async (request) => ok(await latestReleases(db, currentUser(request), request.query.pageSize)),
  );
  app.get(
    '/common/homepage/partners',
    { config: user, schema: { tags, response: { 200: envelopeOf(z.array(partnerSchema)) } } },
    async () => ok(await listPartners(db)),
  );
  app.get(
    '/common/latestCourse',
    {
      config: user,
      schema: { tags, querystring: listSizeQuery, response: { 200: envelopeOf(z.array(courseSchema)) } },
    },
    async (request) => ok(await latestOpenClasses(db, currentUser(request), request.query.pageSize)),
  );

  app.get(
    '/common/common/hasVisit/:kind',
    { config: user, schema: { tags, params: visitParams, response: { 200: envelopeOf(visitedSchema) } } },
    // Kind 1, the first-visit disclaimers: visited when accepted in their current version, so a new
    // version is asked for again (settings/documents.ts).
    async (request) => ok({ visited: await acceptedDisclaimers(db, currentUser(request).id) }),
  );
  app.post(
    '/common/common/addVisit/:kind',
    { config: user, schema: { tags, params: visitParams, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await acceptDisclaimers(db, currentUser(request).id);
      return ok(null);
    },
  );
}
